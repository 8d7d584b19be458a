// Match mode across currencies: a receipt in EUR for a card the bank bills in USD. The service converts
// every transaction into the budget's primary currency (`to_base`), but a receipt is no transaction yet,
// so it is converted at a rate the service itself used: 1 when it is in the primary currency, else the
// amount → to_base of a transaction in the receipt's currency listed around the same days. Both then meet
// in the primary currency, within a tolerance (the card network's rate and fees are not the service's).
// Approximate amounts make a wrong match likelier than exact ones: two fits that the payee does not tell
// apart are not guessed between. Pure: outbox/kinds/match.ts asks the service and acts on the choice.
import type { Transaction } from "../budget-api";
import type { InsertItem, Provisional } from "../plan";
import { merchantEvidence, payeeLikeness } from "./merchant-evidence";
import { bankRecord, mayMatch, sameMoment } from "./receipt-match";
import { daysBetween } from "../locale/days";

/** How much more like the merchant the best payee must be than the next to be preferred (Dice, 0…1). */
const PAYEE_PREFERENCE = 0.2;
/** An ambiguity names this many of its transactions (the reason stays readable in the inbox). */
const NAMED_FITS = 3;

export type CrossChoice =
  | { kind: "matched"; transaction: Transaction; how: string; note: string }
  /** Nothing fits (why: a reason worth telling the person, or null when there is nothing to say). */
  | { kind: "none"; why: string | null }
  /** Transactions in other currencies wait to be compared, and only the primary currency can tell how. */
  | { kind: "needs_base" };

interface Rate {
  value: number;
  /** The day of the transaction that showed it; null for the primary currency itself. */
  seenOn: string | null;
}

/**
 * The bank's transaction for a receipt in another currency than its own, among `listed` (the days around
 * the receipt, as the service listed them). `base` is the budget's primary currency, when known.
 */
export function chooseAcrossCurrencies(
  receipt: InsertItem,
  listed: readonly Transaction[],
  taken: ReadonlySet<number>,
  base: string | null,
  tolerance: number,
  /** The item's channel: a tap never meets another tap's transaction, in any currency (receipt-match.ts). */
  channel: Provisional = "receipt",
): CrossChoice {
  const currency = receipt.currency?.toLowerCase();
  const amount = Number(receipt.amount);
  if (!currency || !Number.isFinite(amount) || amount === 0) return { kind: "none", why: null };
  // Approximate amounts: only a transaction the merchant (or an identifier) says is this purchase.
  const own = { payee: receipt.payee ?? "", text: receipt.notes };
  const others = listed.filter(
    (tx) =>
      mayMatch(tx, receipt.date, taken, channel, undefined, receipt.external_id) &&
      sameMoment(receipt, tx) &&
      tx.currency.toLowerCase() !== currency &&
      merchantEvidence(own, bankRecord(tx)) !== null,
  );
  if (others.length === 0) return { kind: "none", why: null };
  const rate = serviceRate(currency, receipt.date, listed, base);
  if (!rate) {
    if (base === null) return { kind: "needs_base" };
    const theirs = [...new Set(others.map((tx) => tx.currency.toUpperCase()))].join(", ");
    return {
      kind: "none",
      why: `the receipt is in ${currency.toUpperCase()} and the bank's transactions near ${receipt.date} in ${theirs}; the service shows no ${currency.toUpperCase()} rate then (no ${currency.toUpperCase()} transaction in the budget near that date), so they could not be compared`,
    };
  }
  const inBase = amount * rate.value;
  const fits = others
    .filter(converted)
    .map((tx) => ({ tx, apart: Math.abs(inBase - tx.to_base) / Math.abs(tx.to_base) }))
    .filter((fit) => fit.apart <= tolerance)
    .map((fit) => ({
      ...fit,
      likeness: payeeLikeness(receipt.payee ?? "", fit.tx.payee),
      days: Math.abs(daysBetween(receipt.date, fit.tx.date)),
    }))
    .sort((a, b) => b.likeness - a.likeness || a.days - b.days || a.apart - b.apart || a.tx.id - b.tx.id);
  const [best, next] = fits;
  if (!best) return { kind: "none", why: null };
  const shownReceipt = `${receipt.amount} ${currency.toUpperCase()}`;
  if (next && best.likeness - next.likeness < PAYEE_PREFERENCE) {
    const named = fits
      .slice(0, NAMED_FITS)
      .map((f) => `#${f.tx.id}: ${shown(f.tx)} on ${f.tx.date}`)
      .join(", ");
    const more = fits.length > NAMED_FITS ? ", …" : "";
    return {
      kind: "none",
      why: `${fits.length} bank transactions fit the ${shownReceipt} receipt within ${percent(tolerance)} (${named}${more}) and no payee is more like the merchant: not guessed`,
    };
  }
  const where =
    rate.seenOn === null
      ? `${currency.toUpperCase()} is the budget's currency`
      : `at the service's ${currency.toUpperCase()} rate of ${rate.seenOn}`;
  // Known when GET /me was asked; a rate seen in the listed transactions needs no such request.
  const budget = base ? base.toUpperCase() : "the budget's currency";
  return {
    kind: "matched",
    transaction: best.tx,
    how: `matched across currencies: ${shownReceipt} ≈ ${shown(best.tx)} (bank), ${percent(best.apart, 1)} apart in ${budget} (${where}), within ${percent(tolerance)}`,
    note: shownReceipt,
  };
}

/**
 * The service's rate from `currency` to the primary currency: 1 for the primary currency; else
 * to_base ÷ amount of a listed transaction in that currency, the nearest to the receipt's day (the
 * largest of that day: the least rounded). Null when the service shows none.
 */
function serviceRate(currency: string, date: string, listed: readonly Transaction[], base: string | null): Rate | null {
  if (base !== null && currency === base.toLowerCase()) return { value: 1, seenOn: null };
  const showing = listed
    .filter((tx) => tx.currency.toLowerCase() === currency && !tx.is_group_parent && converted(tx) && Number(tx.amount) !== 0)
    .sort(
      (a, b) =>
        Math.abs(daysBetween(date, a.date)) - Math.abs(daysBetween(date, b.date)) ||
        Math.abs(Number(b.amount)) - Math.abs(Number(a.amount)),
    );
  const seen = showing[0];
  return seen ? { value: seen.to_base / Number(seen.amount), seenOn: seen.date } : null;
}

/** A usable conversion: a finite, non-zero to_base (a zero one tells no rate and no amount to compare with). */
function converted(tx: Transaction): boolean {
  return Number.isFinite(tx.to_base) && tx.to_base !== 0;
}

/** "25.41 USD": the service's 4 decimals cut to 2 where the rest are zeros. */
function shown(tx: Transaction): string {
  return `${tx.amount.replace(/(\.\d\d\d*?)0+$/, "$1")} ${tx.currency.toUpperCase()}`;
}

/** "5%", "2.5%"; with `places`, exactly that many decimals ("0.4%"). */
function percent(share: number, places?: number): string {
  const value = share * 100;
  return `${places === undefined ? String(Number(value.toFixed(2))) : value.toFixed(places)}%`;
}
