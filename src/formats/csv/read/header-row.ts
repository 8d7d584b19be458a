// What a header row looks like (names, not values), and the two ways a header differs from the rows under
// it: narrower than they are (free text spilled into unnamed columns past the named ones), or the header
// of another section of the same table (a card's own header, "Pending" above "Posted").
import { isDateCell } from "../../../locale/dates";
import { AMOUNT_MARKS_IN, AMOUNT_MARKS_OUT } from "../words/sign-words";
import { fitsTable, isBlank, nonEmptyCount, recordAt, transactionCells, type CsvRecord } from "./structure";

/** A cell that is a number, never a name (a header names its columns). */
const NUMBER_CELL = /^[-+(]?[\d\s.,'’€$£]+\)?-?$/;
/** A number and the word after it: "169 080 J", "1161075 К", "125.00CR", "1.596.370 Nợ", "12,50 EUR". */
const NUMBER_AND_WORD = /^[-+(]?[\d\s.,'’]*\d\)?-?\s*\(?(\p{L}+)\.?\)?$/u;
const DIRECTION_MARKS: ReadonlySet<string> = new Set([...AMOUNT_MARKS_OUT, ...AMOUNT_MARKS_IN]);

/**
 * A number with the direction the bank writes after it ("32 180 T", "60463 Д", "84.20 DR"), or its currency's
 * code ("12,50 EUR"): a value, as an opening balance's line above the rows prints it, never a column's name.
 */
function isMarkedNumber(cell: string): boolean {
  const word = NUMBER_AND_WORD.exec(cell)?.[1];
  return word !== undefined && (DIRECTION_MARKS.has(word.toLowerCase()) || /^[A-Z]{3}$/.test(word));
}

/** A cell of one mark repeated, as a statement rules its table off or masks what it does not print ("********", "-----"). */
const MASK_CELL = /^([*\-=_~#.·•xX])\1{2,}$/;

/** A row of masks or rules only: a line printed above, under or inside the table (HDFC's "********" under its header). */
export function isMaskRow(fields: readonly string[]): boolean {
  let masks = 0;
  for (const f of fields) {
    const t = f.trim();
    if (t === "") continue;
    if (!MASK_CELL.test(t)) return false;
    masks++;
  }
  return masks > 0;
}

/**
 * A row of names, as wide as the table or as its used columns: a header of five names sits over rows that
 * all end with two empty fields (`…;EUR;;;`). A row of masks names nothing.
 */
export function looksLikeHeader(fields: readonly string[], width: number, usedWidth = width): boolean {
  const fits = fitsTable(fields, width) || (fields.length >= Math.max(2, usedWidth) && fields.length <= width);
  if (!fits || nonEmptyCount(fields) < Math.min(2, width) || isMaskRow(fields)) return false;
  let texty = 0;
  for (const f of fields) {
    const t = f.trim();
    if (t === "") continue;
    if (isDateCell(t) || NUMBER_CELL.test(t) || isMarkedNumber(t)) return false;
    texty++;
  }
  return texty >= 1;
}

/** Names a narrower header must have to be taken for one (two cells are as often a key and its value). */
const MIN_NAMES = 3;
/** Dated rows looked at under a narrower header: enough to see the spill is text, row after row. */
const ROWS_CHECKED = 50;

/**
 * The width of a header narrower than the rows under it, or `width` when there is none. Some banks name ten
 * columns and write the free text of a booking into two to four more, unnamed ones (an Austrian online
 * bank), so the rows are wider than the header and vary in width: the table is the named columns, and what
 * lies past them is spilled text. Taken only when the header is the row right above the first transaction,
 * the rows' date and amount are in the named columns, and what spills past them is text, never a number
 * or a date (that would be a headerless table under a line of names).
 */
export function namedWidth(records: readonly CsvRecord[], width: number): number {
  for (let k = 0; k < records.length; k++) {
    const names = recordAt(records, k).fields;
    const n = names.length;
    if (n >= width - 1 || nonEmptyCount(names) < MIN_NAMES || !looksLikeHeader(names, n)) continue;
    let next = k + 1;
    while (next < records.length && isBlank(recordAt(records, next).fields)) next++;
    const first = records[next]?.fields;
    const cells = first ? transactionCells(first) : null;
    if (!first || !cells || first.length < n || cells.date >= n || cells.amount >= n) continue;
    return spillsText(records, next, n) ? n : width;
  }
  return width;
}

/** Whether the dated rows from `from` on hold only text past their first `n` fields, and some hold text there. */
function spillsText(records: readonly CsvRecord[], from: number, n: number): boolean {
  let spilled = 0;
  for (let i = from, seen = 0; i < records.length && seen < ROWS_CHECKED; i++) {
    const f = recordAt(records, i).fields;
    const cells = transactionCells(f);
    if (!cells || cells.date >= n) continue;
    seen++;
    for (let c = n; c < f.length; c++) {
      const t = (f[c] ?? "").trim();
      if (t === "") continue;
      if (isDateCell(t) || NUMBER_CELL.test(t) || isMarkedNumber(t)) return false;
      spilled++;
    }
  }
  return spilled > 0;
}

/** A header cell as compared between sections: case, accents and punctuation set aside, in any script. */
export function headerName(cell: string): string {
  return cell
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Whether a row of names is the header of another section of the table whose header cells are `names`: at
 * least two of its names, and half of them, are the table's ("Datum" over the pending rows, "Buchungstag"
 * over the booked ones, the rest alike). A table of other names (a summary of balances) is another table.
 */
export function isSectionHeader(fields: readonly string[], names: ReadonlySet<string>, width: number): boolean {
  if (!looksLikeHeader(fields, width, Math.min(width, fields.length))) return false;
  let filled = 0;
  let shared = 0;
  for (const f of fields) {
    const name = headerName(f);
    if (name === "") continue;
    filled++;
    if (names.has(name)) shared++;
  }
  return shared >= 2 && shared * 2 >= filled;
}
