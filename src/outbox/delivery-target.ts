// What the Outbox asks of the budgeting service, in one interface with one implementation per version of
// its API (v2-target.ts, v1-target.ts), chosen by the connection's api version (target-for-version.ts). The
// Outbox keeps the rate gate, the retries, the attempts and the states; a target only speaks its version and
// says plainly what its version answers less precisely (v1: only inserted ids) or not at all (v1: balance
// history, matching, files; the kinds that need them say so in their descriptors, kinds/).
import type { ApiVersion, BudgetApi, BudgetApiError, InsertTransaction } from "../budget-api";
import type { WriteValue } from "./writes";
import type { InsertOutcome } from "./outcomes";
import type { AccountInfo } from "./targets";

/** One insert request: the batch the Outbox chose, with the job's options. */
export interface InsertRequest {
  transactions: InsertTransaction[];
  applyRules: boolean;
  skipDuplicates: boolean;
}

/**
 * What became of each item of the request, in request order. `unnamed` (v1 only): the service answered,
 * but not about this item; `insertedIds` are what it said it inserted, to be told apart by reading back.
 */
export interface InsertAnswer {
  outcomes: (InsertOutcome | { kind: "unnamed" })[];
  insertedIds: number[];
}

/** A transaction as read back to settle items whose fate is unknown (what read-back.ts compares). */
/** A transaction of another manual account than the one a preview reads, with the name the person knows it by. */
export type ElsewhereTransaction = DeliveredTransaction & { accountId: number; accountName: string };

export interface DeliveredTransaction {
  id: number;
  external_id: string | null;
  date: string;
  amount: string;
  payee: string;
  original_name: string | null;
  /** Its currency (lowercase), when the service says. */
  currency: string | null;
  /** The manual account (asset); null for cash and for a synced account's transactions. */
  accountId: number | null;
  /** Cash: neither a manual nor a synced account. */
  cash: boolean;
  /** When the service created it (epoch ms), if it says: one older than our request was already there. */
  createdAt: number | null;
  /** A bank's pending row (its metadata says so): the booked row's to take over. */
  pending: boolean;
}

/** Where to look for items whose fate is unknown: one account (or cash), the items' days, since when. */
export interface ReadBackScope {
  accountId: number | null;
  fromDate: string;
  toDate: string;
  /** Epoch ms: the earliest request that may have carried them (minus the clocks' skew). */
  since: number;
}

export interface DeliveryTarget {
  readonly version: ApiVersion;
  /** `GET /me`: whether the credential works. */
  identify(): Promise<unknown>;
  accounts(): Promise<Map<number, AccountInfo>>;
  /** The user's default manual account; null = cash (also when the version cannot say). */
  defaultAccount(): Promise<number | null>;
  showDebitsAsNegative(): Promise<boolean>;
  /** The budget's locale and primary currency (null: the version cannot say). */
  budgetLocale(): Promise<{ locale: string; primaryCurrency: string } | null>;
  /** The date format the person reads dates in (null: the version cannot say). */
  dateFormat(): Promise<string | null>;
  insert(request: InsertRequest): Promise<InsertAnswer>;
  /** Which request indexes a refused insert blames, with the service's message for each. */
  blamedItems(error: BudgetApiError, batchSize: number): Map<number, string>;
  /**
   * Whether items of a manual account whose fate is unknown are read back before anything is sent again.
   * v2: no (its external_id dedupe answers per item, so a replay settles them); cash is read back on both.
   */
  readonly readsBackAccounts: boolean;
  /** Up to this many transactions per page when reading back. */
  readonly readBackPage: number;
  readBack(scope: ReadBackScope, offset: number): Promise<{ transactions: DeliveredTransaction[]; hasMore: boolean }>;
  /** One page of an account's (or cash's) transactions dated `fromDate`…`toDate`, whoever made them. */
  transactionsIn(
    accountId: number | null,
    fromDate: string,
    toDate: string,
    offset: number,
  ): Promise<{ transactions: DeliveredTransaction[]; hasMore: boolean }>;
  /** Sets a manual account's balance as of a day. */
  setBalance(accountId: number, value: WriteValue): Promise<unknown>;
  /** Writes months of a manual account's balance history (a version without history throws: its kind is unserved there). */
  writeHistory(accountId: number, values: WriteValue[]): Promise<unknown>;
  /** What match mode needs: listing around a day, enriching a transaction, the primary currency (v2 only). */
  readonly matching: Pick<BudgetApi, "listTransactions" | "updateTransaction" | "me"> | null;
  /** What attaching a receipt's file needs: reading a transaction's files and attaching one (v2 only). */
  readonly files: Pick<BudgetApi, "transactionFiles" | "attachFile"> | null;
  /**
   * What a bank row taking over a receipt's, tap's or pending row's transaction needs: updating it, and reading it
   * before its removal puts it back (v2 only).
   */
  readonly takeover: Pick<BudgetApi, "updateTransaction" | "transaction"> | null;
  /**
   * What removing an import needs: reading its transactions back (a page of its days, or one that moved out of them)
   * and deleting them in bulk (v2 only).
   */
  readonly removal: Pick<BudgetApi, "listTransactions" | "transaction" | "deleteTransactions"> | null;
  /**
   * What pairing transfers needs: the budget's transactions of a window (every account), its categories (one for
   * transfers), reading one transaction, grouping two into one movement and ungrouping them when their import is removed,
   * updating a side whose other account is not in the budget (v2 only: v1 has no groups).
   */
  readonly transfers: Pick<
    BudgetApi,
    "listTransactions" | "categories" | "transaction" | "groupTransactions" | "ungroupTransactions" | "updateTransaction"
  > | null;
}
