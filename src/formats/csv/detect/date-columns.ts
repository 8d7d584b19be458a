// Two date columns: the running balance proves the rows' amounts and their order, never which of two dates is the row's
// day, so a reading called balanced may still carry the other day on every row where they differ. Where only their
// order told them apart, or the day read is not the first printed, that is said, with how many rows it concerns, so
// the person can choose the other column: detection says it of its sample, and the plan again of the whole file (an
// export whose first rows agree on both days may differ further down).

/** How both warnings begin. */
const DAYS_READ_FROM = "The rows' days are read from ";

/** Which rule read the day from one of two date columns when nothing in the file proves it. */
export type DayColumnsRule = "by_position" | "later";

/**
 * The rule the day's column was read by, where it is worth a word: two date columns, the day's as detection read it
 * (not one the person chose), told apart by their order alone, or the day read printed after the other. Undefined
 * where nothing needs saying.
 */
export function dayColumnsRule(
  otherIdx: number | undefined,
  dateIdx: number,
  detectedIdx: number | undefined,
  byPosition: boolean,
): DayColumnsRule | undefined {
  if (otherIdx === undefined || dateIdx !== detectedIdx) return undefined;
  return byPosition ? "by_position" : otherIdx < dateIdx ? "later" : undefined;
}

/** Two date columns and the rule the day was read from one of them by: what the warning names. */
export interface DayColumns {
  rule: DayColumnsRule;
  headers: readonly string[] | null;
  /** The column the day is read from, and the other one. */
  date: number;
  other: number;
}

/** On how many of how many rows the other column prints another day. */
export interface DaysApart {
  apart: number;
  rows: number;
}

/** The warning of a rule, with its count of rows. */
export function dayColumnsWarning(columns: DayColumns, days: DaysApart): string {
  return columns.rule === "by_position" ? datesByPositionWarning(columns, days) : laterDayColumnWarning(columns, days);
}

/** The warnings with the sample's day-columns warning replaced by the whole file's count. */
export function withWholeFileDays(warnings: readonly string[], columns: DayColumns, days: DaysApart): string[] {
  return [...warnings.filter((w) => !w.startsWith(DAYS_READ_FROM)), dayColumnsWarning(columns, days)];
}

/** How many data rows print a different day in the two columns (both filled). */
export function differingDates(
  records: readonly ({ fields: readonly string[] } | undefined)[],
  data: readonly number[],
  dateIdx: number,
  otherIdx: number,
): number {
  let apart = 0;
  for (const i of data) {
    const fields = records[i]?.fields;
    const day = fields?.[dateIdx]?.trim() ?? "";
    const other = fields?.[otherIdx]?.trim() ?? "";
    if (day !== "" && other !== "" && day !== other) apart++;
  }
  return apart;
}

/**
 * The rows' day read from the later of two date columns: the one whose header names the payment's day, or beside a
 * value or posting day printed first, or the earlier of two unnamed (issue 80 §1). That is the rule, but not the
 * file's order, which the bank's own statement may date its rows by; said where the days differ, so the person can
 * choose the first.
 */
function laterDayColumnWarning({ headers, date, other }: DayColumns, { apart, rows }: DaysApart): string {
  return (
    `${DAYS_READ_FROM}${columnName(headers, date)}, the day the payment was made; ${columnName(headers, other)}, ` +
    `printed before it, gives another day on ${apart} of ${rows} rows, kept in each row's metadata: choose it as the date ` +
    `column if your budget dates payments by it.`
  );
}

function datesByPositionWarning({ headers, date, other }: DayColumns, { apart, rows }: DaysApart): string {
  return (
    `${DAYS_READ_FROM}${columnName(headers, date)}, the first of two date columns; ${columnName(headers, other)} prints another day ` +
    `on ${apart} of ${rows} rows, and nothing in the file says which is the transaction's: choose it as the date column if it is.`
  );
}

/** A column by its header, or by its place where it has none. */
const columnName = (headers: readonly string[] | null, i: number) => (headers?.[i] ? `"${headers[i]}"` : `column ${i + 1}`);
