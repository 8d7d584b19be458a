// Rows wider than the table: free text written with the delimiter inside it (an unquoted memo) spills into fields
// past the named columns, which still hold, and joins the notes; a value of a named column cut by the delimiter moves
// the columns after it instead, and is joined back where the row then reads (read/shifted-fields.ts).
import type { NumberFormat } from "../../../locale/numbers";
import { parseAmount } from "../../../locale/numbers";
import { clean } from "../read/clean-cells";
import { mergePoint, type CellCheck } from "../read/shifted-fields";
import type { RecordSpans } from "../read/structure";
import type { RowColumns } from "./row-columns";

/** A cell that is only a number (a piece of an amount split by an unquoted delimiter). */
export const SPILLED_NUMBER = /^[-+(]?[\d.,' ]+\)?$/;
/** A currency code as a currency column writes it. */
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/**
 * The text a row of `width - 1` named columns spills past them, joined with `joint`. When a spilled field is a
 * number, or a named text column holds only a number, the delimiter split a value of a named column instead and the
 * columns have moved: null (realign it, else the row is an error).
 */
export function spillOf(rec: RecordSpans, cols: RowColumns, width: number, joint: string): string | null {
  const columns = width - 1;
  // Read in place up to the last field with text: a row of a million empty fields slices none of them.
  let last = rec.count - 1;
  while (last >= columns && rec.isBlankField(last)) last--;
  if (last < columns) return "";
  for (let i = columns; i <= last; i++) if (!rec.isBlankField(i) && SPILLED_NUMBER.test(rec.field(i).trim())) return null;
  const texts = cols.texts();
  if (texts.some((i) => SPILLED_NUMBER.test(rec.field(i).trim()))) return null;
  const extra: string[] = [];
  for (let i = columns; i <= last; i++) extra.push(rec.field(i).trim());
  return clean(extra.join(joint));
}

/**
 * A row wider than the table whose extra fields are no spilled text: its fields merged back (with `delimiter`) where
 * one place makes every typed column read (the date a date, money money, a currency a code), if one does.
 */
export function realign(
  rec: RecordSpans,
  cols: RowColumns,
  width: number,
  delimiter: string,
  fmt: NumberFormat,
  isDate: (cell: string) => boolean,
): void {
  const columns = width - 1;
  const typed = new Map<number, CellCheck>([[cols.date, isDate]]);
  const isAmount = (v: string): boolean => parseAmount(v, fmt)?.charCodeAt(0) !== 33;
  for (const c of [cols.amount, cols.debit, cols.credit, cols.balance]) if (c !== undefined) typed.set(c, isAmount);
  if (cols.currency !== undefined) typed.set(cols.currency, (v) => CURRENCY_CODE.test(v));
  const text = cols.texts();
  const at = mergePoint((i) => rec.field(i), columns, rec.count - columns, typed, text);
  if (at >= 0) rec.merge(at, rec.count - columns, delimiter);
}
