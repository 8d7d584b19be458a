// POST /transactions: validate the whole body (all or nothing), skip duplicates, insert the rest.
// The last two steps (`findDuplicates`, `insertRows`) are shared with POST /v1/transactions.
import { z } from "zod";
import { nowIso } from "../context";
import type { Db, Row } from "../db";
import { type ErrorItem, validationError } from "../errors";
import { readSettings } from "../settings";
import { amount4, currency, date, id, parse } from "../validate";
import { transactionObject } from "./object";
import { ReferenceChecker } from "./references";
import { toBase } from "./rates";
import { applyRules, loadRules } from "./rules";

/** The YAML's bounds for one request: at least one item, at most 500. */
export const MAX_INSERT_ITEMS = 500;
/** custom_metadata, serialized, must fit in 4096 characters. */
const MAX_METADATA_CHARS = 4096;

const insertItem = z.strictObject({
  date,
  amount: amount4,
  currency: currency.optional(),
  payee: z.string().optional(),
  original_name: z.string().nullable().optional(),
  category_id: id.nullable().optional(),
  notes: z.string().nullable().optional(),
  manual_account_id: id.nullable().optional(),
  linked_account_id: id.nullable().optional(),
  recurring_id: id.nullable().optional(),
  status: z.enum(["reviewed", "unreviewed"]).optional(),
  tag_ids: z.array(id).optional(),
  external_id: z.string().max(75).nullable().optional(),
  custom_metadata: z
    .record(z.string(), z.unknown())
    .nullable()
    .optional()
    .refine((m) => m == null || JSON.stringify(m).length <= MAX_METADATA_CHARS, {
      message: `must not exceed ${MAX_METADATA_CHARS} characters when serialized`,
    }),
});

const insertBody = z.strictObject({
  transactions: z.array(insertItem).min(1).max(MAX_INSERT_ITEMS),
  apply_rules: z.boolean().optional(),
  skip_duplicates: z.boolean().optional(),
  skip_balance_update: z.boolean().optional(),
});

/** An insert item as validated, in the stored (v2) vocabulary. */
export type Item = z.output<typeof insertItem>;

export interface InsertResult {
  transactions: Record<string, unknown>[];
  skipped_duplicates: {
    reason: Duplicate["reason"];
    request_transactions_index: number;
    existing_transaction_id: number;
    request_transaction: unknown;
  }[];
}

const at = (index: number) => (field: string) => ({
  request_transactions_index: index,
  path: `transactions[${index}].${field}`,
});

function checkBody(db: Db, items: Item[]): void {
  const errors: ErrorItem[] = [];
  const seen = new Map<string, number>();
  const references = new ReferenceChecker(db);
  items.forEach((item, index) => {
    if (item.external_id != null) {
      const first = seen.get(item.external_id);
      if (first !== undefined) {
        errors.push({
          errMsg: `Duplicate external_id "${item.external_id}" in request: items ${first} and ${index}`,
          code: "VALIDATION_ERROR",
          duplicate_of_index: first,
          ...at(index)("external_id"),
        });
      } else seen.set(item.external_id, index);
    }
    errors.push(...references.check(item, at(index)));
  });
  if (errors.length > 0) throw validationError(errors);
}

/** Why an item of a request was not inserted. */
export interface Duplicate {
  reason: "duplicate_external_id" | "duplicate_payee_amount_date";
  existingId: number;
}

/**
 * The items that repeat a transaction which existed before this request, by index: always an external_id
 * already used in the same manual account, and with `skipDuplicates` the same account, payee, date and
 * amount. Items of one request are not compared with each other here (v2 refuses repeated external_ids
 * in one body; v1 skips them itself).
 */
