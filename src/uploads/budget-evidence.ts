// What the budget already says that may decide what a bank file leaves open (formats/csv/budget-evidence.ts): asked of
// the service only when the file's first bytes leave a decision open, and handed to the CSV adapter as typed input (the
// adapter itself asks nothing). Today: how the budget writes dates, and the account's currency.
import { detectProfile } from "../formats/csv";
import type { CsvSettings } from "../formats/csv/adapter";
import type { BudgetEvidence } from "../formats/csv/budget-evidence";
import { outboxOf } from "../storage";
import type { UploadRequest } from "./formats";

/** The budget's evidence for this file's open decisions; undefined when the file leaves none open (nothing is asked). */
export async function budgetEvidence(request: UploadRequest, settings: CsvSettings): Promise<BudgetEvidence | undefined> {
  const { env, connectionId, head, fileName, account } = request;
  let open: readonly string[];
  try {
    const context = {
      ...(settings.saved ? { saved: settings.saved } : {}),
      ...(fileName ? { fileName } : {}),
      ...(account.type ? { accountType: account.type } : {}),
    };
    open = detectProfile(head, settings.overrides ?? {}, context).open ?? [];
  } catch {
    return undefined; // a head detection cannot read is the adapter's refusal to say, not ours
  }
  if (open.length === 0) return undefined;
  const evidence: BudgetEvidence = {};
  if (account.currency) evidence.accountCurrency = account.currency.toLowerCase();
  if (open.includes("date_order")) {
    const reading = await outboxOf(env).budgetReading(connectionId);
    if (reading.locale) evidence.locale = reading.locale;
    if (reading.dateFormat) evidence.dateFormat = reading.dateFormat;
    if (reading.primaryCurrency) evidence.primaryCurrency = reading.primaryCurrency.toLowerCase();
  }
  return evidence;
}
