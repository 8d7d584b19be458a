// Which budget an answer concerns, by name: the pages show it, and every answer about a connection's data
// carries it, so nobody acts on one budget believing it is another.
import type { Context } from "hono";
import { identityOf } from "../connections/deployment";

export interface BudgetLabel {
  connection_id: string;
  /** The budget's name at the service; two budgets may share one, so the id is beside it. */
  name: string;
  /** Who connected it, when known. */
  email: string | null;
}

/** The budget of the request's connection, read once per request. */
export async function budgetOf(
  c: Context<{ Bindings: Env; Variables: { connectionId: string; budget?: BudgetLabel } }>,
): Promise<BudgetLabel> {
  const known = c.get("budget");
  if (known) return known;
  const label = await budgetLabel(c.env, c.get("connectionId"));
  c.set("budget", label);
  return label;
}

export async function budgetLabel(env: Env, connectionId: string): Promise<BudgetLabel> {
  const identity = await identityOf(env, connectionId);
  return { connection_id: connectionId, name: identity?.budget_name ?? UNNAMED, email: identity?.email ?? null };
}

/** When the service has not said (unreachable, or a record saved by a script): still a name a person reads. */
const UNNAMED = "Unnamed budget";
