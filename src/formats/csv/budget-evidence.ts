// What the budget already says that a file's own bytes may leave open: the evidence an upload gathers at the edge
// (src/uploads/budget-evidence.ts) and hands to the adapter as typed input. The adapter stays pure: it weighs this
// only where the file decides nothing itself, below every proof the file holds.

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
}
