// Money promised, not spent: an advance-fee or prize scam ("Dear beneficiary, your compensation fund of
// $920,000.00 is approved"), a dividend or a tax refund to collect, a transfer said to wait for a fee. Whatever
// their amount, nothing was bought. And an amount far beyond what a person's receipts hold, from a sender that
// is not the business it signs as, is itself the mark of one: real six-figure purchases come from the seller's
// own domain.
import { linesWith, phrasePattern, phrasesIn, type Phrases } from "../text/phrases";
import { ADVANCE_FEE, ADVANCE_FEE_JA, MONEY_COMING, MONEY_COMING_JA, PRIZE, PRIZE_JA } from "./scam-words";

export interface LureInput {
  subject: string | null;
  lines: readonly string[];
  /** The total read, if any, and its currency (lowercase ISO 4217). */
  total: { value: string; currency: string | null } | null;
  /** How the sender fails to be the business it signs as (sender-name.ts), or null when it plausibly is. */
  unlike: string | null;
}

const pattern = { advanceFee: phrasePattern(ADVANCE_FEE), prize: phrasePattern(PRIZE), moneyComing: phrasePattern(MONEY_COMING) };

/** Advance-fee words that make a scam whoever sent it (one alone might be a lawyer's honest "inheritance"). */
const ADVANCE_FEE_WORDS = 2;
/** A total this large (six figures) is no receipt a person forwards, from a sender that is not the seller. */
const OUTSIZED = 100_000;
/** Currencies whose unit is worth so little that six figures are an ordinary price (¥120,000 is a laptop). */
const SMALL_UNITS = new Set(
  "jpy krw idr vnd huf clp cop pyg isk irr ugx tzs kzt lak mmk khr ngn lkr pkr inr uzs mnt gnf mga xof xaf rwf amd rsd iqd lbp syp cdf mwk".split(
    " ",
  ),
);

/** Why the mail is a lure, in words for the inbox, or null. */
export function lureIn(input: LureInput): string | null {
  const fees = said(input, pattern.advanceFee, ADVANCE_FEE_JA);
  if (fees.length >= ADVANCE_FEE_WORDS) return `advance-fee scam: the mail promises money for a fee (${quoted(fees)})`;
  if (!input.unlike) return null;
  const promised = [...fees, ...said(input, pattern.prize, PRIZE_JA)];
  if (promised.length > 0) return `advance-fee or prize scam: the mail promises money (${quoted(promised)}), and ${input.unlike}`;
  const coming = said(input, pattern.moneyComing, MONEY_COMING_JA);
  if (coming.length > 0) return `a lure of money to collect (${quoted(coming)}), not a purchase, and ${input.unlike}`;
  const total = input.total;
  if (total && Number(total.value) >= OUTSIZED && !(total.currency && SMALL_UNITS.has(total.currency)))
    return `an amount of ${total.value}${total.currency ? ` ${total.currency.toUpperCase()}` : ""}, far beyond what a receipt holds, and ${input.unlike}`;
  return null;
}

/**
 * The distinct phrases of a list the subject and the lines say, in that order, as written (folded to lower case).
 * The lines are searched as the array every rule reads, whose text is lower-cased once for all of them (phrases.ts);
 * the subject alone.
 */
function said({ subject, lines }: Pick<LureInput, "subject" | "lines">, phrases: Phrases, japanese: RegExp): string[] {
  const found = new Set<string>();
  for (const p of phrasesIn(subject ?? "", phrases)) found.add(p.text.toLowerCase());
  // linesWith answers indices of the lines: the "" is never taken.
  for (const i of linesWith(lines, phrases)) for (const p of phrasesIn(lines[i] ?? "", phrases)) found.add(p.text.toLowerCase());
  for (const line of [subject ?? "", ...lines]) {
    const m = japanese.exec(line);
    if (m) found.add(m[0]);
  }
  return [...found];
}

const quoted = (phrases: readonly string[]) =>
  phrases
    .slice(0, 2)
    .map((p) => `"${p}"`)
    .join(", ");
