// The kinds of work a job carries. `transactions`: insert items in batches of up to 500 (outbox.ts and
// batch.ts). `match_or_insert`, `match_or_hold`: one receipt looking for the bank's transaction
// (match-delivery.ts). `attachment`: the receipt's file, attached to the transaction its receipt job inserted
// or matched (attachment-delivery.ts). The write kinds set a manual account's state: each item is one value (its `date` and
// `amount` columns), and each kind's request is here. They share the rate gate, the retries and the
// 401 handling with transactions; a retried write is idempotent (it sets, it does not add).
import type { BudgetApi } from "../budget-api";

export type JobKind = "transactions" | "account_balance" | "balance_history" | "attachment" | MatchKind;
/** A receipt in match mode (receipt-match.ts), named after what happens when no transaction matches in time. */
export type MatchKind = "match_or_insert" | "match_or_hold";
export type WriteKind = Exclude<JobKind, "transactions" | "attachment" | MatchKind>;

/** One value to write: a balance and the day it holds for (history: the month's last day). */
export interface WriteValue {
  date: string;
  amount: string;
}

export interface WriteDelivery {
  /** Values per request: one balance, or the months of a history in one upsert. */
  batch: number;
  send(api: BudgetApi, accountId: number, values: WriteValue[]): Promise<unknown>;
  /**
   * What a 404 means when the account is in the connection's account list: the service does not serve this
   * kind. Noted, not retried. (A 404 for an account not in the list is a wrong account: outbox.ts `#whyNotFound`.)
   */
  unsupportedOn404?: string;
}

/** The service's history upsert takes "at least 1 item": a year of months is one request. */
const HISTORY_MONTHS_PER_REQUEST = 24;

/** Why history is not written where the connection's interface has none at all (the legacy v1 API). */
export const NO_HISTORY_ON_V1 =
  "not written: this connection uses the legacy v1 interface, which has no balance history endpoint (connect with v2 to write past months)";

export const WRITE_KINDS: Record<WriteKind, WriteDelivery> = {
  account_balance: {
    batch: 1,
    send: (api, accountId, [value]) => api.updateManualAccount(accountId, { balance: value!.amount, balance_as_of: value!.date }),
  },
  balance_history: {
    batch: HISTORY_MONTHS_PER_REQUEST,
    send: (api, accountId, values) =>
      api.upsertBalanceHistory(
        "manual",
        accountId,
        values.map((v) => ({ month: v.date.slice(0, 7), balance: v.amount })),
      ),
    unsupportedOn404: "the budgeting service does not serve balance history for this connection (yet)",
  },
};

/** Why a receipt's file is not attached where the connection's interface has no files (the legacy v1 API). */
export const NO_ATTACHMENTS_ON_V1 =
  "not attached: this connection uses the legacy v1 interface, which cannot attach files to transactions (connect with v2 to keep receipts with their transactions)";

/** Whether an item's reason says the service, or the connection's interface, does not serve balance history. */
export const historyNotServed = (reason: string | null | undefined): boolean =>
  reason === WRITE_KINDS.balance_history.unsupportedOn404 || reason === NO_HISTORY_ON_V1;
