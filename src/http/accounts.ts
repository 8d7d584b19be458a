// GET /accounts: the manual accounts an upload may name (the page's picker), and the default one.
// Read from the Outbox's cache of the account list, which uploads are checked against too.
import { Hono } from "hono";
import { type AuthedEnv, requireConnection } from "./auth";
import { budgetOf } from "./budget";
import { outboxOf } from "../storage";
import { refusalError } from "./refusals";

export const accounts = new Hono<AuthedEnv>().use(requireConnection).get("/", async (c) => {
  const answer = await outboxOf(c.env).accountList(c.get("connectionId"));
  if (!answer.ok) throw refusalError(answer);
  const open = answer.accounts.filter((a) => a.status !== "closed");
  return c.json({
    budget: await budgetOf(c),
    default_account_id: answer.defaultAccountId,
    // The budget shows money out as negative unless the user chose otherwise: previews do the same.
    show_debits_as_negative: answer.showDebitsAsNegative,
    accounts: open
      .map((a) => ({
        id: a.id,
        name: a.display_name || a.name,
        institution: a.institution_name,
        currency: a.currency,
        type: a.type,
      }))
      .sort((x, y) => x.name.localeCompare(y.name)),
  });
});
