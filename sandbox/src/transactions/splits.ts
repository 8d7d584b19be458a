// Split transactions (POST and DELETE /transactions/split/{id}): a transaction divided into children whose
// amounts add up to its own. The parent becomes a split parent (kept, not listed by default); each child copies
// it (account, currency, status…) with its own amount and, where given, its own payee, date, category, notes
// and tags (`source` "split", `split_parent_id`). Unsplitting deletes the children and restores the parent.
import { z } from "zod";
import { nowIso } from "../context";
import type { Db, Row } from "../db";
import { type ErrorItem, HttpError, validationError } from "../errors";
import { readSettings } from "../settings";
import { amount4, date, id, issueToError } from "../validate";
import { deleteFilesOf } from "./files";
import { toBase } from "./rates";

/** The YAML's bounds: 2 to 500 children. */
export const MAX_SPLIT_CHILDREN = 500;

const splitChild = z.strictObject({
  amount: amount4,
  payee: z.string().optional(),
  date: date.optional(),
  // null clears instead of inheriting the parent's (the reference's version history).
  category_id: id.nullable().optional(),
  tag_ids: z.array(id).optional(),
  notes: z.string().nullable().optional(),
});
type SplitChild = z.output<typeof splitChild>;

const splitBody = z.strictObject({ child_transactions: z.array(splitChild).min(2).max(MAX_SPLIT_CHILDREN) });

const failure = (errors: ErrorItem[]) => new HttpError(400, "Request Validation Failure", errors);

/** A canonical 4-decimal amount in ten-thousandths, for exact sums. */
const units = (amount: unknown) => BigInt(String(amount).replace(".", ""));

/**
 * The body, or its 400: a child without `amount` is the YAML's "Invalid Request Body" naming the child; every
 * other shape error is a "Request Validation Failure" with its path (and `child_transactions_index`).
 */
function parseBody(raw: unknown): SplitChild[] {
  const children = (raw as { child_transactions?: unknown } | null)?.child_transactions;
  if (Array.isArray(children)) {
    const missing = children.flatMap((child, index) =>
      typeof child === "object" && child !== null && !("amount" in child)
        ? [
            {
              errMsg: `child_transactions[${index}] is missing required property 'amount' in request body.`,
              child_transactions_index: index,
              error: "Missing required property",
              invalid_property: "amount",
            },
          ]
        : [],
    );
    if (missing.length) throw new HttpError(400, "Invalid Request Body", missing);
  }
  const result = splitBody.safeParse(raw);
  if (!result.success)
    throw validationError(
      result.error.issues.map((issue) => {
        const item = issueToError(issue);
        if (issue.path[0] === "child_transactions" && typeof issue.path[1] === "number") item.child_transactions_index = issue.path[1];
        return item;
      }),
    );
  return result.data.child_transactions;
}

/** Why a transaction cannot be split (the YAML's texts where it has them), or null when it can. */
function cannotSplit(row: Row): ErrorItem | null {
  const id = Number(row.id);
  if (row.is_split_parent === 1) return { errMsg: "You cannot split an already split transaction. Unsplit it before splitting again.", id };
  if (row.split_parent_id !== null)
    return {
      errMsg: `You cannot split a split transaction. Unsplit its parent ${String(row.split_parent_id)} before splitting again.`,
      id,
      split_parent_id: row.split_parent_id,
    };
  if (row.is_group_parent === 1) return { errMsg: "You cannot split a group transaction. Ungroup it before splitting.", id };
  if (row.group_parent_id !== null)
    return {
      errMsg: `You cannot split a transaction in a transaction group. Ungroup group ${String(row.group_parent_id)} before splitting.`,
      id,
      group_parent_id: row.group_parent_id,
    };
  if (row.recurring_id !== null) return { errMsg: "You cannot split a recurring transaction.", id };
  return null;
}

