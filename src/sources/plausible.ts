// One rule for every source: an item the service would store but no person meant — an amount past what
// it can hold exactly, a date before 1900 or years ahead — is a row error with its reason, whatever the
// format that read it. Adapters read what a file says; this says what a budget can take.
import type { ImportPlan, PlannedItem, RowReport } from "../plan";

/**
 * Whole digits an amount may have. The service converts every amount to a double (`to_base`), whose 15
 * significant digits hold its 4 decimals exactly only below 10^11: larger is no household's money.
 */
export const MAX_WHOLE_DIGITS = 11;
/** Before this no bank export goes, and a date read before it is a misread one. */
export const EARLIEST_DATE = "1900-01-01";
/** Days ahead of today a date may be without the person saying so: scheduled payments, a year's standing orders. */
const FUTURE_DAYS = 366;

/** The latest date accepted: a year ahead of `now`, or any date when the person forces it. */
export function latestDate(now: Date, futureDates = false): string {
  return futureDates ? "9999-12-31" : new Date(now.getTime() + FUTURE_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a decimal ("1234.56", "-5.00") is an amount the service holds exactly: every channel asks this. */
export function withinServiceLimit(value: string): boolean {
  const whole = value.replace(/^[+-]/, "").split(".")[0] ?? "";
  return whole.replace(/^0+/, "").length <= MAX_WHOLE_DIGITS;
}

/** Why the item cannot be meant, or null. */
export function implausibility(item: PlannedItem["item"], latest: string): string | null {
  if (!withinServiceLimit(item.amount)) {
    return `amount ${item.amount.slice(0, 20)}${item.amount.length > 20 ? "…" : ""} is beyond what the budgeting service holds (under 100 billion)`;
  }
  if (item.date < EARLIEST_DATE) return `date ${item.date} is before 1900`;
  if (item.date > latest) return `date ${item.date} is more than a year ahead (send future_dates=allow if it is meant)`;
  return null;
}

/** The plan with every implausible item taken out and its row reported as an error. */
export function plausibleOnly<P extends ImportPlan<unknown>>(plan: P, latest: string): P {
  const refused = new Map<number, string>();
  const items = plan.items.filter((p) => {
    const why = implausibility(p.item, latest);
    if (why) refused.set(p.row, why);
    return why === null;
  });
  if (refused.size === 0) return plan;
  const rows = plan.rows.map((r): RowReport => {
    const why = r.outcome === "planned" ? refused.get(r.row) : undefined;
    return why ? { row: r.row, outcome: "error", reason: why } : r;
  });
  return { ...plan, items, rows };
}
