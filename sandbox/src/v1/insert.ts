// POST /v1/transactions. Duplicate detection and the insert itself are v2's (transactions/insert.ts);
// what v1 does differently is written out here:
// - items name the manual account `asset_id` and their tags `tags` (ids); status is cleared/uncleared,
//   and defaults to uncleared (v1's documented default) rather than following the auto-review setting;
// - `debit_as_negative`: the request writes expenses as negative amounts; they are stored, as always, positive;
// - dedupe by external_id within an asset always happens, also between items of one request (a repeat is
//   skipped; v2 refuses the whole body), and one external_id may be used in two assets;
// - `skip_balance_update` defaults to true; false moves the assets' balances by what was inserted;
// - `check_for_recurring` is accepted and changes nothing: the sandbox has no recurring items;
// - a failure inserts nothing and answers HTTP 200 `{error: [messages]}`; success is `{ids}` of the
//   inserted transactions only (skipped ones are not reported).
import { z } from "zod";
import type { Db } from "../db";
import { findDuplicates, insertRows, type Item, MAX_INSERT_ITEMS } from "../transactions/insert";
import { ReferenceChecker } from "../transactions/references";
import { amount4, currency, date, formatPath, id } from "../validate";
import { moveBalances } from "./balance-update";
import { V1Error } from "./errors";
import { negate, V2_STATUS } from "./shapes";

const v1Item = z.strictObject({
  date,
  amount: amount4,
  payee: z.string().optional(),
  currency: currency.optional(),
  category_id: id.nullable().optional(),
  asset_id: id.nullable().optional(),
  linked_account_id: id.nullable().optional(),
  recurring_id: id.nullable().optional(),
  notes: z.string().nullable().optional(),
  status: z.enum(["cleared", "uncleared"]).optional(),
  external_id: z.string().max(75).nullable().optional(),
  tags: z.array(id).optional(),
});

const v1Body = z.strictObject({
  transactions: z.array(v1Item).min(1).max(MAX_INSERT_ITEMS),
  apply_rules: z.boolean().optional(),
  skip_duplicates: z.boolean().optional(),
  check_for_recurring: z.boolean().optional(),
  debit_as_negative: z.boolean().optional(),
  skip_balance_update: z.boolean().optional(),
});

type V1Item = z.output<typeof v1Item>;

/** v1's words for the stored fields, in messages. */
const V1_FIELD: Record<string, string> = { manual_account_id: "asset_id", tag_ids: "tags" };

/** Messages in the style of v1's documented ones: "Transaction 0 is missing date." */
function issueMessage(issue: z.core.$ZodIssue): string {
  const [top, index, field] = issue.path;
  if (top !== "transactions") return issue.path.length ? `${formatPath(issue.path)}: ${issue.message}` : issue.message;
  if (typeof index !== "number") {
    return issue.code === "too_big" ? `transactions: at most ${MAX_INSERT_ITEMS} per request` : `transactions: ${issue.message}`;
  }
  if (field === undefined) return `Transaction ${index}: ${issue.message}`;
  if (issue.input === undefined && issue.path.length === 3) return `Transaction ${index} is missing ${String(field)}.`;
  if (field === "status") return `Transaction ${index} status must be either cleared or uncleared: ${String(issue.input)}`;
  return `Transaction ${index} ${formatPath(issue.path.slice(2))}: ${issue.message}`;
}

/** The item in the stored vocabulary and sign convention. */
function toStored(item: V1Item, debitAsNegative: boolean): Item {
  return {
    date: item.date,
    amount: debitAsNegative ? negate(item.amount) : item.amount,
    currency: item.currency,
    payee: item.payee,
    category_id: item.category_id,
    notes: item.notes,
    manual_account_id: item.asset_id,
    linked_account_id: item.linked_account_id,
    recurring_id: item.recurring_id,
    status: V2_STATUS[item.status ?? "uncleared"],
    tag_ids: item.tags,
    external_id: item.external_id,
  };
}

function checkReferences(db: Db, items: Item[]): void {
  const references = new ReferenceChecker(db);
  const messages = items.flatMap((item, index) =>
    references
      .check(item, (field) => ({ field }))
      .map((e) => `Transaction ${index} ${V1_FIELD[String(e.field)] ?? String(e.field)}: ${e.errMsg.replace(/^Manual account/, "Asset")}`),
  );
  if (messages.length) throw new V1Error(messages);
}

/** Later items repeating an earlier item's external_id in the same asset. */
function repeatsInRequest(items: Item[]): Set<number> {
  const seen = new Set<string>();
  const repeats = new Set<number>();
  items.forEach((item, index) => {
    if (item.manual_account_id == null || item.external_id == null) return;
    const key = JSON.stringify([item.manual_account_id, item.external_id]);
    if (seen.has(key)) repeats.add(index);
    else seen.add(key);
  });
  return repeats;
}

export function insertTransactionsV1(db: Db, rawBody: unknown): { ids: number[]; skipped: number } {
  const parsed = v1Body.safeParse(rawBody, { reportInput: true });
  if (!parsed.success) throw new V1Error(parsed.error.issues.map(issueMessage));
  const body = parsed.data;
  const items = body.transactions.map((item) => toStored(item, body.debit_as_negative ?? false));
  checkReferences(db, items);

  const duplicates = findDuplicates(db, items, body.skip_duplicates ?? false);
  const repeats = repeatsInRequest(items);
  const kept = items.filter((_, index) => !duplicates.has(index) && !repeats.has(index));
  const rows = insertRows(db, kept, body.apply_rules ?? false);
  if (body.skip_balance_update === false) moveBalances(db, rows);
  return { ids: rows.map((row) => Number(row.id)), skipped: items.length - rows.length };
}

/**
 * The `anonymous400` fault on v1, whose insert failures are 200s: the same messages, naming no item
 * ("Transaction 3 is missing date." becomes "A transaction is missing date."), so clients must bisect.
 */
export async function anonymizeInsertErrors(response: Response): Promise<Response> {
  const body = (await response.clone().json()) as { error?: unknown };
  if (!Array.isArray(body.error)) return response;
  const error = body.error.map((m) => String(m).replace(/^Transaction \d+/, "A transaction"));
  return Response.json({ error }, { status: response.status, headers: response.headers });
}
