// The import history, progress and reports of import jobs, page by page.
import { Hono } from "hono";
import type * as z from "zod";
import { MAX_REPORT_PAGE } from "../outbox/report";
import { type AuthedEnv, requireConnection } from "./auth";
import { budgetOf } from "./budget";
import { HttpError, badRequest, notFound } from "./errors";
import { validJson, validQuery } from "./validated";
import { outboxOf } from "../storage";
import { RETENTION_DAYS } from "../config";
import type {
  JobListAnswer,
  ReceiptAnsweredAnswer,
  RemovalAnswer,
  ReportAnswer,
  RetryAnswer,
  RowNotesAnswer,
  TransactionRowAnswer,
} from "./api/reports";
import { ITEM_OUTCOMES, ListQuery, NOTE_OUTCOMES, ReceiptAnswerBody, ReportQuery, RowsQuery, TransactionQuery } from "./requests/reports";

const PAGE_HELP = `offset (≥ 0) and limit (1 to ${MAX_REPORT_PAGE})`;

/** The query checked by `schema`; a 400 that says which parameters the route takes. */
const pageQuery = <T extends z.ZodType>(schema: T, help: string) => validQuery(schema, `Query parameters not accepted: use ${help}.`);

/** The report page's page of items (public/assets/report.js). */
const PAGE_ROWS = 100;

const NO_SUCH_IMPORT = "No import with this id for this API key.";

export const reports = new Hono<AuthedEnv>()
  .use(requireConnection)
  .get("/", pageQuery(ListQuery, `${PAGE_HELP}, unchanged (show, hide)`), async (c) => {
    return c.json({
      budget: await budgetOf(c),
      ...(await outboxOf(c.env).list(c.get("connectionId"), c.req.valid("query"))),
    } satisfies JobListAnswer);
  })
  // Where a transaction a report names came from: the import and row that put it in the budget, and the offset of
  // the report's page (of `limit` items, 100 unless told) that shows that row.
  .get("/transactions/:transaction", pageQuery(TransactionQuery, `limit (1 to ${MAX_REPORT_PAGE})`), async (c) => {
    const id = Number(c.req.param("transaction"));
    if (!Number.isSafeInteger(id) || id <= 0) throw badRequest("A transaction id is a positive whole number.");
    const { limit = PAGE_ROWS } = c.req.valid("query");
    const found = await outboxOf(c.env).transactionRow(c.get("connectionId"), id);
    if (!found) throw notFound(`Intake did not put transaction ${id} in this budget in the last ${RETENTION_DAYS} days.`);
    return c.json({
      transaction_id: id,
      import_id: found.jobId,
      row: found.row,
      offset: Math.floor(found.index / limit) * limit,
    } satisfies TransactionRowAnswer);
  })
  .get("/:id", pageQuery(ReportQuery, `items=true with outcome (${ITEM_OUTCOMES.join(", ")}), ${PAGE_HELP}`), async (c) => {
    const query = c.req.valid("query");
    const report = await outboxOf(c.env).report(c.req.param("id"), {
      connectionId: c.get("connectionId"),
      items: query.items === "true" || query.outcome !== undefined,
      outcome: query.outcome,
      offset: query.offset,
      limit: query.limit,
    });
    if (!report) throw notFound(NO_SUCH_IMPORT);
    return c.json({ budget: await budgetOf(c), ...report } satisfies ReportAnswer);
  })
  .get("/:id/rows", pageQuery(RowsQuery, `outcome (${NOTE_OUTCOMES.join(", ")}), ${PAGE_HELP}`), async (c) => {
    const query = c.req.valid("query");
    const page = await outboxOf(c.env).rowNotes(c.req.param("id"), { connectionId: c.get("connectionId"), ...query });
    if (!page) throw notFound(NO_SUCH_IMPORT);
    return c.json(page satisfies RowNotesAnswer);
  })
  .post("/:id/retry", async (c) => {
    const report = await outboxOf(c.env).report(c.req.param("id"), { connectionId: c.get("connectionId") });
    if (!report) throw notFound(NO_SUCH_IMPORT);
    const requeued = await outboxOf(c.env).retryFailed(report.id);
    return c.json({ id: report.id, requeued } satisfies RetryAnswer, 202);
  })
  // A row's question about a receipt outside the takeover's window, answered: 202 (`one`: the row takes the receipt over,
  // on its way; `apart`: two payments, not asked again); 409 when the row asks nothing or not about that transaction.
  .post(
    "/:id/rows/:row/receipt",
    validJson(ReceiptAnswerBody, 'Send JSON {"answer": "one", "transaction_id": <the receipt\'s transaction>} or {"answer": "apart"}.'),
    async (c) => {
      const row = Number(c.req.param("row"));
      if (!Number.isSafeInteger(row) || row <= 0) throw badRequest("A row is a positive whole number.");
      const body = c.req.valid("json");
      const answered = await outboxOf(c.env).answerReceiptQuestion(
        c.get("connectionId"),
        c.req.param("id"),
        row,
        body.answer === "one" ? { one: body.transaction_id } : "apart",
      );
      if (!answered) throw notFound(NO_SUCH_IMPORT);
      if (!answered.ok) throw new HttpError(409, answered.reason.message, { code: answered.reason.code });
      return c.json(answered.value satisfies ReceiptAnsweredAnswer, 202);
    },
  )
  // "Remove this import": 202 with how many transactions are on their way out (the report then says which were
  // removed and which kept, and why); 409 while the import still delivers or when it inserts no transactions.
  .post("/:id/remove", async (c) => {
    const removal = await outboxOf(c.env).removeImport(c.req.param("id"), c.get("connectionId"));
    if (!removal) throw notFound(NO_SUCH_IMPORT);
    if (!removal.ok) throw new HttpError(409, removal.message, { code: removal.reason });
    const { id, removing, removed, kept } = removal;
    return c.json({ id, removing, removed, kept } satisfies RemovalAnswer, 202);
  });
