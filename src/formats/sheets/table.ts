// A workbook read as the one table the CSV reader detects and plans: the sheet that holds the transactions,
// written as comma-separated text (RFC 4180 quoting). Everything the CSV reader knows (a preamble above the
// header, debit and credit columns, a balance column, a footer) then applies to a spreadsheet unchanged.
import { foldNativeDigits } from "../csv/decode/native-digits";
import type { SheetTable } from "./workbook";

/** A cell that reads as a date: ISO (a date cell) or the digits of a date written as text. */
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}(?: [\d:]+)?$|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|^\d{4}[./]\d{1,2}[./]\d{1,2}\b/;
/** A cell that reads as an amount: a number cell's plain decimal, or text of digits with separators and a sign. */
const AMOUNT_LIKE = /^[-+(]?\s*[^\d\s]{0,4}\s*\d[\d\s.,'’]*\)?\s*(?:[A-Z]{3}|Cr|Dr)?$/i;

/** The sheet with the most rows that hold a date and an amount (the transactions), the first on a tie. */
export function transactionsSheet(sheets: SheetTable[]): { sheet: SheetTable; others: string[] } | null {
  const counted = sheets.map((sheet) => ({ sheet, rows: sheet.rows.filter(holdsATransaction).length }));
  const most = Math.max(0, ...counted.map((c) => c.rows));
  const chosen = most > 0 ? counted.find((c) => c.rows === most)?.sheet : sheets.find((s) => s.rows.some((r) => r.length > 0));
  if (!chosen) return null;
  const others = counted.filter((c) => c.sheet !== chosen && c.rows > 0).map((c) => c.sheet.name);
  return { sheet: chosen, others };
}

function holdsATransaction(row: string[]): boolean {
  let date = -1;
  row.forEach((cell, i) => {
    if (date < 0 && DATE_LIKE.test(cell)) date = i;
  });
  return date >= 0 && row.some((cell, i) => i !== date && cell !== "" && AMOUNT_LIKE.test(cell) && /\d/.test(cell));
}

/** The table as comma-separated UTF-8 text; a row keeps its empty leading cells so columns stay in place. */
export function delimitedText(sheet: SheetTable): Uint8Array {
  const lines = trimmedRows(sheet.rows).map((row) => row.map(quoted).join(","));
  return new TextEncoder().encode(lines.join("\r\n") + "\r\n");
}

/** Leading and trailing empty rows dropped, every row cut and padded to the table's used width (not a closing line). */
function trimmedRows(rows: string[][]): string[][] {
  const first = rows.findIndex((row) => row.some((c) => c !== ""));
  if (first < 0) return [];
  let last = rows.length - 1;
  while (last > first && !rows[last]?.some((c) => c !== "")) last--;
  // A sheet whose every row starts with the same empty columns (a margin) is read from its first used column.
  const used = rows.slice(first, last + 1);
  const margin = Math.min(...used.filter((r) => r.some((c) => c !== "")).map((r) => r.findIndex((c) => c !== "")));
  // Every row as wide as the widest, as a sheet saved as CSV writes it: the reader holds only a row's filled cells,
  // and a row whose last cells are empty (a description's second line under its date and payee) is not a table of
  // fewer columns. A row under the last full one that starts with its words (a closing line: "Balance at the end",
  // its date, its figure) keeps its width, by which the CSV reader tells it from the table; one that starts with its
  // day is a row of the table (a later section's rows, whose last money column is empty on each: a currency's
  // sub-account with no money in), as wide as the rows above it.
  const width = Math.max(...used.map((row) => row.length)) - margin;
  const lastFull = used.findLastIndex((row) => row.length - margin === width);
  return used.map((row, i) => {
    const cells = row.slice(margin);
    if (i < lastFull || cells[0] === "" || startsWithItsDay(cells)) while (cells.length < width) cells.push("");
    return cells;
  });
}

/** A row whose first cell is a day, in any script's digits ("٢٣/١٠/٢٠٢٥" as "23/10/2025"). */
function startsWithItsDay(cells: string[]): boolean {
  return DATE_LIKE.test(foldNativeDigits(cells[0] ?? ""));
}

function quoted(cell: string): string {
  return /[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}
