// POST /transactions: validate the whole body (all or nothing), skip duplicates, insert the rest.
import { z } from "zod";
import { nowIso } from "../context";
import type { Db, Row } from "../db";
import { type ErrorItem, validationError } from "../errors";
import { readSettings } from "../settings";
import { amount4, currency, date, id, parse } from "../validate";
import { transactionObject } from "./object";
import { ReferenceChecker } from "./references";
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

type Item = z.output<typeof insertItem>;

export interface InsertResult {
  transactions: Record<string, unknown>[];
  skipped_duplicates: {
    reason: "duplicate_external_id" | "duplicate_payee_amount_date";
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

export function insertTransactions(db: Db, rawBody: unknown): InsertResult {
  const body = parse(insertBody, rawBody);
  const items = body.transactions;
  checkBody(db, items);

  const rawItems = (rawBody as { transactions: unknown[] }).transactions;
  const result: InsertResult = { transactions: [], skipped_duplicates: [] };
  const byExternalId = (accountId: number, externalId: string) =>
    db.get<{ id: number }>("SELECT id FROM transactions WHERE manual_account_id = ? AND external_id = ? LIMIT 1", accountId, externalId);
  // Compared with the transactions that existed before this request only (lookups happen before inserts).
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

  const toInsert: { index: number; item: Item }[] = [];
  items.forEach((item, index) => {
    const request_transaction = rawItems[index];
    if (item.manual_account_id != null && item.external_id != null) {
      const existing = byExternalId(item.manual_account_id, item.external_id);
      if (existing) {
        result.skipped_duplicates.push({
          reason: "duplicate_external_id",
          request_transactions_index: index,
          existing_transaction_id: existing.id,
          request_transaction,
        });
        return;
      }
    }
    if (body.skip_duplicates) {
      const existing = byPayeeAmountDate(item, item.payee ?? "");
      if (existing) {
        result.skipped_duplicates.push({
          reason: "duplicate_payee_amount_date",
          request_transactions_index: index,
          existing_transaction_id: existing.id,
          request_transaction,
        });
        return;
      }
    }
    toInsert.push({ index, item });
  });

  const user = readSettings(db, "user");
  const reviewOnCreate = readSettings(db, "user_account").auto_review_transaction_on_creation;
  const rules = body.apply_rules ? loadRules(db) : [];
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
  for (const { item } of toInsert) {
    const rawPayee = item.payee ?? "";
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
      item.currency ?? currencyOf(item.manual_account_id),
      Number(item.amount),
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
    if (row) result.transactions.push(transactionObject(row));
  }
  return result;
}
