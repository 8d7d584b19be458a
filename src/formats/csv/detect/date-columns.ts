// Two date columns that only their order told apart: the running balance proves the rows' amounts and their order,
// never which of two dates is the row's day, so a reading called balanced may still carry the other day on every row
// where they differ. Said, with how many rows it concerns, so the person can choose the other column.

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

export function datesByPositionWarning(
  headers: readonly string[] | null,
  dateIdx: number,
  otherIdx: number,
  apart: number,
  rows: number,
): string {
  const name = (i: number) => (headers?.[i] ? `"${headers[i]}"` : `column ${i + 1}`);
  return (
    `The rows' days are read from ${name(dateIdx)}, the first of two date columns; ${name(otherIdx)} prints another day ` +
    `on ${apart} of ${rows} rows, and nothing in the file says which is the transaction's: choose it as the date column if it is.`
  );
}
