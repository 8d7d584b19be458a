// A workbook's sheets as tables of text, read by SheetJS (XLSX, XLS of Excel 97–2003, ODS, and the HTML tables
// and SpreadsheetML many banks send as ".xls"). This module is the entry of a lazy module of its own
// (scripts/vendor-modules.mjs builds src/vendor/sheet-reader.mjs from it): the reader is ~1 MB, loaded on the
// first spreadsheet only. A cell is written as what it is, never re-read from how it was displayed: a date
// cell (a serial number in a date format, in the workbook's 1900 or 1904 system) as an ISO date, a number
// as its plain decimal; text stays text, its line breaks made spaces (a header "Execution\ndate").
import { read, SSF, type CellObject } from "@e965/xlsx";
import { DAY_MS } from "../../locale/days";
import { inMark, textDecimalMark } from "./number-style";

export interface SheetTable {
  name: string;
  /** Each row's cells, left to right from the sheet's first column; an empty cell is "". */
  rows: string[][];
}

/** SheetJS's own test of a number format: whether it shows a date (or a time). */
const isDateFormat: (format: string) => boolean = SSF.is_date;

/** Every sheet of the workbook in `bytes`, in the workbook's order. Throws on what SheetJS cannot read. */
export function workbookTables(bytes: Uint8Array): SheetTable[] {
  // raw: the text of an HTML table or SpreadsheetML stays text ("45.000,00", "02/01/2025" are the CSV reader's to
  // read, with the file's other rows as evidence), not SheetJS's guess of a US number or date.
  const book = read(bytes, { type: "array", dense: true, raw: true, cellNF: true, cellDates: false, cellFormula: false, cellHTML: false });
  const date1904 = book.Workbook?.WBProps?.date1904 === true;
  return book.SheetNames.map((name) => {
    const data: (CellObject | undefined)[][] | undefined = book.Sheets[name]?.["!data"];
    // Array.from, not map: a sheet's rows are a sparse array (an empty row is a hole), and every row is one here.
    const rows = Array.from(data ?? [], (row) => row ?? []);
    const mark = textDecimalMark(
      rows.flatMap((row) => row.flatMap((cell) => (cell?.t === "s" && typeof cell.v === "string" ? [cell.v] : []))),
    );
    return { name, rows: rows.map((row) => rowText(row, date1904, mark)) };
  });
}

function rowText(row: (CellObject | undefined)[], date1904: boolean, mark: "," | "." | null): string[] {
  const cells: string[] = [];
  // A sparse row (cells far apart) is walked by its own keys, not its length.
  row.forEach((cell, column) => {
    const text = cell ? cellText(cell, date1904) : "";
    if (text === "") return;
    while (cells.length < column) cells.push("");
    cells[column] = cell?.t === "n" && /^-?\d+\.\d+$/.test(text) ? inMark(text, mark) : text;
  });
  return cells;
}

function cellText(cell: CellObject, date1904: boolean): string {
  switch (cell.t) {
    case "n":
      if (typeof cell.v !== "number" || !Number.isFinite(cell.v)) return "";
      return cell.z !== undefined && isDateFormat(String(cell.z)) ? serialDate(cell.v, date1904, String(cell.z)) : plainNumber(cell.v);
    case "d":
      return cell.v instanceof Date ? isoDate(cell.v, false) : "";
    case "b":
      return cell.v ? "TRUE" : "FALSE";
    case "s":
      return typeof cell.v === "string" ? cell.v.replace(/\s*[\r\n\t]+\s*/g, " ").trim() : "";
    default:
      return ""; // errors ("#N/A") and stubs
  }
}

/** Day 0 of each date system: 1899-12-30 (1900, Excel's day 60 being a 29 February that never was) and 1904-01-01. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A date cell's serial as the date (and the time, when its format shows one and the cell has one). */
export function serialDate(serial: number, date1904: boolean, format: string): string {
  // Serials before 1 March 1900 count the day that never was in the 1900 system one day late.
  const days = !date1904 && serial < 61 ? serial + 1 : serial;
  const ms = Math.round((days * DAY_MS) / 1000) * 1000 + (date1904 ? EPOCH_1904 : EPOCH_1900);
  const showsTime = /[hs]/i.test(format.replace(/"[^"]*"|\[[^\]]*\]/g, ""));
  return isoDate(new Date(ms), showsTime && ms % DAY_MS !== 0);
}

function isoDate(date: Date, withTime: boolean): string {
  const day = date.toISOString().slice(0, 10);
  return withTime ? `${day} ${date.toISOString().slice(11, 19)}` : day;
}

/** A number as a plain decimal: no exponent, no binary noise (0.1 + 0.2 is "0.3"). */
export function plainNumber(value: number): string {
  if (Number.isSafeInteger(value)) return String(value);
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  if (!/e/i.test(text)) return text;
  return Math.abs(rounded) < 1 ? rounded.toFixed(20).replace(/\.?0+$/, "") : BigInt(Math.round(rounded)).toString();
}