export function findDuplicates(db: Db, items: Item[], skipDuplicates: boolean): Map<number, Duplicate> {
  const byExternalId = (accountId: number, externalId: string) =>
    db.get<{ id: number }>("SELECT id FROM transactions WHERE manual_account_id = ? AND external_id = ? LIMIT 1", accountId, externalId);
  const byPayeeAmountDate = (item: Item, payee: string) =>
    db.get<{ id: number }>(
      `SELECT id FROM transactions WHERE date = ? AND amount = ? AND (payee = ? OR original_name = ?)
         AND manual_account_id IS ? AND linked_account_id IS ? LIMIT 1`,
      item.date,
      item.amount,
      payee,
      payee,
      item.manual_account_id ?? null,
      item.linked_account_id ?? null,
    );
  const duplicates = new Map<number, Duplicate>();
  items.forEach((item, index) => {
    if (item.manual_account_id != null && item.external_id != null) {
      const existing = byExternalId(item.manual_account_id, item.external_id);
      if (existing) {
        duplicates.set(index, { reason: "duplicate_external_id", existingId: existing.id });
        return;
      }
    }
    if (skipDuplicates) {
      const existing = byPayeeAmountDate(item, item.payee ?? "");
      if (existing) duplicates.set(index, { reason: "duplicate_payee_amount_date", existingId: existing.id });
    }
  });
  return duplicates;
}

/**
 * Inserts well-formed, checked items (rules applied when asked) and returns the stored rows in order.
 * Defaults: currency of the manual account, else the primary currency; status from
 * auto_review_transaction_on_creation; original_name the raw payee.
 */
export function insertRows(db: Db, items: Item[], applyRulesToItems: boolean): Row[] {
  const user = readSettings(db, "user");
  const reviewOnCreate = readSettings(db, "user_account").auto_review_transaction_on_creation;
  const rules = applyRulesToItems ? loadRules(db) : [];
  const accountCurrency = new Map<number, string>();
  const currencyOf = (manualAccountId: number | null | undefined) => {
    if (manualAccountId == null) return user.primary_currency;
    let hit = accountCurrency.get(manualAccountId);
    if (hit === undefined) {
      hit = String(db.get("SELECT currency FROM manual_accounts WHERE id = ?", manualAccountId)?.currency ?? user.primary_currency);
      accountCurrency.set(manualAccountId, hit);
    }
    return hit;
  };
  const now = nowIso();
  const rows: Row[] = [];
  for (const item of items) {
    const rawPayee = item.payee ?? "";
    const currency = item.currency ?? currencyOf(item.manual_account_id);
    const target = applyRules(rules, {
      payee: rawPayee,
      category_id: item.category_id ?? null,
      tag_ids: item.tag_ids ?? [],
      manual_account_id: item.manual_account_id ?? null,
      linked_account_id: item.linked_account_id ?? null,
    });
    const row = db.get<Row>(
      `INSERT INTO transactions (date, amount, currency, to_base, recurring_id, payee, original_name, category_id,
         manual_account_id, linked_account_id, external_id, tag_ids, notes, status, is_pending, custom_metadata,
         source, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 'api', ?, ?) RETURNING *`,
      item.date,
      item.amount,
      currency,
      toBase(item.amount, currency, user.primary_currency),
      item.recurring_id ?? null,
      target.payee,
      item.original_name ?? rawPayee,
      target.category_id,
      target.manual_account_id,
      target.linked_account_id,
      item.external_id ?? null,
      JSON.stringify(target.tag_ids),
      item.notes ?? null,
      item.status ?? (reviewOnCreate ? "reviewed" : "unreviewed"),
      item.custom_metadata ? JSON.stringify(item.custom_metadata) : null,
      now,
      now,
    );
    if (row) rows.push(row);
  }
  return rows;
}

export function insertTransactions(db: Db, rawBody: unknown): InsertResult {
  const body = parse(insertBody, rawBody);
  const items = body.transactions;
  checkBody(db, items);
  const rawItems = (rawBody as { transactions: unknown[] }).transactions;
  const duplicates = findDuplicates(db, items, body.skip_duplicates ?? false);
  const rows = insertRows(
    db,
    items.filter((_, index) => !duplicates.has(index)),
    body.apply_rules ?? false,
  );
  return {
    transactions: rows.map((row) => transactionObject(row)),
    skipped_duplicates: [...duplicates].map(([index, duplicate]) => ({
      reason: duplicate.reason,
      request_transactions_index: index,
      existing_transaction_id: duplicate.existingId,
      request_transaction: rawItems[index],
    })),
  };
}
