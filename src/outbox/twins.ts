// Twins: items of one job that the service's duplicate check cannot tell apart (same payee, date and
// amount: two coffees on one day, whatever else differs between them).
//
// With `skip_duplicates`, the service skips an item that matches a transaction already in the account.
// So only the first twin may be sent with that check, and only before any other twin has landed: a
// later twin that landed first would make the check take the first one for a copy of it. The rule the
// Outbox keeps: the first twin goes checked; every later twin waits until the first is settled
// (inserted, skipped, invalid or dead-lettered) and then goes unchecked — its own external_id still
// protects it against a re-upload. A first twin retried after its twins landed goes unchecked too.
// Later twins may travel together: none of them is checked, so their order does not matter.
import type { InsertItem } from "../plan";

/** What the service's payee/date/amount check compares, normalized so that "3.5" and "3.50" meet. */
export function twinKey(item: Pick<InsertItem, "date" | "amount" | "payee">): string {
  return `${item.date}\u001f${Number(item.amount)}\u001f${(item.payee ?? "").trim().toLowerCase()}`;
}
