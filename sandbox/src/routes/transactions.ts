// Transactions: insert (see transactions/insert.ts), list with filters and offset pagination, single read,
// update, and single and bulk delete (transactions/delete.ts).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { nowIso } from "../context";
import { type Bind, type Db, type Row, json } from "../db";
import { invalid, notFound, validationError } from "../errors";
import { readSettings } from "../settings";
import { deleteMany, deleteOne } from "../transactions/delete";
import { filesOf } from "../transactions/files";
import { insertTransactions } from "../transactions/insert";
import { childrenOf, fullTransaction, isParent, transactionObject } from "../transactions/object";
import { TransactionQuery } from "../transactions/query";
import { toBase } from "../transactions/rates";
import { ReferenceChecker } from "../transactions/references";
import { amount4, currency, date, id, instant, parse, pathId, queryBool, queryInt, readJson } from "../validate";

/** The spec's page size: default 1000, maximum 2000. */
const DEFAULT_LIMIT = 1000;
const MAX_LIMIT = 2000;

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, "must be an integer or a comma-separated list of integers")
  .transform((s) => s.split(",").map(Number));

const listQuery = z.object({
  start_date: date.optional(),
  end_date: date.optional(),
  created_since: instant.optional(),
  updated_since: instant.optional(),
  manual_account_id: idList.optional(),
  manual_account_ids: idList.optional(),
  linked_account_id: idList.optional(),
  linked_account_ids: idList.optional(),
  category_id: queryInt.optional(),
  tag_id: queryInt.optional(),
  recurring_id: queryInt.optional(),
  status: z.enum(["reviewed", "unreviewed", "delete_pending"]).optional(),
  is_pending: queryBool.optional(),
  include_pending: queryBool.optional(),
  include_metadata: queryBool.optional(),
  include_files: queryBool.optional(),
  include_split_parents: queryBool.optional(),
  include_group_children: queryBool.optional(),
  include_children: queryBool.optional(),
  limit: queryInt.pipe(z.number().int().min(1).max(MAX_LIMIT)).optional(),
  offset: queryInt.pipe(z.number().int().min(0)).optional(),
});

function listTransactions(db: Db, query: Record<string, string>) {
  const q = parse(listQuery, query);
  if ((q.start_date === undefined) !== (q.end_date === undefined)) {
    throw invalid("start_date and end_date must be given together", { path: q.start_date ? "end_date" : "start_date" });
  }
  const filter = new TransactionQuery()
    .accounts("manual_account_id", q.manual_account_ids ?? q.manual_account_id)
    .accounts("linked_account_id", q.linked_account_ids ?? q.linked_account_id)
    .category(q.category_id)
    .tag(q.tag_id);
  if (q.start_date && q.end_date) filter.dates(q.start_date, q.end_date);
  if (q.created_since) filter.where("created_at >= ?", q.created_since);
  if (q.updated_since) filter.where("updated_at >= ?", q.updated_since);
  if (q.recurring_id !== undefined) filter.where("recurring_id = ?", q.recurring_id);
  if (q.status) filter.where("status = ?", q.status);
  if (q.is_pending !== undefined) filter.where("is_pending = ?", q.is_pending);
  else if (!q.include_pending) filter.where("is_pending = 0");
  // The spec's default: split parents and the members of a group are not listed.
  if (!q.include_split_parents) filter.where("is_split_parent = 0");
  if (!q.include_group_children) filter.where("group_parent_id IS NULL");
  // A date range reads oldest first; without one the most recent transactions come first (as the spec says).
  const order = q.start_date ? "date ASC, id ASC" : "date DESC, id DESC";
  const { rows, hasMore } = filter.page(db, order, q.limit ?? DEFAULT_LIMIT, q.offset ?? 0);
  const files = q.include_files
    ? filesOf(
        db,
        rows.map((r) => Number(r.id)),
      )
    : null;
  // Groups and (listed with include_split_parents) split parents carry their transactions with include_children.
  const children = q.include_children
    ? childrenOf(
        db,
        rows.filter(isParent).map((r) => Number(r.id)),
      )
    : null;
  return {
    transactions: rows.map((r) =>
      transactionObject(r, { metadata: q.include_metadata, files: files?.get(Number(r.id)), children: children?.get(Number(r.id)) }),
    ),
    has_more: hasMore,
  };
}

