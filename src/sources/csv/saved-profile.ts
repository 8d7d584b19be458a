// A saved profile is a default, not an order: the decisions saved from last month's export of a bank are
// tried on this file, and any that this file's own evidence contradicts (its dates do not read that way,
// its amounts do not parse with that decimal mark, its running balance proves the other sign) gives way,
// with a warning that says which and why. What the request itself gives always wins.
import type { ImportPlan } from "../../plan";
import { CsvInputError } from "./errors";
import { planCsv } from "./index";
import type { CsvProfile, CsvProfileOverrides } from "./profile";

/** Settings a saved profile carries into the next upload: decisions, not positions in one file. */
export const CARRIED_OVER = [
  "encoding",
  "delimiter",
  "quote",
  "columns",
  "dateFormat",
  "decimalSeparator",
  "thousandsSeparator",
  "amountStyle",
  "sign",
  "indicatorOut",
  "indicatorIn",
  "balanceCodes",
  "currency",
] as const satisfies readonly (keyof CsvProfile)[];
type Carried = (typeof CARRIED_OVER)[number];

/** Where a saved decision fails, the ones most often wrong by chance are given up first. */
const GIVE_UP_ORDER: readonly Carried[] = [
  "dateFormat",
  "decimalSeparator",
  "thousandsSeparator",
  "delimiter",
  "encoding",
  "quote",
  "columns",
  "amountStyle",
  "indicatorOut",
  "indicatorIn",
  "sign",
  "balanceCodes",
  "currency",
];

export interface Reconciled {
  /** The saved decisions that hold on this file, under the request's own overrides. */
  overrides: CsvProfileOverrides;
  /** One sentence per saved decision this file overruled. */
  warnings: string[];
}

/** Tries `saved` on the first bytes of the file (`head`) and keeps what its evidence does not contradict. */
export function reconcileSaved(head: Uint8Array, saved: CsvProfile, explicit: CsvProfileOverrides): Reconciled {
  const carried: CsvProfileOverrides = {};
  for (const field of CARRIED_OVER) {
    if (saved[field] !== undefined && explicit[field] === undefined) Object.assign(carried, { [field]: saved[field] });
  }
  const withSaved = (c: CsvProfileOverrides): CsvProfileOverrides => ({
    ...c,
    ...explicit,
    ...(c.columns || explicit.columns ? { columns: { ...c.columns, ...explicit.columns } as CsvProfile["columns"] } : {}),
  });
  const evidence = tryPlan(head, explicit);
  // Without the saved decisions the file cannot be read at all (a headerless file needs its columns).
  if (!evidence) return { overrides: withSaved(carried), warnings: [] };
  const warnings: string[] = [];
  const target = readable(evidence);
  const kept: CsvProfileOverrides = { ...carried };
  // A sign the running balance proves beats a saved one.
  const proven = evidence.profile!;
  if (kept.sign !== undefined && kept.sign !== proven.sign && /running balance/.test(proven.signReason ?? "")) {
    warnings.push(overruled("sign", kept.sign, proven.sign, proven.signReason!));
    delete kept.sign;
  }
  let plan = tryPlan(head, withSaved(kept));
  for (const field of GIVE_UP_ORDER) {
    if (plan && readable(plan) >= target) break;
    if (kept[field] === undefined || same(kept[field], proven[field])) continue;
    const value = kept[field];
    delete kept[field];
    const next = tryPlan(head, withSaved(kept));
    const why = plan ? `${rowErrors(plan) - rowErrors(evidence)} more rows could not be read with it` : "the file could not be read with it";
    warnings.push(overruled(field, value, proven[field], why));
    plan = next;
  }
  return { overrides: withSaved(kept), warnings };
}

function tryPlan(head: Uint8Array, profile: CsvProfileOverrides): ImportPlan<CsvProfile> | null {
  try {
    return planCsv(head, { accountId: null, profile });
  } catch (error) {
    if (error instanceof CsvInputError) return null;
    throw error;
  }
}

/** Rows read as transactions, less rows that could not be read: what a good reading maximizes. */
const readable = (plan: ImportPlan<CsvProfile>): number => plan.items.length - rowErrors(plan);
const rowErrors = (plan: ImportPlan<CsvProfile>): number => plan.rows.filter((r) => r.outcome === "error").length;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function overruled(field: string, saved: unknown, used: unknown, why: string): string {
  return `the saved profile's ${field} ${JSON.stringify(saved)} does not fit this file (${why}); this file's own evidence was used instead: ${JSON.stringify(used)}`;
}
