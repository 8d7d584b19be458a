// A file that is not a transaction list: a bank's list of daily balances (a date and one or two balance
// columns, a row per calendar day, nothing that describes a transaction). Planned as transactions, every
// balance would become a payment, so detection refuses it with a reason the user can act on.
import type { ColumnStats } from "./column-stats";
import { headerScore } from "./columns";

/** Rows on consecutive calendar days, each day once, that make a daily list (a week of statements). */
const DAILY_ROWS = 7;

export const BALANCE_LIST_MESSAGE =
  "this file looks like a list of balances (a date and balance columns, one row per day, nothing that describes a " +
  "transaction), not a list of transactions; Intake imports transactions: export the account's transactions instead";

export interface MoneyColumns {
  amount: number | undefined;
  debit: number | undefined;
  credit: number | undefined;
  /** Columns that describe a transaction (payee, notes): a balance list has none. */
  described: boolean;
}

/** True when nothing but balances is there to import (see the module comment). */
export function isBalanceList(cols: readonly ColumnStats[], money: MoneyColumns, isoDates: readonly (string | null)[]): boolean {
  if (money.described || (money.debit !== undefined && money.credit !== undefined)) return false;
  const numeric = cols.filter((c) => c.nonEmpty > 0 && c.numberShare >= 0.9 && c.dateShare < 0.5);
  // Every amount-like column is named a balance ("Saldo", "Available balance", "Kontostand").
  if (numeric.length > 0 && numeric.every(namedBalance)) return true;
  if (money.amount !== undefined && namedBalance(cols[money.amount]!)) return true;
  return money.amount !== undefined && isDaily(isoDates);
}

function namedBalance(c: ColumnStats): boolean {
  return c.header !== "" && headerScore(c.header, "balance") > 0;
}

/** Each row one calendar day after (or before) the previous one, over at least DAILY_ROWS rows. */
function isDaily(dates: readonly (string | null)[]): boolean {
  if (dates.length < DAILY_ROWS) return false;
  let step = 0;
  for (let i = 1; i < dates.length; i++) {
    const a = dates[i - 1];
    const b = dates[i];
    if (!a || !b) return false;
    const days = (Date.parse(b) - Date.parse(a)) / 86_400_000;
    if (Math.abs(days) !== 1 || (step !== 0 && days !== step)) return false;
    step = days;
  }
  return true;
}
