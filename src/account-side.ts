// One meaning for a balance. The service's liability accounts (manual types credit, loan, other liability)
// hold what is owed as a positive balance, as its linked accounts do (a linked card's `balance` is set by the
// provider, whose credit balances are the amount owed, and a transaction's positive amount is money out, which
// adds to what a card owes): net worth subtracts them by their type. A bank statement or SimpleFIN states a
// card in the holder's view instead (owed is negative). Every writer of a balance turns the holder's view into
// the account's with `serviceBalance`; schedules (a loan's amount owed) are written in the account's view already.
import { type Decimal, negate } from "./money";

/** The service's manual account types whose balance is what is owed (spec: accountTypeEnum). */
export const LIABILITY_TYPES: ReadonlySet<string> = new Set(["credit", "loan", "other liability"]);

export type AccountSide = "asset" | "liability";

/** Which side an account of this type is on (an unknown type, or none, is an asset). */
export const sideOf = (type: string | null | undefined): AccountSide => (type && LIABILITY_TYPES.has(type) ? "liability" : "asset");

/** A balance in the holder's view (negative when owed) as the balance of an account on `side`. */
export function serviceBalance(holderView: Decimal, side: AccountSide): Decimal {
  return side === "liability" ? negate(holderView) : holderView;
}
