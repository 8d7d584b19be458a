// Split and grouped transactions made through the admin interface: shortcuts for tests that need the structure,
// not the API's checks (no sum check, a default payee). The API's own endpoints are splits.ts and groups.ts.
import type { Db } from "../db";
import { nowIso } from "../context";
import { notFound, invalid } from "../errors";
import { readSettings } from "../settings";

/**
 * Splits a transaction into children of the given amounts (they copy the rest of the parent; `source` "split"):
 * the parent becomes a split parent. Answers the children's ids.
 */
export function splitTransaction(db: Db, parentId: number, amounts: string[]): number[] {
  const parent = db.get("SELECT * FROM transactions WHERE id = ?", parentId);
  if (!parent) throw notFound(`There is no transaction with the id: ${parentId}`);
  if (parent.is_split_parent === 1 || parent.split_parent_id !== null || parent.group_parent_id !== null || parent.is_group_parent === 1)
    throw invalid(`Transaction ${parentId} is already split or grouped`);
  const now = nowIso();
  db.run("UPDATE transactions SET is_split_parent = 1, updated_at = ? WHERE id = ?", now, parentId);
  return amounts.map((amount) =>
    db.insert(
      `INSERT INTO transactions (date, amount, currency, to_base, payee, original_name, category_id, manual_account_id,
         linked_account_id, external_id, tag_ids, notes, status, is_pending, source, created_at, updated_at, split_parent_id)
       SELECT date, ?, currency, to_base * (CAST(? AS REAL) / CAST(amount AS REAL)), payee, original_name, category_id,
         manual_account_id, linked_account_id, NULL, tag_ids, notes, status, is_pending, 'split', ?, ?, id
       FROM transactions WHERE id = ?`,
      amount,
      amount,
      now,
      now,
      parentId,
    ),
  );
}

/** Groups transactions under a new group transaction (their total; `source` "merge"). Answers the group's id. */
export function groupTransactions(db: Db, ids: number[], payee: string): number {
  const rows = db.all(`SELECT * FROM transactions WHERE id IN (${ids.map(() => "?").join(", ")})`, ...ids);
  const missing = ids.filter((id) => !rows.some((r) => Number(r.id) === id));
  if (missing.length) throw notFound(`There is no transaction with the id: ${missing.join(", ")}`);
  if (rows.some((r) => r.group_parent_id !== null || r.is_group_parent === 1 || r.is_split_parent === 1))
    throw invalid("Transactions that are already grouped or split cannot be grouped");
  const total = rows.reduce((sum, r) => sum + Number(r.to_base), 0);
  const first = rows[0]!;
  const now = nowIso();
  const groupId = db.insert(
    `INSERT INTO transactions (date, amount, currency, to_base, payee, tag_ids, status, is_pending, source, created_at, updated_at,
       is_group_parent)
     VALUES (?, ?, ?, ?, ?, '[]', 'reviewed', 0, 'merge', ?, ?, 1)`,
    first.date,
    total.toFixed(4),
    readSettings(db, "user").primary_currency,
    Number(total.toFixed(4)),
    payee,
    now,
    now,
  );
  db.run(
    `UPDATE transactions SET group_parent_id = ?, updated_at = ? WHERE id IN (${ids.map(() => "?").join(", ")})`,
    groupId,
    now,
    ...ids,
  );
  return groupId;
}
