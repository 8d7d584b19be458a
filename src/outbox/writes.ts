// The write kinds (`account_balance`, `balance_history`, delivered by kinds/write.ts): each item is one value that sets a
// manual account's state (its `date` and `amount` columns), and what their reports say where a version cannot write one.

/** The kinds that set a manual account's state: what a target's `write` serves. */
export type WriteKind = "account_balance" | "balance_history";

/** One value to write: a balance and the day it holds for (history: the month's last day). */
export interface WriteValue {
  date: string;
  amount: string;
}

/** The service's history upsert takes "at least 1 item": a year of months is one request. */
export const HISTORY_MONTHS_PER_REQUEST = 24;

/** Why history is not written where the connection's interface has none at all (the legacy v1 API). */
export const NO_HISTORY_ON_V1 =
  "not written: this connection uses the legacy v1 interface, which has no balance history endpoint (connect with v2 to write past months)";

/** What a 404 on a history write means when the account is in the budget: the service does not serve it. */
export const HISTORY_NOT_SERVED = "the budgeting service does not serve balance history for this connection (yet)";

/** Whether an item's reason says the service, or the connection's interface, does not serve balance history (write-outcome.ts: callers get a typed answer). */
export const historyNotServed = (reason: string | null | undefined): boolean =>
  reason === HISTORY_NOT_SERVED || reason === NO_HISTORY_ON_V1;
