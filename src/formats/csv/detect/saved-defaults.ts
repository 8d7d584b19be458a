// A profile saved for a header's fingerprint holds the decisions of an earlier file of the same bank. They
// are defaults, not orders: each is checked against this file's own evidence, and where the evidence
// contradicts one, the evidence wins and a warning says so (a saved "MM/DD" must not turn next month's
// "25/02" rows into footers). The date format is checked in decide-dates.ts; the rest here.
import type { ColumnStats } from "./column-stats";
import type { NumberEvidence, NumberFormat } from "../../../locale/numbers";
import type { ColumnRef, CsvColumns, CsvProfileOverrides } from "../words/profile";

/** Share of a column's non-empty cells that must still read as dates (or numbers) for a saved role to hold. */
const HOLDS_SHARE = 0.5;

const DATE_ROLES = ["date", "valueDate"] as const;
const NUMBER_ROLES = ["amount", "debit", "credit", "balance"] as const;
const OTHER_ROLES = ["indicator", "payee", "currency", "transactionId", "category"] as const;

/**
 * The saved column roles that still hold on this file, laid over the detected ones. A date role holds when
 * its column still reads as dates, a money role when its column still reads as numbers (or is empty in
 * the sample), any other role when its column exists.
 */
export function savedColumns(
  detected: CsvColumns,
  saved: CsvProfileOverrides["columns"] | undefined,
  cols: readonly ColumnStats[],
  resolve: (c: ColumnRef | undefined) => number | undefined,
  warnings: string[],
): { columns: CsvColumns; allHeld: boolean } {
  if (!saved) return { columns: detected, allHeld: true };
  const columns: CsvColumns = { ...detected };
  const broken: string[] = [];
  const take = (role: keyof CsvColumns, ok: (c: ColumnStats) => boolean) => {
    const ref = saved[role] as ColumnRef | undefined;
    if (!ref) return;
    const i = resolve(ref);
    const c = i === undefined ? undefined : cols[i];
    if (c && ok(c)) Object.assign(columns, { [role]: ref });
    else broken.push(`${role} (${ref.header !== undefined ? `"${ref.header}"` : `column ${(ref.index ?? 0) + 1}`})`);
  };
  for (const role of DATE_ROLES) take(role, (c) => c.nonEmpty > 0 && c.dateShare >= HOLDS_SHARE);
  for (const role of NUMBER_ROLES) take(role, (c) => c.nonEmpty === 0 || c.numberShare >= HOLDS_SHARE);
  // An indicator column says the direction of unsigned amounts: a file whose amounts carry their own minus signs (the
  // first file, all one way, looked unsigned) is read by its signs, and the saved words of one file gate nothing.
  const amountAt = resolve(columns.amount);
  const signed = amountAt !== undefined && (cols[amountAt]?.numbers.negative ?? 0) > 0;
  for (const role of OTHER_ROLES) if (role !== "indicator" || !signed) take(role, () => true);
  if (saved.notes && saved.notes.every((n) => resolve(n) !== undefined)) columns.notes = saved.notes;
  if (broken.length > 0) {
    warnings.push(
      `The saved profile's columns ${broken.join(", ")} do not hold in this file (no dates or numbers where it expects them); the columns were detected again.`,
    );
  }
  return { columns, allHeld: broken.length === 0 };
}

/**
 * The saved decimal and thousands separators unless this file's amounts prove another decimal mark
 * (every amount with a separator uses the other one).
 */
export function savedNumberFormat(
  detected: NumberFormat,
  evidence: NumberEvidence,
  saved: CsvProfileOverrides | undefined,
  warnings: string[],
): NumberFormat {
  if (!saved || (saved.decimalSeparator === undefined && saved.thousandsSeparator === undefined)) return detected;
  const decimal = saved.decimalSeparator ?? detected.decimal;
  const proven =
    decimal === "." ? evidence.decimalComma > 0 && evidence.decimalPoint === 0 : evidence.decimalPoint > 0 && evidence.decimalComma === 0;
  if (proven && detected.decimal !== decimal) {
    warnings.push(
      `The saved profile reads amounts with a decimal "${decimal}", but this file's amounts use "${detected.decimal}"; they were read with "${detected.decimal}".`,
    );
    return detected;
  }
  const thousands = saved.thousandsSeparator ?? detected.thousands;
  return { decimal, thousands: thousands === decimal ? detected.thousands : thousands };
}