// Update bodies may echo a GET: system fields are tolerated and ignored.
const tolerated = Object.fromEntries(
  [
    "id",
    "to_base",
    "is_pending",
    "linked_metadata",
    "created_at",
    "updated_at",
    "is_split_parent",
    "children",
    "split_parent_id",
    "is_group_parent",
    "group_parent_id",
    "source",
    "files",
  ].map((k) => [k, z.unknown()]),
);
const updateBody = z
  .strictObject({
    date,
    amount: amount4,
    currency,
    payee: z.string(),
    original_name: z.string().nullable(),
    category_id: id.nullable(),
    notes: z.string().nullable(),
    manual_account_id: id.nullable(),
    linked_account_id: id.nullable(),
    recurring_id: id.nullable(),
    status: z.enum(["reviewed", "unreviewed"]),
    tag_ids: z.array(id),
    additional_tag_ids: z.array(id),
    external_id: z.string().max(75).nullable(),
    custom_metadata: z.record(z.string(), z.unknown()).nullable(),
    ...tolerated,
  })
  .partial();

function getRow(db: Db, raw: string | undefined): Row {
  const txId = pathId(raw);
  const row = db.get("SELECT * FROM transactions WHERE id = ?", txId);
  if (!row) throw notFound(`Transaction ${txId} not found`);
  return row;
}

/**
 * What an update may not do to a split or grouped transaction, or null. The YAML: "Transactions that have been
 * previously split or grouped may not be modified by this endpoint": a split parent and a group's members are
 * refused outright. A split child and a group stay editable (the listed transactions a user works with), but
 * not in what their structure keeps: a child's amount or currency (the children add up to the parent), a
 * group's amount, currency or account (the group is its members' total and belongs to no account).
 */
function structureRefusal(row: Row, body: z.output<typeof updateBody>): string | null {
  const id = Number(row.id);
  if (row.is_split_parent === 1)
    return `Transaction ${id} is a split parent and cannot be modified: unsplit it first (DELETE /transactions/split/${id})`;
  if (row.group_parent_id !== null)
    return `Transaction ${id} is part of transaction group ${String(row.group_parent_id)} and cannot be modified: ungroup it first (DELETE /transactions/group/${String(row.group_parent_id)})`;
  const changes = (key: keyof typeof body) => body[key] !== undefined && body[key] !== row[key];
  if (row.split_parent_id !== null && (changes("amount") || changes("currency")))
    return `Transaction ${id} is a split transaction: its amount and currency cannot be changed; unsplit its parent ${String(row.split_parent_id)} and split it again (DELETE /transactions/split/${String(row.split_parent_id)})`;
  if (
    row.is_group_parent === 1 &&
    (changes("amount") || changes("currency") || body.manual_account_id != null || body.linked_account_id != null)
  )
    return `Transaction ${id} is a transaction group: its amount, currency and account follow its transactions; ungroup it first (DELETE /transactions/group/${id}) to change them`;
  return null;
}

