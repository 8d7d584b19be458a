// GET /accounts: the manual accounts an upload may name (the page's picker), and the default one.
// Read from the Outbox's cache of the account list, which uploads are checked against too.
// GET /accounts/{id}/coverage: which days the account's imports cover and whether the budget agrees with the bank.
import { Hono } from "hono";
import { type AuthedEnv, requireConnection } from "./auth";
import { budgetOf } from "./budget";
import { outboxOf } from "../storage";
import { refusalError } from "./refusals";
import { HttpError } from "./errors";

export const accounts = new Hono<AuthedEnv>()
  .use(requireConnection)
  .get("/", async (c) => {
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
  })
  .get("/:id/coverage", async (c) => {
    const id = c.req.param("id");
    if (!/^[1-9]\d{0,9}$/.test(id)) throw new HttpError(400, `"${id.slice(0, 20)}" is not an account id (GET /accounts lists them).`);
    const accountId = Number(id);
    const check = c.req.query("check");
    if (check !== undefined && check !== "now")
      throw new HttpError(400, `check: "now" is the only value (to check again before answering).`);
    const outbox = outboxOf(c.env);
    const list = await outbox.accountList(c.get("connectionId"));
    if (!list.ok) throw refusalError(list);
    if (!list.accounts.some((a) => a.id === accountId)) throw refusalError({ ok: false, reason: "unknown_account" }, accountId);
    const coverage = await outbox.coverage(c.get("connectionId"), accountId, check === "now");
    return c.json(coverageBody(coverage));
  });

type CoverageAnswer = Awaited<ReturnType<ReturnType<typeof outboxOf>["coverage"]>>;

/** The answer's shape (docs/http-api.md): an account never checked is `unknown`, and says so. */
function coverageBody(coverage: CoverageAnswer) {
  const stored = coverage.agreement;
  const agreement = stored
    ? { ...stored.agreement, checked_at: new Date(stored.checked_at).toISOString() }
    : {
        status: "unknown" as const,
        as_of: null,
        bank_balance: null,
        budget_sum: null,
        difference: null,
        causes: [],
        reason: "not checked yet",
      };
  return {
    account_id: coverage.account_id,
    spans: coverage.spans,
    gaps: coverage.gaps,
    newest_day: coverage.newest,
    agreement,
    ...(coverage.refusal ? { check: { done: false, reason: refusalError(coverage.refusal).message } } : {}),
  };
}
