// Two transactions of two of the budget's own accounts are one transfer only with evidence that they are: the other
// account named on a side (its number, IBAN or last four digits, also as its name writes them; its name alone only
// where a side speaks of a transfer or payment, since a store card's name is a shop's too), a card's bill (the card
// says a payment came in, the other side names a card, its issuer or digits), or words of a move between one's own
// accounts on both sides. An equal amount days apart only narrows the candidates ("AUTOPAY" on a phone bill is not a
// card's "AUTOPAY PAYMENT"); a side the evidence fits more than one way is not guessed. Pure: reads and groups nothing.
import { CARD_BILL, CARD_PAID, CARD_STEMS, CARD_WORDS, ISSUERS, OWN_MOVE, PAYMENT, TRANSFER } from "./transfer-words";
import { addDays, daysBetween } from "../locale/days";

/** One side as the rule reads it: in the service's sign (positive: money out of its account). */
export interface Movement {
  /** The caller's key (a transaction id, a plan's row). */
  key: number;
  accountId: number;
  date: string;
  amount: number;
  currency: string;
  /** Its amount in the budget's primary currency, where the service converted it; null where not known. */
  toBase: number | null;
  /** What the bank wrote: payee, original name, notes. */
  text: string;
}

/** What names one of the budget's accounts in another account's text. */
export interface OwnAccount {
  id: number;
  /** Its name and display name as the budget holds them (an institution's name is shared by its accounts). */
  names: readonly string[];
  /** Its number as the bank prints it (an IBAN, an account or card number, or only the last digits). */
  numbers: readonly string[];
  /** A credit card (the service's type `credit`): its incoming side may be its bill paid from another account. */
  card?: boolean;
  /** The bank or issuer that holds it, as the budget names it. */
  institution?: string | null;
}

export interface TransferPair {
  out: number;
  in: number;
  /** Why they are one transfer, in words for the report. */
  evidence: string;
}

/**
 * The incoming side posts from a day before the outgoing one (the two banks' time zones) to 5 days after: a transfer
 * between banks takes up to 3 working days, and a weekend or a holiday lies between.
 */
export const TRANSFER_WINDOW = { daysBefore: 1, daysAfter: 5 };

/** The days to read for the other sides of transactions dated `first`…`last`: theirs, widened by the window each way. */
export function transferSpan(first: string, last: string): { from: string; to: string } {
  const reach = Math.max(TRANSFER_WINDOW.daysBefore, TRANSFER_WINDOW.daysAfter);
  return { from: addDays(first, -reach), to: addDays(last, reach) };
}

/** Across currencies (an exchange between two balances, a card in USD paid from EUR): apart by at most this share. */
export const TRANSFER_FX_TOLERANCE = 0.03;

const folded = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // Letters NFKD keeps whole: Polish ł, Nordic ø, German ß.
    .replace(/ł/g, "l")
    .replace(/ø/g, "o")
    .replace(/ß/g, "ss");

/** Whether a side's text says it is a move between one's own accounts. */
export function saysOwnMove(text: string): boolean {
  return saysAny(text, OWN_MOVE);
}

/** Whether a card's incoming side says its bill was paid ("PAYMENT THANK YOU", "Zahlung erhalten"). */
export function saysCardPaid(text: string): boolean {
  return saysAny(text, CARD_PAID);
}

/** Whether a side names a card: a card's word, an issuer, or the card's institution (its digits: namesAccount). */
export function namesCard(text: string, card: OwnAccount | undefined): boolean {
  if (saysAny(text, CARD_WORDS) || saysAny(text, ISSUERS)) return true;
  const t = folded(text);
  if (foldedWords(CARD_STEMS).some(({ word }) => t.includes(word))) return true;
  const institution = card?.institution
    ? folded(card.institution)
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim()
    : "";
  return institution.length >= 3 && saysAny(text, [institution]);
}

