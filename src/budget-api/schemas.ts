// What the client reads from the service, as zod schemas taken from spec/budget-api-v2.md.
// Objects are not strict: a field the service adds later must not break an import.
import * as z from "zod";
import { onFirstUse } from "../on-first-use";

const id = onFirstUse(() => z.number().int());
const dateTime = onFirstUse(() => z.string());
const date = onFirstUse(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));
const amountString = onFirstUse(() => z.string().regex(/^-?\d+(\.\d{1,4})?$/));
const currency = onFirstUse(() => z.string().regex(/^[a-z]{3}$/));

export const ServiceErrorSchema = onFirstUse(() => z.looseObject({ errMsg: z.string() }));
export type ServiceError = z.infer<typeof ServiceErrorSchema>;
export const ErrorBodySchema = onFirstUse(() => z.object({ message: z.string(), errors: z.array(ServiceErrorSchema) }));

export const UserSchema = onFirstUse(() =>
  z.object({
    name: z.string(),
    email: z.string(),
    id,
    account_id: id,
    budget_name: z.string(),
    primary_currency: currency,
    api_key_label: z.string().nullable(),
  }),
);
export type User = z.infer<typeof UserSchema>;

export const AccountSettingsSchema = onFirstUse(() =>
  z.object({
    primary_currency: currency,
    supported_currencies: z.array(currency),
    display_name: z.string().nullable(),
    locale: z.string(),
    auto_create_category_rules: z.boolean(),
    auto_create_suggested_transaction_rules: z.boolean(),
    include_pending_in_totals: z.boolean(),
  }),
);
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

export const UserSettingsSchema = onFirstUse(() =>
  z.object({
    show_debits_as_negative: z.boolean(),
    auto_suggest_payee: z.boolean(),
    month_year_format: z.string(),
    month_day_year_format: z.string(),
    month_day_format: z.string(),
    show_am_pm: z.boolean(),
    week_starts_on: z.enum(["sunday", "monday"]),
    always_display_year: z.boolean(),
    always_display_weekday: z.boolean(),
  }),
);
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const UserAccountSettingsSchema = onFirstUse(() =>
  z.object({
    auto_review_transaction_on_update: z.boolean(),
    auto_review_transaction_on_creation: z.boolean(),
    default_manual_account_id: id.nullable(),
  }),
);
export type UserAccountSettings = z.infer<typeof UserAccountSettingsSchema>;

const categoryFields = onFirstUse(() => ({
  id,
  name: z.string(),
  description: z.string().nullable(),
  is_income: z.boolean(),
  exclude_from_budget: z.boolean(),
  exclude_from_totals: z.boolean(),
  updated_at: dateTime,
  created_at: dateTime,
  group_id: id.nullable(),
  is_group: z.boolean(),
  archived: z.boolean(),
  archived_at: dateTime.nullable(),
  order: z.number().int().nullable(),
  collapsed: z.boolean(),
}));
export const CategorySchema = onFirstUse(() =>
  z.object({
    ...categoryFields,
    children: z.array(z.object(categoryFields)).optional(),
  }),
);
export type Category = z.infer<typeof CategorySchema>;

export const TagSchema = onFirstUse(() =>
  z.object({
    id,
    name: z.string(),
    description: z.string().nullable(),
    text_color: z.string().nullable(),
    background_color: z.string().nullable(),
    created_at: dateTime,
    updated_at: dateTime,
    archived: z.boolean(),
    archived_at: dateTime.nullable(),
  }),
);
export type Tag = z.infer<typeof TagSchema>;

/** Answer of a category delete that has dependents and was not forced (the category is kept). */
export const CategoryDependentsSchema = onFirstUse(() =>
  z.object({
    category_name: z.string(),
    dependents: z.object({
      budget: z.number().int(),
      category_rules: z.number().int(),
      transactions: z.number().int(),
      children: z.number().int(),
      recurring: z.number().int(),
      plaid_cats: z.number().int(),
    }),
  }),
);
export type CategoryDependents = z.infer<typeof CategoryDependentsSchema>;

/** Answer of a tag delete that has dependents and was not forced (the tag is kept). */
export const TagDependentsSchema = onFirstUse(() =>
  z.object({
    tag_name: z.string(),
    dependents: z.object({ rules: z.number().int(), transactions: z.number().int() }),
  }),
);
export type TagDependents = z.infer<typeof TagDependentsSchema>;

