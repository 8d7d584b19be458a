// Twins: items of one job the service's duplicate check cannot tell apart (two coffees on one day). A later twin
// that landed first would make the check skip the first, so the first goes checked and the others wait until
// it is settled, then go unchecked (their external_ids still guard re-uploads), in any order.
import type { InsertItem } from "../plan";

/** What the service's payee/date/amount check compares, normalized so that "3.5" and "3.50" meet. */
export function twinKey(item: Pick<InsertItem, "date" | "amount" | "payee">): string {
  return `${item.date}\u001f${Number(item.amount)}\u001f${(item.payee ?? "").trim().toLowerCase()}`;
}
