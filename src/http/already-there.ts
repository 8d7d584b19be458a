// Which rows of a file the budget already holds, said by the preview before anything is sent: an item whose
// external_id a transaction of the account has (the service skips it), or, for an import that asks the service's
// payee/amount/date check, one with the same payee, amount and day. Each transaction there answers for one
// item only: the second coffee of a day is its own row. Matches are judged as the service judges them.
import type { PlannedItem } from "../plan";
import { twinKey } from "../outbox/twins";

/** Why an item would not land: the same id, the service's payee/amount/date check, or the bank's row of a takeover. */
export type AlreadyThere = "same_id" | "same_payee_amount_date" | "taken_over";

export interface Existing {
  external_id: string | null;
  date: string;
  amount: string;
  payee: string;
}

/** By item index (in `items`), the items the budget already holds. */
export function alreadyThere(
  items: readonly PlannedItem[],
  existing: readonly Existing[],
  payeeAmountDate: boolean,
): Map<number, AlreadyThere> {
  const ids = new Set(existing.map((t) => t.external_id).filter((id): id is string => id !== null));
  const twins = new Map<string, number>();
  if (payeeAmountDate)
    for (const t of existing) {
      const key = twinKey(t);
      twins.set(key, (twins.get(key) ?? 0) + 1);
    }
  const found = new Map<number, AlreadyThere>();
  items.forEach(({ item }, index) => {
    if (ids.has(item.external_id)) return void found.set(index, "same_id");
    const key = twinKey(item);
    const left = twins.get(key) ?? 0;
    if (left === 0) return;
    twins.set(key, left - 1);
    found.set(index, "same_payee_amount_date");
  });
  return found;
}

/** The days a plan's items span, or null for a plan without items. */
export function dateSpan(items: readonly PlannedItem[]): { from: string; to: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const { item } of items) {
    if (from === null || item.date < from) from = item.date;
    if (to === null || item.date > to) to = item.date;
  }
  return from === null || to === null ? null : { from, to };
}