/** Whether a side speaks of money moved or paid: a transfer, a payment, a move between one's own accounts, a card's bill. */
function speaksOfMoving(text: string): boolean {
  return saysAny(text, TRANSFER) || saysAny(text, PAYMENT) || saysOwnMove(text) || saysCardPaid(text);
}

function saysAny(text: string, words: readonly string[]): boolean {
  const t = ` ${folded(text).replace(/[^\p{L}\p{N}\p{M}]+/gu, " ")} `;
  return foldedWords(words).some(({ word, spaced }) => t.includes(spaced ? ` ${word} ` : word));
}

const FOLDED = new WeakMap<readonly string[], { word: string; spaced: boolean }[]>();

/** A list's words folded as a text is (NFKD splits a Hangul syllable into its letters); Han and Hangul write no spaces. */
function foldedWords(words: readonly string[]): { word: string; spaced: boolean }[] {
  let list = FOLDED.get(words);
  if (!list) {
    list = words.map((w) => ({ word: folded(w), spaced: !/^[\p{Script=Han}\p{Script=Hangul}]/u.test(w) }));
    FOLDED.set(words, list);
  }
  return list;
}

/** The shortest account name that counts: "Visa" or "Main" name many things; a name is read as a whole phrase. */
const MIN_NAME = 5;

/**
 * Whether `text` names `account`: its number, its last four digits after a mark ("ending 4242"), or its name as a
 * whole phrase. A name's digits are a number too ("Visa 4242", "Sapphire ••4242", "Giro DE89…3000").
 */
export function namesAccount(text: string, account: OwnAccount): string | null {
  return namesNumber(text, account) ?? namesName(text, account);
}