export const ManualAccountSchema = onFirstUse(() =>
  z.object({
    id,
    name: z.string(),
    institution_name: z.string().nullable(),
    display_name: z.string().nullable(),
    type: z.string(),
    subtype: z.string().nullable(),
    balance: amountString,
    currency,
    to_base: z.number(),
    balance_as_of: dateTime,
    status: z.enum(["active", "closed"]),
    closed_on: date.nullable(),
    external_id: z.string().nullable(),
    custom_metadata: z.record(z.string(), z.unknown()).nullable().optional(),
    exclude_from_transactions: z.boolean(),
    created_by_name: z.string(),
    created_at: dateTime,
    updated_at: dateTime,
  }),
);
export type ManualAccount = z.infer<typeof ManualAccountSchema>;

export const LinkedAccountSchema = onFirstUse(() =>
  z.object({
    id,
    linked_item_id: z.string().nullable(),
    date_linked: date,
    linked_by_name: z.string(),
    name: z.string(),
    display_name: z.string().nullable(),
    type: z.string(),
    subtype: z.string(),
    mask: z.string(),
    institution_name: z.string(),
    status: z.string(),
    allow_transaction_modifications: z.boolean(),
    limit: z.number().nullable(),
    balance: amountString,
    currency,
    to_base: z.number(),
    balance_last_update: dateTime.nullable(),
    import_start_date: date.nullable(),
    last_import: dateTime.nullable(),
    last_fetch: dateTime.nullable(),
    linked_last_successful_update: dateTime.nullable(),
  }),
);
export type LinkedAccount = z.infer<typeof LinkedAccountSchema>;

/** A file attached to a transaction (`files` on GET /transactions/{id}, the answer of an attach). */
export const TransactionFileSchema = onFirstUse(() =>
  z.object({
    id,
    uploaded_by: z.number().int(),
    name: z.string(),
    type: z.string(),
    /** Kilobytes. */
    size: z.number().int().nonnegative(),
    notes: z.string().nullable(),
    created_at: dateTime,
  }),
);
export type TransactionFile = z.infer<typeof TransactionFileSchema>;

export const TransactionSchema = onFirstUse(() =>
  z.object({
    id,
    date,
    amount: amountString,
    currency,
    to_base: z.number(),
    recurring_id: id.nullable(),
    payee: z.string(),
    original_name: z.string().nullable(),
    category_id: id.nullable(),
    linked_account_id: id.nullable(),
    manual_account_id: id.nullable(),
    external_id: z.string().nullable(),
    tag_ids: z.array(id),
    notes: z.string().nullable(),
    status: z.string(),
    is_pending: z.boolean(),
    created_at: dateTime,
    updated_at: dateTime,
    is_split_parent: z.boolean(),
    split_parent_id: id.nullable(),
    is_group_parent: z.boolean(),
    group_parent_id: id.nullable(),
    source: z.string().nullable(),
    custom_metadata: z.record(z.string(), z.unknown()).nullable().optional(),
    /** Present on GET /transactions/{id} and with include_files. */
    files: z.array(TransactionFileSchema).optional(),
  }),
);
export type Transaction = z.infer<typeof TransactionSchema>;

export const SkippedDuplicateSchema = onFirstUse(() =>
  z.object({
    reason: z.enum(["duplicate_external_id", "duplicate_payee_amount_date"]),
    request_transactions_index: z.number().int(),
    existing_transaction_id: id,
    request_transaction: z.record(z.string(), z.unknown()),
  }),
);
export type SkippedDuplicate = z.infer<typeof SkippedDuplicateSchema>;

export const InsertResponseSchema = onFirstUse(() =>
  z.object({
    transactions: z.array(TransactionSchema),
    skipped_duplicates: z.array(SkippedDuplicateSchema),
  }),
);
export type InsertResponse = z.infer<typeof InsertResponseSchema>;

export const TransactionPageSchema = onFirstUse(() => z.object({ transactions: z.array(TransactionSchema), has_more: z.boolean() }));
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

const balanceEntry = onFirstUse(() =>
  z.discriminatedUnion("type", [
    z.object({
      type: z.literal("historical"),
      id,
      month: z.string(),
      balance: z.string(),
      currency,
      to_base: z.number(),
      crypto_balance: z.string().nullable(),
    }),
    z.object({
      type: z.literal("current"),
      month: z.string(),
      balance: z.string(),
      currency,
      to_base: z.number(),
      crypto_balance: z.string().nullable(),
    }),
  ]),
);
export const BalanceHistorySchema = onFirstUse(() =>
  z.object({
    balance_history: z.array(z.object({ source: z.looseObject({ type: z.string() }), balances: z.array(balanceEntry) })),
  }),
);
export type BalanceHistory = z.infer<typeof BalanceHistorySchema>;

export const SyncedCryptoSchema = onFirstUse(() =>
  z.looseObject({
    id,
    provider: z.string(),
    status: z.string(),
    display_name: z.string().nullable(),
    balances: z.array(z.looseObject({ symbol: z.string(), balance: z.string() })),
  }),
);
export type SyncedCrypto = z.infer<typeof SyncedCryptoSchema>;