function updateTransaction(db: Db, row: Row, body: z.output<typeof updateBody>) {
  const refusal = structureRefusal(row, body);
  if (refusal) throw invalid(refusal, { transaction_id: Number(row.id) });
  const next: Row = { ...row };
  const set = (key: string, value: Bind) => {
    if (value !== undefined) next[key] = typeof value === "boolean" ? (value ? 1 : 0) : value;
  };
  set("date", body.date);
  set("amount", body.amount);
  set("currency", body.currency);
  // A new amount or currency is converted again, at today's primary currency.
  if (body.amount !== undefined || body.currency !== undefined)
    set("to_base", toBase(String(next.amount), String(next.currency), readSettings(db, "user").primary_currency));
  set("payee", body.payee);
  set("original_name", body.original_name);
  set("category_id", body.category_id);
  set("notes", body.notes);
  set("recurring_id", body.recurring_id);
  set("external_id", body.external_id);
  // Setting one account kind moves the transaction off the other.
  if (body.manual_account_id !== undefined)
    (set("manual_account_id", body.manual_account_id), body.linked_account_id ?? set("linked_account_id", null));
  if (body.linked_account_id != null) (set("linked_account_id", body.linked_account_id), set("manual_account_id", null));
  const tags = body.tag_ids ?? json<number[]>(row.tag_ids, []);
  const allTags = [...new Set([...tags, ...(body.additional_tag_ids ?? [])])];
  set("tag_ids", JSON.stringify(allTags));
  if (body.custom_metadata !== undefined) set("custom_metadata", body.custom_metadata ? JSON.stringify(body.custom_metadata) : null);

  const errors = new ReferenceChecker(db).check(
    {
      manual_account_id: next.manual_account_id as number | null,
      linked_account_id: next.linked_account_id as number | null,
      category_id: body.category_id,
      tag_ids: allTags,
      recurring_id: body.recurring_id,
    },
    (field) => ({ path: field }),
  );
  if (errors.length) throw validationError(errors);
  if (next.external_id !== null && next.manual_account_id !== null) {
    const clash = db.get(
      "SELECT id FROM transactions WHERE manual_account_id = ? AND external_id = ? AND id != ?",
      next.manual_account_id,
      next.external_id,
      row.id,
    );
    if (clash)
      throw invalid(`external_id "${String(next.external_id)}" is already used in manual account ${String(next.manual_account_id)}`, {
        path: "external_id",
      });
  }
  const reviewed = ["date", "category_id", "payee", "amount", "manual_account_id", "linked_account_id", "notes"].some(
    (k) => next[k] !== row[k],
  );
  if (body.status) next.status = body.status;
  else if (reviewed && readSettings(db, "user_account").auto_review_transaction_on_update) next.status = "reviewed";
  next.updated_at = nowIso();
  db.run(
    `UPDATE transactions SET date = ?, amount = ?, to_base = ?, currency = ?, payee = ?, original_name = ?, category_id = ?,
       notes = ?, recurring_id = ?, external_id = ?, manual_account_id = ?, linked_account_id = ?, tag_ids = ?,
       custom_metadata = ?, status = ?, updated_at = ? WHERE id = ?`,
    next.date,
    next.amount,
    next.to_base,
    next.currency,
    next.payee,
    next.original_name,
    next.category_id,
    next.notes,
    next.recurring_id,
    next.external_id,
    next.manual_account_id,
    next.linked_account_id,
    next.tag_ids,
    next.custom_metadata,
    next.status,
    next.updated_at,
    row.id,
  );
}

export const transactions = new Hono<AppEnv>()
  .get("/transactions", (c) => c.json(listTransactions(c.env.db, c.req.query())))
  .post("/transactions", async (c) => c.json(insertTransactions(c.env.db, await readJson(c.req.raw)), 201))
  .get("/transactions/:id", (c) => c.json(fullTransaction(c.env.db, getRow(c.env.db, c.req.param("id")))))
  .put("/transactions/:id", async (c) => {
    const row = getRow(c.env.db, c.req.param("id"));
    updateTransaction(c.env.db, row, parse(updateBody, await readJson(c.req.raw)));
    return c.json(fullTransaction(c.env.db, getRow(c.env.db, c.req.param("id"))));
  })
  .delete("/transactions", async (c) => {
    deleteMany(c.env.db, await readJson(c.req.raw));
    return c.body(null, 204);
  })
  .delete("/transactions/:id", (c) => {
    deleteOne(c.env.db, pathId(c.req.param("id")));
    return c.body(null, 204);
  });
