// Transaction groups (POST /transactions/group, GET and DELETE /transactions/group/{id}): existing transactions
// joined under a new group transaction whose amount is their total in the primary currency. The members keep
// their data, carry `group_parent_id` and leave the default listing; ungrouping restores them and removes the group.
import { z } from "zod";
import { nowIso } from "../context";
import type { Db, Row } from "../db";
import { type ErrorItem, HttpError, validationError } from "../errors";
import { readSettings } from "../settings";
import { date, id, parse } from "../validate";
import { deleteFilesOf } from "./files";
import { ReferenceChecker } from "./references";

/** The YAML's bounds: 2 to 500 ids. */
export const MAX_GROUP_IDS = 500;

const groupBody = z.strictObject({
  ids: z.array(id).min(2).max(MAX_GROUP_IDS),
  date,
  payee: z.string(),
  category_id: id.nullable().optional(),
  notes: z.string().nullable().optional(),
  status: z.enum(["reviewed", "unreviewed"]).optional(),
  tag_ids: z.array(id).optional(),
});

/** The YAML's 400s of this request are all titled "Request Validation Failure" (unknown ids included). */
const refused = (errors: ErrorItem[]) => new HttpError(400, "Request Validation Failure", errors);

/** Why a transaction cannot join a group (the YAML's texts), or null when it can. */
function cannotJoin(row: Row, index: number): ErrorItem | null {
  const id = Number(row.id);
  const at = { ids_index: index, id };
  if (row.is_group_parent === 1)
    return { errMsg: `Transaction with id ${id} is a transaction group and cannot be added to another transaction group.`, ...at };
  if (row.group_parent_id !== null)
    return {
      errMsg: `Transaction with id ${id} is in a transaction group already and cannot be added to another transaction group.`,
      ...at,
      group_parent_id: row.group_parent_id,
    };
  if (row.is_split_parent === 1 || row.split_parent_id !== null)
    return { errMsg: `Transaction with id ${id} is a split transaction and cannot be added to a transaction group.`, ...at };
  if (row.recurring_id !== null)
    return { errMsg: `Transaction ${id} is a recurring transaction and cannot be added to a transaction group.`, ...at };
  return null;
}

/** Ten-thousandths of the primary currency: members' `to_base` summed without floating-point drift. */
const units = (toBase: unknown) => Math.round(Number(toBase) * 10_000);

/** A whole number of ten-thousandths as the API's 4-decimal amount string. */
export function amountOfUnits(total: number | bigint): string {
  const n = BigInt(total);
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? "-" : ""}${abs / 10_000n}.${String(abs % 10_000n).padStart(4, "0")}`;
}

/**
 * Checks the request in the order a client can fix it (shape, repeated ids, unknown ids, ids that cannot be
 * grouped, category and tags), each step listing every offending id; then creates the group. Answers its id.
 */
export function createGroup(db: Db, raw: unknown): number {
  const body = parse(groupBody, raw);
  const { ids } = body;
  const firstIndex = new Map<number, number>();
  const repeated: ErrorItem[] = [];
  ids.forEach((id, index) => {
    // The YAML's example names the repeat (ids_index 1), not the first occurrence.
    if (firstIndex.has(id))
      repeated.push({ errMsg: `Duplicate transaction ID found: ${id}`, ids_index: index, transaction_id: id, invalid_property: "ids" });
    else firstIndex.set(id, index);
  });
  if (repeated.length) throw refused(repeated);

  const rows = new Map(
    db.all("SELECT * FROM transactions WHERE id IN (SELECT value FROM json_each(?))", JSON.stringify(ids)).map((r) => [Number(r.id), r]),
  );
  const unknown = ids.flatMap((id, index) =>
    rows.has(id) ? [] : [{ errMsg: `There is no transaction with the id: ${id}`, ids_index: index, id }],
  );
  if (unknown.length) throw refused(unknown);

  const members = ids.map((id) => rows.get(id)!);
  const structured = members.flatMap((row, index) => cannotJoin(row, index) ?? []);
  if (structured.length) throw refused(structured);

  const references = new ReferenceChecker(db).check({ category_id: body.category_id, tag_ids: body.tag_ids }, (field) => ({ path: field }));
  if (references.length) throw validationError(references);

  // Not given: the members' category when they all have the same one, else none (the YAML's rule).
  const categories = new Set(members.map((r) => r.category_id));
  const category = body.category_id !== undefined ? body.category_id : categories.size === 1 ? members[0]!.category_id : null;
  const total = members.reduce((sum, r) => sum + units(r.to_base), 0);
  const now = nowIso();
  const groupId = db.insert(
    `INSERT INTO transactions (date, amount, currency, to_base, payee, original_name, category_id, tag_ids, notes, status,
       is_pending, source, created_at, updated_at, is_group_parent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'api', ?, ?, 1)`,
    body.date,
    amountOfUnits(total),
    readSettings(db, "user").primary_currency,
    total / 10_000,
    body.payee,
    body.payee,
    category,
    JSON.stringify(body.tag_ids ?? []),
    body.notes ?? null,
    body.status ?? "reviewed",
    now,
    now,
  );
  db.run(
    "UPDATE transactions SET group_parent_id = ?, updated_at = ? WHERE id IN (SELECT value FROM json_each(?))",
    groupId,
    now,
    JSON.stringify(ids),
  );
  return groupId;
}

/** The group of that id, or the YAML's 404 (also for a transaction that is not a group). */
export function findGroup(db: Db, groupId: number): Row {
  const row = db.get("SELECT * FROM transactions WHERE id = ?", groupId);
  if (!row) throw new HttpError(404, "Not Found", [{ errMsg: `There is no transaction with the id: ${groupId}` }]);
  if (row.is_group_parent !== 1) throw new HttpError(404, "Not Found", [{ errMsg: `Transaction ${groupId} is not a transaction group` }]);
  return row;
}

/** Ungroups: the members become ordinary transactions again (listed, deletable); the group transaction is removed. */
export function deleteGroup(db: Db, groupId: number): void {
  findGroup(db, groupId);
  db.run("UPDATE transactions SET group_parent_id = NULL, updated_at = ? WHERE group_parent_id = ?", nowIso(), groupId);
  db.run("DELETE FROM transactions WHERE id = ?", groupId);
  deleteFilesOf(db, groupId);
}
