// Two date columns: the running balance proves the rows' amounts and their order, never which of two dates is the row's
// day, so a reading called balanced may still carry the other day on every row where they differ. Where only their
// order told them apart, or the day read is not the first printed, that is said, with how many rows it concerns, so
// the person can choose the other column: detection says it of its sample, and the plan again of the whole file (an
// export whose first rows agree on both days may differ further down).

/** How both warnings begin. */
const DAYS_READ_FROM = "The rows' days are read from ";

/** Which rule read the day from one of two date columns, when nothing proves it; undefined when it needs no word. */
export type DayColumnsRule = "by_position" | "later";

/**
 * The rule the day's column was read by, where it is worth a word: two date columns, the day's as detection read it
 * (not one the person chose), told apart by their order alone, or the day read printed after the other.
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

/** The warning of a rule: on `apart` of `rows` rows the other column's day differs. */
export function dayColumnsWarning(
  rule: DayColumnsRule,
  headers: readonly string[] | null,
  dateIdx: number,
  otherIdx: number,
  apart: number,
  rows: number,
): string {
  return rule === "by_position"
    ? datesByPositionWarning(headers, dateIdx, otherIdx, apart, rows)
    : laterDayColumnWarning(headers, dateIdx, otherIdx, apart, rows);
}

/** Whether a warning is one of the two above (the sample's, which the whole file's count replaces). */
export function isDayColumnsWarning(warning: string): boolean {
  return warning.startsWith(DAYS_READ_FROM);
}

/**
 * The warnings with the sample's day-columns warning replaced by the whole file's count: `apart` of the `rows` planned
 * print another day in the other column. With none apart the warnings stay as they are: an other day the plan could
 * not read is no proof that the two agree.
 */
export function withWholeFileDays(
  warnings: readonly string[],
  rule: DayColumnsRule,
  headers: readonly string[] | null,
  dateIdx: number,
  otherIdx: number,
  apart: number,
  rows: number,
): string[] {
  if (apart === 0) return [...warnings];
  return [...warnings.filter((w) => !isDayColumnsWarning(w)), dayColumnsWarning(rule, headers, dateIdx, otherIdx, apart, rows)];
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
function laterDayColumnWarning(headers: readonly string[] | null, dateIdx: number, otherIdx: number, apart: number, rows: number): string {
  return (
    `${DAYS_READ_FROM}${columnName(headers, dateIdx)}, the day the payment was made; ${columnName(headers, otherIdx)}, ` +
    `printed before it, gives another day on ${apart} of ${rows} rows, kept in each row's metadata: choose it as the date ` +
    `column if your budget dates payments by it.`
  );
}

/** A column by its header, or by its place where it has none. */
const columnName = (headers: readonly string[] | null, i: number) => (headers?.[i] ? `"${headers[i]}"` : `column ${i + 1}`);

function datesByPositionWarning(headers: readonly string[] | null, dateIdx: number, otherIdx: number, apart: number, rows: number): string {
  const name = (i: number) => columnName(headers, i);
  return (
    `${DAYS_READ_FROM}${name(dateIdx)}, the first of two date columns; ${name(otherIdx)} prints another day ` +
    `on ${apart} of ${rows} rows, and nothing in the file says which is the transaction's: choose it as the date column if it is.`
  );
}
