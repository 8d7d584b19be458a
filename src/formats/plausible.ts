// One rule for every source: an item the service would store but no person meant — an amount past what
// it can hold exactly, a date before 1900 or years ahead — is a row error with its reason, whatever the
// format that read it. Adapters read what a file says; this says what a budget can take.
import { type ImportPlan, type PlannedItem, type RowReport, runOf } from "../plan";
import { DAY_MS } from "../locale/days";

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
  return futureDates ? "9999-12-31" : new Date(now.getTime() + FUTURE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a decimal ("1234.56", "-5.00") is an amount the service holds exactly: every channel asks this. */
export function withinServiceLimit(value: string): boolean {
  const whole = value.replace(/^[+-]/, "").split(".")[0] ?? "";
  return whole.replace(/^0+/, "").length <= MAX_WHOLE_DIGITS;
}

/**
 * Characters a payee may have. The service states no limit; a name is a few dozen characters, and a cell of
 * thousands is a misread column (or an attack on storage: a 2 MB value is more than a stored item may hold).
 */
export const MAX_NAME_CHARS = 1000;
/** Characters of notes kept: the service's notes limit (350); longer notes are cut with an ellipsis. */
export const MAX_NOTES_CHARS = 350;
/** Characters of a row's reason: enough for the reason and a short quote of what was read. */
export const MAX_REASON_CHARS = 300;

const capped = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** Why the item cannot be meant, or null. */
export function implausibility(item: PlannedItem["item"], latest: string): string | null {
  for (const [field, value] of [
    ["payee", item.payee],
    ["original name", item.original_name],
  ] as const) {
    if (value !== undefined && value.length > MAX_NAME_CHARS)
      return `the ${field} has ${value.length} characters, more than a name has (${MAX_NAME_CHARS}): "${value.slice(0, 40)}…"`;
  }
  if (!withinServiceLimit(item.amount)) {
    return `amount ${item.amount.slice(0, 20)}${item.amount.length > 20 ? "…" : ""} is beyond what the budgeting service holds (under 100 billion)`;
  }
  if (item.date < EARLIEST_DATE) return `date ${item.date} is before 1900`;
  if (item.date > latest) return `date ${item.date} is more than a year ahead (send future_dates=allow if it is meant)`;
  return null;
}

/**
 * The plan with every implausible item taken out and its row reported as an error, notes past the service's
 * limit and reasons past theirs cut with an ellipsis: whatever a file holds, what is stored and served is bounded.
 */
export function plausibleOnly<P extends ImportPlan<unknown>>(plan: P, latest: string): P {
  const whys = plan.items.map((p) => implausibility(p.item, latest));
  const refused = new Map<number, string>();
  plan.items.forEach((p, i) => {
    const why = whys[i];
    if (typeof why === "string") refused.set(p.row, why);
  });
  const longNotes = plan.items.some((p) => (p.item.notes?.length ?? 0) > MAX_NOTES_CHARS);
  const longReason = plan.rows.some((r) => (r.reason?.length ?? 0) > MAX_REASON_CHARS);
  // Most plans hold nothing to take out or cut: they pass as they are, uncopied.
  if (refused.size === 0 && !longNotes && !longReason) return plan;
  const items = plan.items
    .filter((_, i) => whys[i] === null)
    .map((p) =>
      p.item.notes !== undefined && p.item.notes.length > MAX_NOTES_CHARS
        ? { ...p, item: { ...p.item, notes: capped(p.item.notes, MAX_NOTES_CHARS) } }
        : p,
    );
  const rows = plan.rows.flatMap((r): RowReport[] => {
    if (r.outcome === "planned") return refused.size === 0 ? [r] : withRefused(r, refused);
    return [r.reason !== undefined && r.reason.length > MAX_REASON_CHARS ? { ...r, reason: capped(r.reason, MAX_REASON_CHARS) } : r];
  });
  return { ...plan, items, rows };
}

/** A planned report (a row, or a run of them) with each refused row in it an error, the run split around it. */
function withRefused(planned: RowReport, refused: ReadonlyMap<number, string>): RowReport[] {
  const to = planned.to_row ?? planned.row;
  const out: RowReport[] = [];
  let from = planned.row;
  const plannedUpTo = (last: number) => {
    if (from <= last) out.push(runOf(planned, from, last));
  };
  for (let row = planned.row; row <= to; row++) {
    const why = refused.get(row);
    if (why === undefined) continue;
    plannedUpTo(row - 1);
    out.push({ row, outcome: "error", reason: why });
    from = row + 1;
  }
  plannedUpTo(to);
  return out;
}
