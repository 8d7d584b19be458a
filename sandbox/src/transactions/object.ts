// A stored transaction row as the API's transaction object.
import { type Row, bool, json, num, str } from "../db";
import type { FileObject } from "./files";

export interface ObjectOptions {
  /** `custom_metadata` and `linked_metadata` are only sent with include_metadata (and by GET /transactions/{id}). */
  metadata?: boolean;
  /** The transaction's files (files.ts `filesOf`): sent with include_files (and by GET /transactions/{id}). */
  files?: FileObject[];
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
  return object;
}
