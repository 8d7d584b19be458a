// A stored transaction row as the API's transaction object, and the `children` of split parents and groups.
import { type Db, type Row, bool, json, num, str } from "../db";
import { type FileObject, filesOf } from "./files";

export interface ObjectOptions {
  /** `custom_metadata` and `linked_metadata` are only sent with include_metadata (and by GET /transactions/{id}). */
  metadata?: boolean;
  /** The transaction's files (files.ts `filesOf`): sent with include_files (and by GET /transactions/{id}). */
  files?: FileObject[];
  /** A split parent's or a group's transactions (`childrenOf`): sent with include_children (and by GET /transactions/{id}). */
  children?: Row[];
}

export function transactionObject(row: Row, options: ObjectOptions = {}) {
  const object: Record<string, unknown> = {
    id: Number(row.id),
    date: String(row.date),
    amount: String(row.amount),
    currency: String(row.currency),
    to_base: Number(row.to_base),
    recurring_id: num(row.recurring_id),
    payee: String(row.payee),
    original_name: str(row.original_name),
    category_id: num(row.category_id),
    linked_account_id: num(row.linked_account_id),
    manual_account_id: num(row.manual_account_id),
    external_id: str(row.external_id),
    tag_ids: json<number[]>(row.tag_ids, []),
    notes: str(row.notes),
    status: String(row.status),
    is_pending: bool(row.is_pending),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    is_split_parent: bool(row.is_split_parent),
    split_parent_id: num(row.split_parent_id),
    is_group_parent: bool(row.is_group_parent),
    group_parent_id: num(row.group_parent_id),
    source: str(row.source),
  };
  if (options.metadata) {
    object.linked_metadata = null;
    object.custom_metadata = json<Record<string, unknown> | null>(row.custom_metadata, null);
  }
  if (options.files) object.files = options.files;
  // The spec's child transaction object is the transaction object without `children` (nor metadata or files).
  if (options.children) object.children = options.children.map((child) => transactionObject(child));
  return object;
}

/** Whether a row has `children`: a split parent (its split transactions) or a group (its members). */
export const isParent = (row: Row): boolean => row.is_split_parent === 1 || row.is_group_parent === 1;

/** The children of the given parents, oldest id first: split children by split_parent_id, members by group_parent_id. */
export function childrenOf(db: Db, parentIds: number[]): Map<number, Row[]> {
  const children = new Map<number, Row[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return children;
  // One bound JSON list: a Durable Object's SQLite binds at most 100 values per statement.
  const ids = JSON.stringify(parentIds);
  const rows = db.all(
    `SELECT * FROM transactions WHERE split_parent_id IN (SELECT value FROM json_each(?))
       OR group_parent_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
    ids,
    ids,
  );
  for (const row of rows) children.get(Number(row.split_parent_id ?? row.group_parent_id))?.push(row);
  return children;
}

/**
 * GET /transactions/{id}'s object (also the answer of the group and split endpoints): metadata and files are
 * provided by default there, and `children` for a split parent or a group.
 */
export function fullTransaction(db: Db, row: Row) {
  const id = Number(row.id);
  return transactionObject(row, {
    metadata: true,
    files: filesOf(db, [id]).get(id),
    children: isParent(row) ? childrenOf(db, [id]).get(id) : undefined,
  });
}
