// What the budget already says that a file's own bytes may leave open: the evidence an upload gathers at the edge
// (src/uploads/budget-evidence.ts) and hands to the adapter as typed input. The adapter stays pure: it weighs this
// only where the file decides nothing itself, below every proof the file holds.
import type { OpenDecision, Reading } from "./profile";

/** The budget's evidence for reading a file of one account. Every field is optional: what the service did not say is absent. */
export interface BudgetEvidence {
  /** The budget's locale as the service states it ("en-GB", "de-DE"; the primary currency's default when none is stored). */
  locale?: string;
  /** The date format the person chose to read dates in ("DD/MM/YYYY"; "MMM D, YYYY" is everyone's default). */
  dateFormat?: string;
  /** The budget's primary currency, lowercase. */
  primaryCurrency?: string;
  /** The currency of the account the file goes to, lowercase. */
  accountCurrency?: string;
  /**
   * The transactions the account already holds over the days the file's rows may fall on, under every reading of its
   * dates (an earlier import, a receipt, a tap, SimpleFIN): the reading under which the file's rows meet them is proved.
   */
  rows?: readonly BudgetRow[];
  /**
   * What the account held at the end of a day, in the holder's view (negative when owed), oldest first: the closing
   * and opening balances of earlier statements and files, SimpleFIN's pulls, and the manual account's own balance.
   */
  balances?: readonly AccountBalance[];
}

/** A balance of the account: what it held at the end of `date` (holder's view, a decimal such as "1204.50"). */
export interface AccountBalance {
  date: string;
  balance: string;
}

/** A transaction already in the budget, as a file's row is compared with it. */
export interface BudgetRow {
  date: string;
  /** The service's sign: positive is money out. */
  amount: string;
  /** Lowercase; null when the service does not say (then it is the account's). */
  currency: string | null;
}

/**
 * What the budget's rows proved of the decisions a file leaves open (budget-readings.ts): for each, the reading under
 * which the most of the file's rows meet a transaction already there, how many do, and how many under the best other.
 */
export type BudgetProof = Partial<Record<OpenDecision["decision"], { reading: Reading; met: number; other: number }>>;
