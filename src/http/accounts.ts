// GET /accounts: the manual accounts an upload may name (the page's picker), and the default one.
// Read from the Outbox's cache of the account list, which uploads are checked against too.
// GET /accounts/{id}/coverage: which days the account's imports cover and whether the budget agrees with the bank.
import { budgetOf } from "./budget";
import { outboxOf } from "../storage";
import { refusalError } from "./refusals";
import { HttpError } from "./errors";
import { type Agreement, agreementHeadline, agreementSentence, causeSentence, type DayWriter } from "../outbox";
import { pageDatesOf } from "./page-dates";
import { dayOn } from "./pages/page-dates";
import { CoverageQuery } from "./requests/accounts";
import { type Answer, Room } from "./route";

export const accounts = new Room("/accounts")
  .route(
    {
      method: "get",
      path: "/accounts",
      summary: "The budget's open manual accounts (an upload's choices) and the default one.",
      answers: { 200: "AccountsAnswer" },
      refusals: [502, 503],
    },
    async (c) => {
      const listed = await outboxOf(c.env).accountList(c.get("connectionId"));
      if (!listed.ok) throw refusalError(listed);
      const open = listed.accounts.filter((a) => a.status !== "closed");
      return c.json({
        budget: await budgetOf(c),
        default_account_id: listed.defaultAccountId,
        // The budget shows money out as negative unless the user chose otherwise: previews do the same.
        show_debits_as_negative: listed.showDebitsAsNegative,
        accounts: open
          .map((a) => ({
            id: a.id,
            name: a.display_name || a.name,
            institution: a.institution_name,
            currency: a.currency,
            type: a.type,
          }))
          .sort((x, y) => x.name.localeCompare(y.name)),
      } satisfies Answer<"AccountsAnswer">);
    },
  )
  .route(
    {
      method: "get",
      path: "/accounts/{id}/coverage",
      summary: "The days the account's imports cover and whether the budget agrees with the bank; check=now checks again first.",
      query: CoverageQuery,
      hint: `check: "now" is the only value (to check again before answering).`,
      answers: { 200: "CoverageAnswer" },
      refusals: [400, 404],
    },
    async (c) => {
      const id = c.req.param("id");
      if (!/^[1-9]\d{0,9}$/.test(id)) throw new HttpError(400, `"${id.slice(0, 20)}" is not an account id (GET /accounts lists them).`);
      const accountId = Number(id);
      const check = c.req.valid("query").check === "now";
      const outbox = outboxOf(c.env);
      const list = await outbox.accountList(c.get("connectionId"));
      if (!list.ok) throw refusalError(list);
      if (!list.accounts.some((a) => a.id === accountId)) throw refusalError({ reason: "unknown_account" }, accountId);
      const coverage = await outbox.coverage(c.get("connectionId"), accountId, check);
      // Its sentences write days as the page beside them does: in the budget's own formats.
      const dates = await pageDatesOf(c, c.get("connectionId"));
      return c.json(coverageBody(coverage, (day) => dayOn(dates, day)) satisfies Answer<"CoverageAnswer">);
    },
  );

type Coverage = Awaited<ReturnType<ReturnType<typeof outboxOf>["coverage"]>>;

/** The answer's shape (api/accounts.ts): an account never checked is `unknown`, and says so. */
function coverageBody(coverage: Coverage, day: DayWriter) {
  const stored = coverage.agreement;
  const known: Agreement = stored?.agreement ?? {
    status: "unknown",
    as_of: null,
    bank_balance: null,
    budget_sum: null,
    difference: null,
    causes: [],
    reason: "not checked yet (an import of the bank's rows or a SimpleFIN pull checks it)",
    stretches: { checked: 0, differ: 0 },
  };
  // The words the pages and notices say, made here once: `says` on the answer and on each cause.
  const agreement = {
    ...known,
    causes: known.causes.map((cause) => ({ ...cause, says: causeSentence(cause, day) })),
    says: agreementSentence(known, day),
    headline: agreementHeadline(known, day),
    ...(stored ? { checked_at: new Date(stored.checked_at).toISOString() } : {}),
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
