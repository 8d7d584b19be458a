// Two date columns: the running balance proves the rows' amounts and their order, never which of two dates is the row's
// day, so a reading called balanced may still carry the other day on every row where they differ. Where only their
// order told them apart, or the day read is not the first printed, that is said, with how many rows it concerns, so
// the person can choose the other column.

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
export function laterDayColumnWarning(
  headers: readonly string[] | null,
  dateIdx: number,
  otherIdx: number,
  apart: number,
  rows: number,
): string {
  return (
    `The rows' days are read from ${columnName(headers, dateIdx)}, the day the payment was made; ${columnName(headers, otherIdx)}, ` +
    `printed before it, gives another day on ${apart} of ${rows} rows, kept in each row's metadata: choose it as the date ` +
    `column if your budget dates payments by it.`
  );
}

/** A column by its header, or by its place where it has none. */
const columnName = (headers: readonly string[] | null, i: number) => (headers?.[i] ? `"${headers[i]}"` : `column ${i + 1}`);

export function datesByPositionWarning(
  headers: readonly string[] | null,
  dateIdx: number,
  otherIdx: number,
  apart: number,
  rows: number,
): string {
  const name = (i: number) => columnName(headers, i);
  return (
    `The rows' days are read from ${name(dateIdx)}, the first of two date columns; ${name(otherIdx)} prints another day ` +
    `on ${apart} of ${rows} rows, and nothing in the file says which is the transaction's: choose it as the date column if it is.`
  );
}
