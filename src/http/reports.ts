// The import history, progress and reports of import jobs, page by page.
import { MAX_REPORT_PAGE } from "../outbox/report";
import { budgetOf } from "./budget";
import { HttpError, badRequest, notFound } from "./errors";
import { outboxOf } from "../storage";
import { RETENTION_DAYS } from "../config";
import { ITEM_OUTCOMES, ListQuery, NOTE_OUTCOMES, ReceiptAnswerBody, ReportQuery, RowsQuery, TransactionQuery } from "./requests/reports";
import { type Answer, Room } from "./route";

const PAGE_HELP = `offset (≥ 0) and limit (1 to ${MAX_REPORT_PAGE})`;

/** A refusal of the query: a 400 that says which parameters the route takes. */
const pageHint = (help: string) => `Query parameters not accepted: use ${help}.`;

/** The report page's page of items (public/assets/report.js). */
const PAGE_ROWS = 100;

const NO_SUCH_IMPORT = "No import with this id for this API key.";

export const reports = new Room("/imports")
  .route(
    {
      method: "get",
      path: "/imports",
      summary: "The connection's jobs, newest first, one page.",
      query: ListQuery,
      hint: pageHint(`${PAGE_HELP}, unchanged (show, hide)`),
      answers: { 200: "JobListAnswer" },
      refusals: [400],
    },
    async (c) => {
      return c.json({
        budget: await budgetOf(c),
        ...(await outboxOf(c.env).list(c.get("connectionId"), c.req.valid("query"))),
      } satisfies Answer<"JobListAnswer">);
    },
  )
  // Where a transaction a report names came from: the import and row that put it in the budget, and the offset of
  // the report's page (of `limit` items, 100 unless told) that shows that row.
  .route(
    {
      method: "get",
      path: "/imports/transactions/{transaction}",
      summary: "Where a transaction came from: the import and row that put it in the budget, and the report page showing it.",
      query: TransactionQuery,
      hint: pageHint(`limit (1 to ${MAX_REPORT_PAGE})`),
      answers: { 200: "TransactionRowAnswer" },
      refusals: [400, 404],
    },
    async (c) => {
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
      } satisfies Answer<"TransactionRowAnswer">);
    },
  )
  .route(
    {
      method: "get",
      path: "/imports/{id}",
      summary: "A job's report (kept 90 days); with items=true or outcome, one page of its items.",
      query: ReportQuery,
      hint: pageHint(`items=true with outcome (${ITEM_OUTCOMES.join(", ")}), ${PAGE_HELP}`),
      answers: { 200: "ReportAnswer" },
      refusals: [400, 404],
    },
    async (c) => {
      const query = c.req.valid("query");
      const report = await outboxOf(c.env).report(c.req.param("id"), {
        connectionId: c.get("connectionId"),
        items: query.items === "true" || query.outcome !== undefined,
        outcome: query.outcome,
        offset: query.offset,
        limit: query.limit,
      });
      if (!report) throw notFound(NO_SUCH_IMPORT);
      return c.json({ budget: await budgetOf(c), ...report } satisfies Answer<"ReportAnswer">);
    },
  )
  .route(
    {
      method: "get",
      path: "/imports/{id}/rows",
      summary: "One page of the rows that produced no item.",
      query: RowsQuery,
      hint: pageHint(`outcome (${NOTE_OUTCOMES.join(", ")}), ${PAGE_HELP}`),
      answers: { 200: "RowNotesAnswer" },
      refusals: [400, 404],
    },
    async (c) => {
      const query = c.req.valid("query");
      const page = await outboxOf(c.env).rowNotes(c.req.param("id"), { connectionId: c.get("connectionId"), ...query });
      if (!page) throw notFound(NO_SUCH_IMPORT);
      return c.json(page satisfies Answer<"RowNotesAnswer">);
    },
  )
  .route(
    {
      method: "post",
      path: "/imports/{id}/retry",
      summary: "Puts the job's dead letters back in the queue.",
      answers: { 202: "RetryAnswer" },
      refusals: [404],
    },
    async (c) => {
      const report = await outboxOf(c.env).report(c.req.param("id"), { connectionId: c.get("connectionId") });
      if (!report) throw notFound(NO_SUCH_IMPORT);
      const requeued = await outboxOf(c.env).retryFailed(report.id);
      return c.json({ id: report.id, requeued } satisfies Answer<"RetryAnswer">, 202);
    },
  )
  // A row's question about a receipt outside the takeover's window, answered: 202 (`one`: the row takes the receipt over,
  // on its way; `apart`: two payments, not asked again); 409 when the row asks nothing or not about that transaction.
  .route(
    {
      method: "post",
      path: "/imports/{id}/rows/{row}/receipt",
      summary: "Answers a bank row's question about a receipt outside the takeover's window: one payment, or two.",
      body: { json: ReceiptAnswerBody },
      hint: 'Send JSON {"answer": "one", "transaction_id": <the receipt\'s transaction>} or {"answer": "apart"}.',
      answers: { 202: "ReceiptAnsweredAnswer" },
      refusals: [400, 404, 409],
    },
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
      return c.json(answered.value satisfies Answer<"ReceiptAnsweredAnswer">, 202);
    },
  )
  // "Remove this import": 202 with how many transactions are on their way out (the report then says which were
  // removed and which kept, and why); 409 while the import still delivers or when it inserts no transactions.
  .route(
    {
      method: "post",
      path: "/imports/{id}/remove",
      summary: '"Remove this import": its transactions on their way out of the budget.',
      answers: { 202: "RemovalAnswer" },
      refusals: [404, 409],
    },
    async (c) => {
      const removal = await outboxOf(c.env).removeImport(c.req.param("id"), c.get("connectionId"));
      if (!removal) throw notFound(NO_SUCH_IMPORT);
      if (!removal.ok) throw new HttpError(409, removal.message, { code: removal.reason });
      const { id, removing, removed, kept } = removal;
      return c.json({ id, removing, removed, kept } satisfies Answer<"RemovalAnswer">, 202);
    },
  );