function namesName(text: string, account: OwnAccount): string | null {
  const t = ` ${folded(text).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  for (const name of account.names) {
    const n = folded(name)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    if (n.length >= MIN_NAME && t.includes(` ${n} `)) return `names "${name}"`;
  }
  return null;
}

/** The numbers a name writes: runs of four digits or more (spaced groups joined), the last four of a masked one. */
export function numbersInNames(names: readonly string[]): string[] {
  return names.flatMap((name) => (name.match(/\d[\d ]*\d/g) ?? []).map((run) => run.replace(/ /g, "")).filter((n) => n.length >= 4));
}

function namesNumber(text: string, account: OwnAccount): string | null {
  const digits = text.replace(/\s+/g, "");
  for (const number of [...account.numbers, ...numbersInNames(account.names)]) {
    const n = number.replace(/[\s-]+/g, "");
    if (n.length >= 8 && digits.toLowerCase().includes(n.toLowerCase())) return `names account ${mask(n)}`;
    const last4 = /(\d{4})$/.exec(n)?.[1];
    // "…4242", "x4242", "*4242", "ending 4242", "•• 4242": the last four after a mark, never inside a longer number.
    if (last4 && new RegExp(`(?:[x*•.#]|ending(?: in)?|endet auf|terminada en|se terminant par)\\s*${last4}(?!\\d)`, "iu").test(text))
      return `names account ${mask(n)}`;
  }
  return null;
}

const mask = (number: string) => `••${number.slice(-4)}`;

/** Whether the two amounts are one sum moved: equal in one currency, or within the tolerance in the primary one. */
function sameSum(out: Movement, inn: Movement, tolerance: number): boolean {
  if (out.currency.toLowerCase() === inn.currency.toLowerCase()) return out.amount === -inn.amount;
  if (out.toBase === null || inn.toBase === null) return false;
  const [a, b] = [Math.abs(out.toBase), Math.abs(inn.toBase)];
  return a > 0 && Math.abs(a - b) <= a * tolerance;
}

function inWindow(out: Movement, inn: Movement): boolean {
  const days = daysBetween(out.date, inn.date);
  return days >= -TRANSFER_WINDOW.daysBefore && days <= TRANSFER_WINDOW.daysAfter;
}

/** Why `out` and `inn` are one transfer, or null: the sum and the days fit, and a side names the other or both say so. */
export function transferEvidence(
  out: Movement,
  inn: Movement,
  accounts: ReadonlyMap<number, OwnAccount>,
  tolerance = TRANSFER_FX_TOLERANCE,
): string | null {
  if (out.accountId === inn.accountId || out.amount <= 0 || inn.amount >= 0) return null;
  if (!inWindow(out, inn) || !sameSum(out, inn, tolerance)) return null;
  const to = accounts.get(inn.accountId);
  const from = accounts.get(out.accountId);
  // A card's incoming side that says no payment (a refund, a merchant's credit) is no side of a transfer.
  if (to?.card && !speaksOfMoving(inn.text) && !(from && namesAccount(inn.text, from))) return null;
  const number = (to && namesNumber(out.text, to)) ?? (from && namesNumber(inn.text, from)) ?? null;
  if (number) return number;
  // A name alone is a shop's as often ("Amazon"): a side speaking of a transfer or a payment makes it the account's.
  const name = (to && namesName(out.text, to)) ?? (from && namesName(inn.text, from)) ?? null;
  if (name && (speaksOfMoving(out.text) || speaksOfMoving(inn.text))) return name;
  if (to?.card && saysCardPaid(inn.text) && namesCard(out.text, to)) return "a card's bill paid from your account";
  return saysOwnMove(out.text) && saysOwnMove(inn.text) ? "both sides say a move between your accounts" : null;
}

/**
 * Whether a side no pair was found for is one side of a move whose other account is not in the budget, and the note it
 * gets: its text says a move between one's own accounts (the strong words only: a transfer to anyone is not one) and
 * names none of the budget's other accounts (one it names is in the budget: its side may come with a later import).
 * The note names the other account by what the text says of it (its last four digits after a mark, an IBAN's), masked.
 */
export function oneSideNote(side: Movement, accounts: ReadonlyMap<number, OwnAccount>): string | null {
  const own = accounts.get(side.accountId);
  // A card's bill: its incoming side thanks for a payment; an outgoing one names a card ("AUTOPAY" alone is any bill's).
  // Paying out: a card's bill, or an issuer paid ("CHASE CREDIT CRD AUTOPAY"); a debit card's "CARD PAYMENT TO TESCO" is none.
  const cardPaid =
    side.amount < 0
      ? own?.card === true && saysCardPaid(side.text)
      : saysAny(side.text, CARD_BILL) || (saysAny(side.text, ISSUERS) && saysAny(side.text, PAYMENT));
  if (!saysOwnMove(side.text) && !cardPaid) return null;
  for (const account of accounts.values()) if (account.id !== side.accountId && namesAccount(side.text, account) !== null) return null;
  const other = otherAccountIn(side.text);
  const way = side.amount > 0 ? "to" : "from";
  return other
    ? `Transfer ${way} your account ${other} (not in this budget)`
    : `Transfer ${way} another of your accounts (not in this budget)`;
}

/** The other account as a text names it: an IBAN, else the last four digits after a mark ("x4242", "ending 4242"); masked. */
function otherAccountIn(text: string): string | null {
  const iban = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b/.exec(text)?.[0];
  if (iban) return mask(iban.replace(/\s+/g, ""));
  const last4 = /(?:[x*•#]|ending(?: in)?|endet auf|terminada en|se terminant par)\s*(\d{4})(?!\d)/iu.exec(text)?.[1];
  return last4 ? mask(last4) : null;
}

/**
 * The transfers among `movements`: each side in one pair at most. A side with evidence for two or more others of
 * the same fit is left alone (which one, nothing tells); the nearest day decides between others. The incoming sides
 * are looked up by their sum (one currency: the amount; across currencies: the primary currency's, sorted), so a
 * file of thousands of rows against thousands of the budget's costs the candidates of each row, not every pair.
 */
export function pairTransfers(
  movements: readonly Movement[],
  accounts: ReadonlyMap<number, OwnAccount>,
  tolerance = TRANSFER_FX_TOLERANCE,
): TransferPair[] {
  const outs = movements.filter((m) => m.amount > 0);
  const ins = new IncomingBySum(movements.filter((m) => m.amount < 0));
  const fits = new Map<number, Fit[]>();
  for (const out of outs)
    for (const inn of ins.candidates(out, tolerance)) {
      const evidence = transferEvidence(out, inn, accounts, tolerance);
      if (evidence === null) continue;
      const days = Math.abs(daysBetween(out.date, inn.date));
      const sides = Number(corroborates(out, accounts.get(inn.accountId))) + Number(corroborates(inn, accounts.get(out.accountId)));
      fits.set(out.key, [...(fits.get(out.key) ?? []), { inn, evidence, days, sides }]);
    }
  const claimed = new Map<number, number>();
  for (const list of fits.values()) for (const { inn } of list) claimed.set(inn.key, (claimed.get(inn.key) ?? 0) + 1);
  const pairs: TransferPair[] = [];
  for (const out of outs) {
    const best = chosen(fits.get(out.key) ?? []);
    // One incoming side that two outgoing ones fit: not guessed.
    if (!best || (claimed.get(best.inn.key) ?? 0) > 1) continue;
    pairs.push({ out: out.key, in: best.inn.key, evidence: best.evidence });
  }
  return pairs;
}

/** An incoming side that fits an outgoing one: why, how many days apart, and how many of the two sides say so. */
interface Fit {
  inn: Movement;
  evidence: string;
  days: number;
  /** Sides that name the other's account or say a transfer (1 or 2: the evidence is one of them at least). */
  sides: number;
}

/** Whether a side says it is a transfer: it names the other account, or says a transfer's words. */
function corroborates(side: Movement, other: OwnAccount | undefined): boolean {
  return (other !== undefined && namesAccount(side.text, other) !== null) || speaksOfMoving(side.text);
}

/**
 * The incoming side an outgoing one pairs with: the one both sides speak for, over one only the other side speaks for
 * (an equal refund the same day says nothing of a transfer). Among those both speak for, the nearest day; among those
 * one side speaks for, only a single one (which of them, the day alone does not tell). Else none.
 */
function chosen(fits: Fit[]): Fit | null {
  const top = Math.max(0, ...fits.map((f) => f.sides));
  const best = fits.filter((f) => f.sides === top).sort((a, b) => a.days - b.days);
  const [first, second] = best;
  if (!first) return null;
  if (second && (top < 2 || second.days === first.days)) return null;
  return first;
}

/** Incoming sides by the sum they bring: by currency and amount, and by their primary currency's value. */
class IncomingBySum {
  private readonly byAmount = new Map<string, Movement[]>();
  /** Those the service converted, by their value in the primary currency (absolute), ascending. */
  private readonly byBase: Movement[];

  constructor(ins: readonly Movement[]) {
    for (const inn of ins) {
      const key = sumKey(inn.currency, -inn.amount);
      const list = this.byAmount.get(key);
      if (list) list.push(inn);
      else this.byAmount.set(key, [inn]);
    }
    this.byBase = ins.filter((m) => m.toBase !== null).sort((a, b) => Math.abs(a.toBase ?? 0) - Math.abs(b.toBase ?? 0));
  }

  /** The incoming sides whose sum may be `out`'s: every one sameSum may accept, and a few more. */
  *candidates(out: Movement, tolerance: number): Generator<Movement> {
    yield* this.byAmount.get(sumKey(out.currency, out.amount)) ?? [];
    if (out.toBase === null) return;
    const a = Math.abs(out.toBase);
    const low = a - a * tolerance;
    const list = this.byBase;
    // The first one at or above `low`, then on while within the tolerance.
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (Math.abs(list[mid]?.toBase ?? 0) < low) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < list.length; i++) {
      const inn = list[i];
      if (!inn || Math.abs(inn.toBase ?? 0) > a + a * tolerance) break;
      if (inn.currency.toLowerCase() !== out.currency.toLowerCase()) yield inn;
    }
  }
}

const sumKey = (currency: string, amount: number) => `${currency.toLowerCase()}\u001f${amount}`;