/** The children's categories and tags must exist, and a category must not be a category group (the YAML's texts). */
function checkReferences(db: Db, children: SplitChild[]): ErrorItem[] {
  const errors: ErrorItem[] = [];
  children.forEach((child, index) => {
    const at = `child_transactions[${index}]`;
    if (child.category_id != null) {
      const category = db.get<{ name: string; is_group: number }>("SELECT name, is_group FROM categories WHERE id = ?", child.category_id);
      if (!category)
        errors.push({
          errMsg: `${at} category ID does not exist: ${child.category_id}`,
          child_transactions_index: index,
          error: "Invalid category ID",
          invalid_property: "category_id",
          category_id: child.category_id,
        });
      else if (category.is_group === 1)
        errors.push({
          errMsg: `${at} category ID is a category group and cannot be assigned to a transaction: ${child.category_id}`,
          child_transactions_index: index,
          error: "Invalid category ID",
          invalid_property: "category_id",
          category_id: child.category_id,
          category_group_name: category.name,
        });
    }
    for (const tagId of child.tag_ids ?? []) {
      if (!db.get("SELECT id FROM tags WHERE id = ?", tagId))
        errors.push({
          errMsg: `${at} tag ID does not exist: ${tagId}`,
          child_transactions_index: index,
          error: "Invalid tag ID",
          invalid_property: "tag_ids",
          tag_id: tagId,
        });
    }
  });
  return errors;
}

const noSuchTransaction = (id: number) => new HttpError(404, "Not Found", [{ errMsg: `There is no transaction with the id: ${id}` }]);

/** Splits the transaction: checks everything first (nothing is written on a 400/404), then writes. */
export function splitTransaction(db: Db, parentId: number, raw: unknown): void {
  const children = parseBody(raw);
  const parent = db.get("SELECT * FROM transactions WHERE id = ?", parentId);
  if (!parent) throw noSuchTransaction(parentId);
  const why = cannotSplit(parent);
  if (why) throw failure([why]);
  const references = checkReferences(db, children);
  if (references.length) throw failure(references);
  const sum = children.reduce((total, child) => total + units(child.amount), 0n);
  if (sum !== units(parent.amount))
    throw failure([{ errMsg: "Sum of split transactions do not add up to the original transaction amount." }]);

  // Each child's share of the parent's to_base (converted when the parent was); a zero parent converts each.
  const parentAmount = Number(parent.amount);
  const primary = readSettings(db, "user").primary_currency;
  const childToBase = (amount: string) =>
    parentAmount === 0
      ? toBase(amount, String(parent.currency), primary)
      : Math.round(((Number(parent.to_base) * Number(amount)) / parentAmount) * 10_000) / 10_000;
  const now = nowIso();
  for (const child of children) {
    db.run(
      `INSERT INTO transactions (date, amount, currency, to_base, payee, original_name, category_id, manual_account_id,
         linked_account_id, tag_ids, notes, status, is_pending, source, created_at, updated_at, split_parent_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'split', ?, ?, ?)`,
      child.date ?? parent.date,
      child.amount,
      parent.currency,
      childToBase(child.amount),
      child.payee ?? parent.payee,
      parent.original_name,
      child.category_id !== undefined ? child.category_id : parent.category_id,
      parent.manual_account_id,
      parent.linked_account_id,
      child.tag_ids ? JSON.stringify(child.tag_ids) : parent.tag_ids,
      child.notes !== undefined ? child.notes : parent.notes,
      parent.status,
      parent.is_pending,
      now,
      now,
      parentId,
    );
  }
  db.run("UPDATE transactions SET is_split_parent = 1, updated_at = ? WHERE id = ?", now, parentId);
}

/**
 * Unsplits: the children (and their files) are deleted, the parent is an ordinary transaction again. The YAML
 * documents only a 400 here, titled "Not Found", for an id that names no transaction; an id that is not a split
 * parent (a split child included) is a 400 saying which id to use.
 */
export function unsplitTransaction(db: Db, parentId: number): void {
  const parent = db.get("SELECT * FROM transactions WHERE id = ?", parentId);
  if (!parent) throw new HttpError(400, "Not Found", [{ errMsg: `There is no transaction with the id: ${parentId}`, id: parentId }]);
  if (parent.is_split_parent !== 1) {
    const hint = parent.split_parent_id !== null ? `: unsplit its parent ${String(parent.split_parent_id)} instead` : "";
    throw failure([{ errMsg: `Transaction ${parentId} is not a split parent${hint}`, id: parentId }]);
  }
  const children = db.all<{ id: number }>("SELECT id FROM transactions WHERE split_parent_id = ?", parentId);
  for (const child of children) {
    db.run("DELETE FROM transactions WHERE id = ?", child.id);
    deleteFilesOf(db, child.id);
  }
  db.run("UPDATE transactions SET is_split_parent = 0, updated_at = ? WHERE id = ?", nowIso(), parentId);
}
