// What the budget already says that may decide what a bank file leaves open (formats/csv/words/budget-evidence.ts): asked of
// the service only when the file's first bytes leave a decision open, and handed to the CSV adapter as typed input (the
// adapter itself asks nothing). How the budget writes dates, the account's currency and balances, and the transactions
// the account already holds over the days the file's rows may fall on.
import type { BudgetEvidence } from "../formats/csv/words/budget-evidence";
import { outboxOf } from "../storage";
import { addDays } from "../locale/days";
import type { UploadRequest } from "./formats";
import type { OpenDecisions } from "./reading";

/** Days read on either side of the file's: a card payment books a few days after the receipt or tap of it. */
const DAYS_AROUND = 3;
/** Pages of the account's transactions read at most (a preview spends a few requests, never the day's). */
const MAX_PAGES = 2;

/** The budget's evidence for this file's open decisions; undefined when the file leaves none open (nothing is asked). */
export async function budgetEvidence(
  request: UploadRequest,
  // What the upload's reading of its head leaves open (reading.ts); undefined when detection cannot read the head,
  // which is the adapter's refusal to say, not ours.
  open: OpenDecisions | undefined,
): Promise<BudgetEvidence | undefined> {
  const { env, connectionId, account } = request;
  if (open === undefined || open.open.length === 0) return undefined;
  const evidence: BudgetEvidence = {};
  if (account.currency) evidence.accountCurrency = account.currency.toLowerCase();
  if (open.open.some((d) => d.decision === "date_order")) {
    const budget = await outboxOf(env).budgetReading(connectionId);
    if (budget.locale) evidence.locale = budget.locale;
    if (budget.dateFormat) evidence.dateFormat = budget.dateFormat;
    if (budget.primaryCurrency) evidence.primaryCurrency = budget.primaryCurrency.toLowerCase();
  }
  // The account's own balances (its last statement's closing, the manual account's balance): evidence for the sign.
  if (account.id !== null && open.open.some((d) => d.decision === "sign")) {
    const balances = await outboxOf(env).accountBalances(connectionId, account.id);
    if (balances.length > 0) evidence.balances = balances;
  }
  if (open.days) {
    const from = addDays(open.days.from, -DAYS_AROUND);
    const to = addDays(open.days.to, DAYS_AROUND);
    const listed = await outboxOf(env).transactionsIn(connectionId, account.id, from, to, MAX_PAGES);
    // A listing cut short would weigh the readings by what happened to be read: only a whole one is evidence.
    if (listed.ok && listed.complete && listed.transactions.length > 0) {
      evidence.rows = listed.transactions.map((t) => ({ date: t.date, amount: t.amount, currency: t.currency }));
    }
  }
  return evidence;
}
