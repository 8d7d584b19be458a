// DELETE /transactions (bulk) and DELETE /transactions/{id}. The bulk delete is all or nothing: a repeated id
// (400), an unknown id (404) or a split or grouped transaction (400, with how to unsplit or ungroup it first)
// refuses the whole request and deletes nothing. The single delete refuses the same split and grouped ones.
import { z } from "zod";
import type { Db, Row } from "../db";
import { type ErrorItem, HttpError } from "../errors";
import { deleteFilesOf } from "./files";
import { parse } from "../validate";

/** The OpenAPI file's bounds: 1 to 500 ids per request. */
export const MAX_DELETE_IDS = 500;

const bulkBody = z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(MAX_DELETE_IDS) });

/** The spec's 404 text, with the id where the service puts it. */
const noSuchTransaction = (id: number) => `There is no transaction with the id: ${id}`;

/**
 * Why a split or grouped transaction cannot be deleted, with the request that makes it deletable (the
 * service's refusal "with a suggestion on how to unsplit or ungroup"); null when it can be.
 */
export function structureRefusal(row: Row): string | null {
  const id = Number(row.id);
  if (row.is_split_parent === 1)
    return `Transaction ${id} is a split parent: unsplit it first (DELETE /transactions/split/${id}), then delete it`;
  if (row.split_parent_id !== null)
    return `Transaction ${id} is a split transaction: unsplit its parent ${String(row.split_parent_id)} first (DELETE /transactions/split/${String(row.split_parent_id)}), then delete it`;
  if (row.is_group_parent === 1)
    return `Transaction ${id} is a transaction group: ungroup it first (DELETE /transactions/group/${id}), then delete its transactions`;
  if (row.group_parent_id !== null)
    return `Transaction ${id} is part of transaction group ${String(row.group_parent_id)}: ungroup it first (DELETE /transactions/group/${String(row.group_parent_id)}), then delete it`;
  return null;
}

/** The refusal of split or grouped transactions: 400, as the service's other refusals of a request's content. */
const refused = (errors: ErrorItem[]) => new HttpError(400, "Request Validation Failure", errors);

export function deleteMany(db: Db, body: unknown): void {
  const { ids } = parse(bulkBody, body);
  const seen = new Map<number, number>();
  for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
  // Every occurrence of a repeated id is listed, as in the OpenAPI file's example.
  const repeated = ids.flatMap((id, index) =>
    seen.get(id)! > 1
      ? [{ errMsg: `Duplicate transaction ID found: ${id}`, transaction_id: id, ids_index: index, invalid_property: "ids" }]
      : [],
  );
  if (repeated.length) throw new HttpError(400, "Invalid Request Body", repeated);

  const rows = new Map(
    // One bound JSON list: a Durable Object's SQLite binds at most 100 values per statement, a request has up to 500 ids.
    db.all("SELECT * FROM transactions WHERE id IN (SELECT value FROM json_each(?))", JSON.stringify(ids)).map((r) => [Number(r.id), r]),
  );
  const unknown = ids.flatMap((id, index) => (rows.has(id) ? [] : [{ errMsg: noSuchTransaction(id), ids_index: index, id }]));
  if (unknown.length) throw new HttpError(404, "Request Validation Failure", unknown);

  const structured = ids.flatMap((id, index) => {
    const why = structureRefusal(rows.get(id)!);
    return why ? [{ errMsg: why, transaction_id: id, ids_index: index }] : [];
  });
  if (structured.length) throw refused(structured);

  for (const id of ids) {
    db.run("DELETE FROM transactions WHERE id = ?", id);
    deleteFilesOf(db, id);
  }
}

export function deleteOne(db: Db, id: number): void {
  const row = db.get("SELECT * FROM transactions WHERE id = ?", id);
  if (!row) throw new HttpError(404, "Not Found", [{ errMsg: `${noSuchTransaction(id)}.` }]);
  const why = structureRefusal(row);
  if (why) throw refused([{ errMsg: why, transaction_id: id }]);
  db.run("DELETE FROM transactions WHERE id = ?", id);
  deleteFilesOf(db, id);
}
