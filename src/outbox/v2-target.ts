// Delivery through the service's current v2 interface: inserts answer per item (inserted, or skipped with
// the existing transaction), so only cash items, which the service does not dedupe, are read back.
import { BudgetApi, type BudgetApiError, type BudgetApiOptions, type ManualAccount } from "../budget-api";
import type { DeliveryTarget, InsertAnswer, InsertRequest, ReadBackScope } from "./delivery-target";
import { deliveredTransaction } from "./read-back";
import type { WriteValue } from "./writes";
import { blamedItems, readInsertResponse } from "./outcomes";
import type { AccountInfo } from "./targets";

/** Page size when reading back: the service's maximum for GET /transactions. */
const READ_BACK_PAGE = 2000;

export class V2Target implements DeliveryTarget {
  readonly version = "v2";
  readonly readsBackAccounts = false;
  readonly readBackPage = READ_BACK_PAGE;
  readonly #api: BudgetApi;

  constructor(options: BudgetApiOptions) {
    this.#api = new BudgetApi(options);
  }

  get matching() {
    return this.#api;
  }
  get files() {
    return this.#api;
  }
  get removal() {
    return this.#api;
  }
  get takeover() {
    return this.#api;
  }
  get transfers() {
    return this.#api;
  }

  identify() {
    return this.#api.me();
  }
  async accounts() {
    return new Map((await this.#api.manualAccounts()).map((a) => [a.id, accountInfo(a)]));
  }
  async defaultAccount() {
    return (await this.#api.userAccountSettings()).default_manual_account_id;
  }
  async showDebitsAsNegative() {
    return (await this.#api.userSettings()).show_debits_as_negative;
  }
  async budgetLocale() {
    const settings = await this.#api.accountSettings();
    return { locale: settings.locale, primaryCurrency: settings.primary_currency };
  }
  async dateFormat() {
    return (await this.#api.userSettings()).month_day_year_format;
  }

  async insert(request: InsertRequest): Promise<InsertAnswer> {
    const response = await this.#api.insertTransactions({
      transactions: request.transactions,
      apply_rules: request.applyRules,
      skip_duplicates: request.skipDuplicates,
    });
    const outcomes = readInsertResponse(
      request.transactions.map((t) => t.external_id),
      response,
    );
    return { outcomes, insertedIds: response.transactions.map((t) => t.id) };
  }

  blamedItems(error: BudgetApiError, batchSize: number) {
    return blamedItems(error.errors, batchSize);
  }

  /** v2 can ask for what was created since the doubtful request left, whatever its date. */
  async readBack(scope: ReadBackScope, offset: number) {
    const page = await this.#api.listTransactions({
      created_since: new Date(scope.since).toISOString(),
      ...(scope.accountId === null ? {} : { manual_account_id: scope.accountId }),
      limit: READ_BACK_PAGE,
      offset,
    });
    const transactions = page.transactions.map((tx) => deliveredTransaction(tx, tx.manual_account_id));
    return { transactions, hasMore: page.has_more };
  }

  async transactionsIn(accountId: number | null, fromDate: string, toDate: string, offset: number) {
    const page = await this.#api.listTransactions({
      start_date: fromDate,
      end_date: toDate,
      // A transfer's sides are in a group, which the list hides by default: they are still the account's.
      include_group_children: true,
      // A pending row says so in its metadata only: it is the booked row's to take over (uploads/leave-out.ts).
      include_metadata: true,
      ...(accountId === null ? {} : { manual_account_id: accountId }),
      limit: READ_BACK_PAGE,
      offset,
    });
    const transactions = page.transactions.map((tx) => deliveredTransaction(tx, tx.manual_account_id));
    return { transactions, hasMore: page.has_more };
  }

  setBalance(accountId: number, value: WriteValue) {
    return this.#api.updateManualAccount(accountId, { balance: value.amount, balance_as_of: value.date });
  }

  writeHistory(accountId: number, values: WriteValue[]) {
    const months = values.map((v) => ({ month: v.date.slice(0, 7), balance: v.amount }));
    return this.#api.upsertBalanceHistory("manual", accountId, months);
  }
}

/** What the directory keeps of an account: what uploads are checked against and the picker shows. */
function accountInfo(a: ManualAccount): AccountInfo {
  const { name, display_name, institution_name, currency, status, type, balance } = a;
  return { name, display_name, institution_name, currency, status, type, balance, balanceAsOf: a.balance_as_of.slice(0, 10) };
}
