// Match mode: for people who also import their bank, a receipt is not a second transaction for the same
// card payment. It finds the bank's transaction (same amount, within a few days, each transaction taken
// by one receipt only) and enriches it: the receipt's notes appended, its merchant as payee when the
// bank left none. A receipt in another currency than the bank's: currency-match.ts. Pure: the Outbox's
// match delivery (kinds/match.ts) asks and writes.
import type { Transaction, TransactionUpdate } from "../budget-api";
import { dec, equals, parseDecimal } from "../money";
import type { InsertItem } from "../plan";

/** A card payment posts within a few days of the purchase, before or (pre-authorised) after it. */
export const MATCH_DAYS = 3;

export interface MatchPolicy {
  /** How long a receipt waits for its bank transaction to be imported before the fallback (insert or hold). */
  windowMs: number;
  /** How often a waiting receipt looks again (a finished import of the connection also wakes it). */
  recheckMs: number;
  /**
   * Across currencies (currency-match.ts): how far apart, as a share of the bank's amount, the receipt and
   * the bank's transaction may be once both are in the budget's currency (0.05 = ±5%).
   */
  fxTolerance: number;
}

/**
 * A week covers a bank export made weekly; four looks a day cost 28 requests a receipt at most. ±5% covers
 * what a card network's rate and a foreign-transaction fee (1–3%) add to the service's daily rate.
 */
export const DEFAULT_MATCH_POLICY: MatchPolicy = { windowMs: 7 * 24 * 3600_000, recheckMs: 6 * 3600_000, fxTolerance: 0.05 };
/** The service's notes limit (spec: notes up to 350 characters). */
const NOTES_MAX = 350;
/** Receipts Intake inserted itself (receipt-plan.ts) are never the bank's transaction. */
const RECEIPT_ID_PREFIX = "rcpt:";

/** The days to list: the receipt's date ± MATCH_DAYS. */
export function searchWindow(date: string): { start_date: string; end_date: string } {
  const day = Date.parse(`${date}T00:00:00Z`);
  const at = (offset: number) => new Date(day + offset * 86_400_000).toISOString().slice(0, 10);
  return { start_date: at(-MATCH_DAYS), end_date: at(MATCH_DAYS) };
}

/**
 * The bank's transaction for this receipt, or null: the same amount (and currency, when both say one)
 * within the window, not taken by another receipt, not a receipt itself. Several such: the payee most
 * like the merchant, then the nearest date, then the oldest id (stable across runs).
 */
export function chooseMatch(receipt: InsertItem, candidates: readonly Transaction[], taken: ReadonlySet<number>): Transaction | null {
  const amount = parseDecimal(receipt.amount);
  if (!amount.ok) return null;
  const currency = receipt.currency?.toLowerCase();
  const fitting = candidates.filter(
    (tx) =>
      mayMatch(tx, receipt.date, taken) && (!currency || tx.currency.toLowerCase() === currency) && equals(dec(tx.amount), amount.value),
  );
  const rank = (tx: Transaction) => ({ likeness: payeeLikeness(receipt.payee ?? "", tx.payee), days: dayDistance(tx.date, receipt.date) });
  const ranked = fitting.map((tx) => ({ tx, ...rank(tx) }));
  ranked.sort((a, b) => b.likeness - a.likeness || a.days - b.days || a.tx.id - b.tx.id);
  return ranked[0]?.tx ?? null;
}

/**
 * A transaction that may be the bank's for a receipt of this date: within the window, not taken by another
 * receipt, not a receipt itself, not pending (it may still change), not a split or group parent.
 */
export function mayMatch(tx: Transaction, receiptDate: string, taken: ReadonlySet<number>): boolean {
  const { start_date, end_date } = searchWindow(receiptDate);
  return (
    !taken.has(tx.id) &&
    !tx.is_group_parent &&
    !tx.is_split_parent &&
    !tx.is_pending &&
    !(tx.external_id ?? "").startsWith(RECEIPT_ID_PREFIX) &&
    tx.date >= start_date &&
    tx.date <= end_date
  );
}

/**
 * What to change on the matched transaction, or null when it already carries the receipt (a PUT whose
 * answer was lost, sent again): the receipt's notes after the bank's, the merchant as payee only when
 * the bank gave none. The same update twice changes nothing the second time.
 */
export function enrichment(existing: Transaction, receipt: InsertItem): TransactionUpdate | null {
  const update: TransactionUpdate = {};
  const ours = receipt.notes?.trim();
  const theirs = existing.notes?.trim() ?? "";
  if (ours && !theirs.includes(ours)) {
    const joined = theirs ? `${theirs} · ${ours}` : ours;
    update.notes = joined.length > NOTES_MAX ? `${joined.slice(0, NOTES_MAX - 1)}…` : joined;
    if (theirs.includes(update.notes)) delete update.notes;
  }
  if (!existing.payee.trim() && receipt.payee) update.payee = receipt.payee;
  return Object.keys(update).length > 0 ? update : null;
}

/** 0…1: how alike two payee names are (Dice coefficient of letter pairs, case and punctuation ignored). */
export function payeeLikeness(a: string, b: string): number {
  const { shared, sizes } = sharedLetterPairs(a, b);
  return sizes[0] === 0 || sizes[1] === 0 ? 0 : (2 * shared) / (sizes[0] + sizes[1]);
}

/** The letter pairs two names share (case and punctuation ignored), and how many each has. */
function sharedLetterPairs(a: string, b: string): { shared: number; sizes: [number, number] } {
  const pairs = (text: string) => {
    const letters = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
    const counted = new Map<string, number>();
    for (let i = 0; i + 1 < letters.length; i++) counted.set(letters.slice(i, i + 2), (counted.get(letters.slice(i, i + 2)) ?? 0) + 1);
    return { counted, size: Math.max(0, letters.length - 1) };
  };
  const x = pairs(a);
  const y = pairs(b);
  let shared = 0;
  for (const [pair, n] of x.counted) shared += Math.min(n, y.counted.get(pair) ?? 0);
  return { shared, sizes: [x.size, y.size] };
}

export function dayDistance(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}
