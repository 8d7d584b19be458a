// The CSV adapter behind the source contract: delimited text has no signature, so it recognises what no
// other adapter claims, and its settings are the profile overrides and the saved profile's defaults.
import type { SourceAdapter, SourceOptions } from "../contract";
import { csvHead } from "../heads";
import { isTransactionDateHeader } from "./detect/roles";
import type { BudgetEvidence } from "./words/budget-evidence";
import { type CsvPlanOptions, type CsvProfile, type CsvProfileOverrides, type DetectedHead, planCsv, streamCsvPlan } from "./index";

export interface CsvSettings {
  /** What the request says (query parameters, overrides JSON): wins over everything. */
  overrides?: CsvProfileOverrides;
  /** The profile saved for this file's header: defaults the file's own evidence may overrule. */
  saved?: CsvProfileOverrides;
  /** What the budget says beside the file (gathered by the upload): evidence where the file leaves a decision open. */
  budget?: BudgetEvidence;
  /** The upload's detection of the file's head: a plan that would detect the same takes it (index.ts `DetectedHead`). */
  detected?: DetectedHead;
}

function csvOptions(options: SourceOptions<CsvSettings>): CsvPlanOptions {
  return {
    accountId: options.accountId,
    ...(options.settings?.overrides ? { profile: options.settings.overrides } : {}),
    ...(options.settings?.saved ? { saved: options.settings.saved } : {}),
    ...(options.settings?.budget ? { budget: options.settings.budget } : {}),
    ...(options.settings?.detected ? { detected: options.settings.detected } : {}),
    ...(options.fileName !== undefined ? { fileName: options.fileName } : {}),
    ...(options.accountType !== undefined ? { accountType: options.accountType } : {}),
  };
}

export const csvAdapter: SourceAdapter<CsvSettings, CsvProfile> = {
  format: "csv",
  name: "CSV",
  recognizes: () => true,
  plan: (bytes, options) => planCsv(bytes, csvOptions(options)),
  stream: (input, options, chunkSize) => streamCsvPlan(input, csvOptions(options), chunkSize),
  verification: (profile) => profile.verification ?? null,
  layout: (profile) => `csv:${profile.fingerprint}`,
  datedByPurchase: (profile) => {
    const date = profile.columns.date;
    const header = date?.header ?? (date?.index === undefined ? undefined : profile.headers?.[date.index]);
    return header !== undefined && isTransactionDateHeader(header);
  },
  headOf: csvHead,
};
