// The budget's transactions a file's rows could probably be, with the bank rows of Intake's imports that stand in
// each (the Outbox's ledger: no request to the service): another row of the same export is another payment, however
// alike (probable-duplicates.ts). One lookup for the listing's transactions.
import type { PlannedItem } from "../plan";
import { outboxOf } from "../storage";
import type { BudgetRow } from "./probable-duplicates";

export async function withStandingRows<Row extends BudgetRow>(
  env: Env,
  connectionId: string,
  budget: readonly Row[],
  items: readonly PlannedItem[],
): Promise<Row[]> {
  if (budget.length === 0 || items.length === 0) return [...budget];
  const ids = budget.map((t) => t.id);
  const standing = await outboxOf(env).standingRows(connectionId, ids);
  return budget.map((t) => (standing[t.id] ? { ...t, standing: standing[t.id] } : t));
}
