// v1's documented shapes (../../../../shared/spec/budget-api-v1.md, "Resources and their fields"), as
// strict zod schemas: a response passes only with exactly the documented fields, typed and nullable as
// documented. The spec does not show the asset object; its schema follows the service's public v1
// documentation (spec.node.test.ts checks the other field lists against the spec's text).
import { z } from "zod";

const int = z.number().int();
const amount = z.string().regex(/^-?\d+\.\d{4}$/);
const dateTime = z.iso.datetime({ offset: true });
const day = z.iso.date();

export const V1_USER = z.strictObject({
  user_id: int,
  user_name: z.string(),
  user_email: z.string(),
  account_id: int,
  budget_name: z.string(),
  api_key_label: z.string().nullable(),
});

export const V1_ASSET = z.strictObject({
  id: int,
  type_name: z.enum([
    "cash",
    "credit",
    "cryptocurrency",
    "employee compensation",
    "investment",
    "loan",
    "other liability",
    "other asset",
    "real estate",
    "vehicle",
  ]),
  subtype_name: z.string().nullable(),
  name: z.string(),
  display_name: z.string().nullable(),
  balance: amount,
  balance_as_of: dateTime,
  closed_on: day.nullable(),
  currency: z.string().regex(/^[a-z]{3}$/),
  institution_name: z.string().nullable(),
  exclude_transactions: z.boolean(),
  created_at: dateTime,
});

export const V1_TAG = z.strictObject({ id: int, name: z.string(), description: z.string().nullable(), archived: z.boolean() });

const nullableString = z.string().nullable();
const nullableInt = int.nullable();

/** The transaction object without the deprecated fields (original_date, type, subtype, fees, price, quantity). */
export const V1_TRANSACTION = z.strictObject({
  id: int,
  date: day,
  payee: z.string(),
  amount,
  currency: z.string().regex(/^[a-z]{3}$/),
  to_base: z.number(),
  category_id: nullableInt,
  category_name: nullableString,
  category_group_id: nullableInt,
  category_group_name: nullableString,
  is_income: z.boolean(),
  exclude_from_budget: z.boolean(),
  exclude_from_totals: z.boolean(),
  created_at: dateTime,
  updated_at: dateTime,
  status: z.enum(["cleared", "uncleared"]).nullable(),
  is_pending: z.boolean(),
  notes: nullableString,
  original_name: nullableString,
  recurring_id: nullableInt,
  recurring_payee: nullableString,
  recurring_description: nullableString,
  recurring_cadence: z
    .enum([
      "once a week",
      "every 2 weeks",
      "twice a month",
      "monthly",
      "every 2 months",
      "every 3 months",
      "every 4 months",
      "twice a year",
      "yearly",
    ])
    .nullable(),
  recurring_type: z.enum(["cleared", "suggested", "dismissed"]).nullable(),
  recurring_amount: nullableString,
  recurring_currency: nullableString,
  parent_id: nullableInt,
  has_children: z.boolean(),
  group_id: nullableInt,
  is_group: z.boolean(),
  asset_id: nullableInt,
  asset_institution_name: nullableString,
  asset_name: nullableString,
  asset_display_name: nullableString,
  asset_status: z.enum(["active", "closed"]).nullable(),
  linked_account_id: nullableInt,
  linked_account_name: nullableString,
  linked_account_mask: nullableString,
  institution_name: nullableString,
  linked_account_display_name: nullableString,
  linked_metadata: z.record(z.string(), z.unknown()).nullable(),
  source: z.enum(["api", "csv", "manual", "merge", "linked", "recurring", "rule", "user"]),
  display_name: z.string(),
  display_notes: nullableString,
  account_display_name: z.string(),
  tags: z.array(V1_TAG),
  children: z.array(z.looseObject({ formatted_date: z.string() })),
  external_id: z.string().max(75).nullable(),
});

export const V1_TRANSACTION_PAGE = z.strictObject({ transactions: z.array(V1_TRANSACTION), has_more: z.boolean() });
export const V1_INSERTED = z.strictObject({ ids: z.array(int) });
/** Most failures: `{error: <message>}`. */
export const V1_ERROR = z.strictObject({ error: z.string().min(1) });
/** Insert failures: `{error: [messages]}`. */
export const V1_INSERT_ERROR = z.strictObject({ error: z.array(z.string().min(1)).min(1) });

export type V1Transaction = z.output<typeof V1_TRANSACTION>;

/** Parses, failing the test with zod's account of every difference. */
export function conforms<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`not the documented shape: ${z.prettifyError(result.error)}\n${JSON.stringify(value).slice(0, 600)}`);
  return result.data;
}
