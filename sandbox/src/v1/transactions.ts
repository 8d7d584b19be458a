// /v1/transactions: list (a date range that defaults to the current month), read one, insert (insert.ts).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { today } from "../context";
import { bump } from "../counters";
import type { Db } from "../db";
import { HttpError } from "../errors";
import { TransactionQuery } from "../transactions/query";
import { date, queryBool, queryInt, readJson } from "../validate";
import { V1Error } from "./errors";
import { insertTransactionsV1 } from "./insert";
import { TransactionShaper, V2_STATUS } from "./shapes";

/** The v1 spec's default page size; it shows no maximum, so none is enforced. */
const DEFAULT_LIMIT = 1000;

// Not strict: `access_token` may ride along in the query.
const listQuery = z.object({
  tag_id: queryInt.optional(),
  recurring_id: queryInt.optional(),
  linked_account_id: queryInt.optional(),
  category_id: queryInt.optional(),
  asset_id: queryInt.optional(),
  is_group: queryBool.optional(),
  status: z.enum(["cleared", "uncleared"]).optional(),
  debit_as_negative: queryBool.optional(),
  pending: queryBool.optional(),
  offset: queryInt.pipe(z.number().int().min(0)).optional(),
  limit: queryInt.pipe(z.number().int().min(1)).optional(),
  group_id: queryInt.optional(),
});

/**
 * start_date and end_date: both or neither (neither = the current calendar month). Messages are the
 * service's documented ones; a half-given range is documented as a 404, a malformed one is a 200.
 */
function dateRange(start: string | undefined, end: string | undefined): [string, string] {
  if (start === undefined && end === undefined) {
    const month = today().slice(0, 7);
    const [year, monthNumber] = month.split("-").map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    return [`${month}-01`, `${month}-${String(lastDay).padStart(2, "0")}`];
  }
  if (start === undefined || end === undefined) throw new V1Error("Both start_date and end_date must be specified.", 404);
  if (!date.safeParse(start).success) throw new V1Error("Invalid start_date. Must be in format YYYY-MM-DD");
  if (!date.safeParse(end).success) throw new V1Error("Invalid end_date. Must be in format YYYY-MM-DD");
  // The service's documentation also refuses end_date equal to start_date; a one-day range is allowed here.
  if (end < start) throw new V1Error("end_date cannot be before start_date");
  return [start, end];
}

function listTransactions(db: Db, query: Record<string, string>) {
  const [start, end] = dateRange(query.start_date, query.end_date);
  const parsed = listQuery.safeParse(query);
  if (!parsed.success) throw new V1Error(parsed.error.issues.map((i) => `Invalid ${i.path.join(".")}: ${i.message}`).join("; "));
  const q = parsed.data;
  const filter = new TransactionQuery()
    .dates(start, end)
    .accounts("manual_account_id", q.asset_id === undefined ? undefined : [q.asset_id])
    .accounts("linked_account_id", q.linked_account_id === undefined ? undefined : [q.linked_account_id])
    .category(q.category_id)
    .tag(q.tag_id);
  if (q.recurring_id !== undefined) filter.where("recurring_id = ?", q.recurring_id);
  if (q.status) filter.where("status = ?", V2_STATUS[q.status]);
  if (!q.pending) filter.where("is_pending = 0");
  // The sandbox has no transaction groups: asking for groups (or a group's members) matches nothing.
  if (q.is_group || q.group_id !== undefined) filter.where("0");
  const { rows, hasMore } = filter.page(db, "date ASC, id ASC", q.limit ?? DEFAULT_LIMIT, q.offset ?? 0);
  const shaper = new TransactionShaper(db, q.debit_as_negative ?? false);
  return { transactions: rows.map((row) => shaper.shape(row)), has_more: hasMore };
}

function readTransaction(db: Db, rawId: string, rawDebitAsNegative: string | undefined) {
  const debitAsNegative = queryBool.optional().safeParse(rawDebitAsNegative);
  if (!debitAsNegative.success) throw new V1Error("Invalid debit_as_negative: must be true or false");
  const row = /^\d+$/.test(rawId) ? db.get("SELECT * FROM transactions WHERE id = ?", Number(rawId)) : undefined;
  if (!row) throw new V1Error(`Transaction ID not found: ${rawId}`, 404);
  return new TransactionShaper(db, debitAsNegative.data ?? false).shape(row);
}

export const transactions = new Hono<AppEnv>()
  .get("/transactions", (c) => c.json(listTransactions(c.env.db, c.req.query())))
  .get("/transactions/:id", (c) => c.json(readTransaction(c.env.db, c.req.param("id"), c.req.query("debit_as_negative"))))
  .post("/transactions", async (c) => {
    const body = await readJson(c.req.raw).catch((e: unknown) => {
      throw e instanceof HttpError ? new V1Error([e.message]) : e;
    });
    const { ids, skipped } = insertTransactionsV1(c.env.db, body);
    // The world's counters count v1 inserts with v2's (v2's are counted by the pipeline from its answer).
    bump(c.env.db, "insertRequests");
    bump(c.env.db, "itemsInserted", ids.length);
    bump(c.env.db, "itemsSkipped", skipped);
    return c.json({ ids });
  });
