// Rows a file probably shares with the budget though nothing proves it: another export of the same account writes the
// shop as banks do ("Corner Cafe" against "CORNER CAFE #112 PORTLAND OR"), so neither its id nor the service's
// payee/amount/date check sees the row already there. Same account, same amount (and currency), a day within the
// posting window, and the shop named alike (merchant-evidence.ts): the preview names the transaction and asks; the
// import leaves the row out only when asked (`skip=probable_duplicates`). Counted, not merged: each transaction answers
// for one row, so two coffees of one price in the file and one in the budget are one probable duplicate and one row.
import type { PlannedItem } from "../plan";
import { sameMerchant } from "../outbox/merchant-evidence";
import { twinKey } from "../outbox/twins";

/** Two exports of one account date one payment from its day to its posting: a few days apart at most. */
export const POSTING_WINDOW_DAYS = 5;

export interface BudgetRow {
  id: number;
  external_id: string | null;
  date: string;
  amount: string;
  payee: string;
  original_name: string | null;
  currency: string | null;
}

/** The transaction a row is probably already in the budget as, named for the preview and the report. */
export interface ProbableDuplicate {
  transaction_id: number;
  date: string;
  payee: string;
  amount: string;
}

/**
 * By item index, the transaction each row probably is. `skip` names the items already accounted for (the same id,
 * a twin, a takeover): each of those uses up one transaction first (`used` says which ones they are), so that no
 * transaction answers for two rows.
 */
export function probableDuplicates(
  items: readonly PlannedItem[],
  budget: readonly BudgetRow[],
  skip: (index: number) => boolean,
): Map<number, ProbableDuplicate> {
  const pool = new Set(budget);
  const byId = new Map(budget.filter((t) => t.external_id !== null).map((t) => [t.external_id, t]));
  items.forEach(({ item }, index) => {
    if (!skip(index)) return;
    const same = byId.get(item.external_id) ?? budget.find((t) => pool.has(t) && twinKey(t) === twinKey(item));
    if (same) pool.delete(same);
  });
  const found = new Map<number, ProbableDuplicate>();
  items.forEach(({ item }, index) => {
    if (skip(index)) return;
    const candidates = [...pool].filter((t) => probablySame(item, t));
    candidates.sort((a, b) => days(a.date, item.date) - days(b.date, item.date) || a.id - b.id);
    const [t] = candidates;
    if (!t) return;
    pool.delete(t);
    found.set(index, { transaction_id: t.id, date: t.date, payee: t.payee, amount: Number(t.amount).toFixed(2) });
  });
  return found;
}

function probablySame(item: PlannedItem["item"], t: BudgetRow): boolean {
  if (Number(item.amount) !== Number(t.amount) || t.external_id === item.external_id) return false;
  if (item.currency && t.currency && item.currency.toLowerCase() !== t.currency.toLowerCase()) return false;
  if (days(item.date, t.date) > POSTING_WINDOW_DAYS) return false;
  const payee = item.payee ?? "";
  return sameMerchant(payee, t.payee) || (t.original_name !== null && sameMerchant(payee, t.original_name));
}

const days = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
