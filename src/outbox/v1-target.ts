// Delivery through the service's legacy v1 interface (spec/budget-api-v1.md). An insert answers only the ids it
// inserted: fewer ids than items leave them `unnamed`, settled by reading back (read-back.ts). Amounts go
// positive = money out and inserts skip the balance (balances are their own jobs; a statement's closing balance
// already counts its rows). Failures come as HTTP 200 `{error}`; v1 has no settings, history, updates or files:
// the kinds that need them say so in their descriptors (kinds/), and their jobs are noted, not sent.
import {
  BudgetApiV1,
  type BudgetApiError,
  type BudgetApiOptions,
  type InsertTransaction,
  type V1Asset,
  type V1InsertItem,
} from "../budget-api";
import type { DeliveryTarget, InsertAnswer, InsertRequest, ReadBackScope } from "./delivery-target";
import { blamedItems } from "./outcomes";
import { deliveredTransaction } from "./read-back";
import type { WriteValue } from "./writes";
import type { AccountInfo } from "./targets";

/** Page size when reading back: v1's documented default `limit` (the spec shows no maximum). */
const READ_BACK_PAGE = 1000;
/** How v1's insert failures name an item: "Transaction 3 is missing date." */
const BLAMED_ITEM = /^Transaction (\d+)\b/;

export class V1Target implements DeliveryTarget {
  readonly version = "v1";
  readonly readsBackAccounts = true;
  readonly readBackPage = READ_BACK_PAGE;
  readonly matching = null;
  readonly takeover = null;
  readonly files = null;
  readonly removal = null;
  readonly transfers = null;
  readonly #api: BudgetApiV1;

  constructor(options: BudgetApiOptions) {
    this.#api = new BudgetApiV1(options);
  }

  identify() {
    return this.#api.me();
  }
  async accounts() {
    return new Map((await this.#api.assets()).map((a) => [a.id, accountInfo(a)]));
  }
  /** v1 cannot tell the user's default account: an upload that names none goes to cash. */
  async defaultAccount() {
    return null;
  }
  /** v1 cannot tell the user's display setting: the service's default (debits shown negative). */
  async showDebitsAsNegative() {
    return true;
  }
  /** v1 has no settings: nothing is said of how the budget writes dates. */
  async budgetLocale() {
    return null;
  }
  async dateFormat() {
    return null;
  }

  async insert(request: InsertRequest): Promise<InsertAnswer> {
    const { ids } = await this.#api.insertTransactions({
      transactions: request.transactions.map(v1Item),
      apply_rules: request.applyRules,
      skip_duplicates: request.skipDuplicates,
    });
    if (ids.length === request.transactions.length) {
      return { outcomes: ids.map((transactionId) => ({ kind: "inserted", transactionId })), insertedIds: ids };
    }
    return { outcomes: request.transactions.map(() => ({ kind: "unnamed" })), insertedIds: ids };
  }

  blamedItems(error: BudgetApiError, batchSize: number) {
    return blamedItems(error.errors, batchSize, ({ errMsg }) => [Number(BLAMED_ITEM.exec(errMsg)?.[1] ?? NaN)]);
  }

  /** v1 lists by date (both ends required), not by creation time: the items' days, of their asset. */
  async readBack(scope: ReadBackScope, offset: number) {
    const page = await this.#api.listTransactions({
      ...(scope.accountId === null ? {} : { asset_id: scope.accountId }),
      start_date: scope.fromDate,
      end_date: scope.toDate,
      limit: READ_BACK_PAGE,
      offset,
    });
    const transactions = page.transactions.map((tx) => deliveredTransaction(tx, tx.asset_id));
    // v1 documents has_more on every page; a full page without it may not be the last (items past it would
    // otherwise go out again, unnamed, until they are dead letters).
    return { transactions, hasMore: page.has_more ?? page.transactions.length === READ_BACK_PAGE };
  }

  transactionsIn(accountId: number | null, fromDate: string, toDate: string, offset: number) {
    return this.readBack({ accountId, fromDate, toDate, since: 0 }, offset);
  }

  setBalance(accountId: number, value: WriteValue) {
    return this.#api.updateAsset(accountId, { balance: value.amount, balance_as_of: value.date });
  }

  /** v1 has no balance history: its kind says so (kinds/history.ts), and nothing is sent. */
  async writeHistory(): Promise<never> {
    throw new Error("the legacy v1 interface has no balance history");
  }
}

/**
 * The insert item in v1's words: `asset_id`, `tags`, cleared/uncleared. v1 has no `original_name` and no
 * `custom_metadata`: those are not sent (the payee and notes carry what the person sees).
 */
function v1Item(t: InsertTransaction): V1InsertItem {
  const item: V1InsertItem = { date: t.date, amount: t.amount, external_id: t.external_id };
  if (t.payee !== undefined) item.payee = t.payee;
  if (t.currency !== undefined) item.currency = t.currency;
  if (t.notes !== undefined) item.notes = t.notes;
  if (t.manual_account_id !== undefined) item.asset_id = t.manual_account_id;
  if (t.category_id !== undefined) item.category_id = t.category_id;
  if (t.tag_ids !== undefined) item.tags = t.tag_ids;
  if (t.status !== undefined) item.status = t.status === "reviewed" ? "cleared" : "uncleared";
  return item;
}

function accountInfo(a: V1Asset): AccountInfo {
  return {
    name: a.name,
    display_name: a.display_name,
    institution_name: a.institution_name ?? null,
    currency: a.currency,
    status: a.closed_on ? "closed" : "active",
    type: a.type_name ?? "other",
    balance: a.balance,
    balanceAsOf: a.balance_as_of.slice(0, 10),
  };
}
