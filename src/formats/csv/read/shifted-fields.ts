// A row with more fields than the table because a text value in the middle held the delimiter, unquoted
// (an address "UL. POLNA 1, LOK. 2" in a comma file): every field after it is shifted, the amount among
// them. The row is read again with the split value joined back where that makes every typed
// column (dates, amounts, currency codes) read as the other rows do. A spill past the named columns (free
// text only, row-planner.ts) needs none of this.
import { isDateCell } from "../../../locale/dates";
import { recordAt, type CsvRecord } from "./structure";

/** What a column holds in the rows of the table's width: its cells must read so after a realignment. */
export type CellCheck = (cell: string) => boolean;

/**
 * Where the split value starts: the text column `p` whose joining with the `extra` fields after it makes every
 * typed column read (`typed`: column → check), or -1. Preferred: the place where the piece after the cut
 * starts with a space (text writes ", " where the file's delimiter has none), then the text columns in
 * `textFirst` order.
 */
export function mergePoint(
  field: (i: number) => string,
  columns: number,
  extra: number,
  typed: ReadonlyMap<number, CellCheck>,
  textFirst: readonly number[],
): number {
  // The fields that are a number, found once: each place weighed asks whether one is among the extra fields after
  // it, and a row of a million fields asked that at each place read them all again each time.
  const numbers: number[] = [];
  for (let k = 1; k < columns + extra; k++) if (NUMBER_PIECE.test(field(k).trim())) numbers.push(k);
  const fits = (p: number): boolean => {
    if (typed.has(p)) return false;
    // What was cut off a text value is text: a piece that is a number was cut off an amount ("-150,00").
    if (p < columns) {
      const next = numbers.find((k) => k > p);
      if (next !== undefined && next <= p + extra) return false;
    }
    for (const [c, ok] of typed) {
      const cell = field(c < p ? c : c + extra).trim();
      if (cell !== "" && !ok(cell)) return false;
    }
    return true;
  };
  // A row that reads as it is (its extra fields trail the named ones) is not shifted.
  if (fits(columns)) return -1;
  const candidates: number[] = [];
  for (const p of textFirst) if (p < columns && !candidates.includes(p) && fits(p)) candidates.push(p);
  for (let p = 0; p < columns; p++) if (!candidates.includes(p) && fits(p)) candidates.push(p);
  return candidates.find((p) => /^\s/.test(field(p + 1))) ?? candidates[0] ?? -1;
}

/** A cell that is only digits and separators. */
const NUMBER_PIECE = /^[-+(]?[\d.,' ]+\)?$/;
/** A number as a money or balance cell writes it (signs, separators, a currency sign or code). */
const MONEY = /^[(+\-−]?\s*(?:[A-Z]{3}|[$€£¥])?\s*\d[\d.,'’\s]*\s*(?:[A-Z]{3}|[$€£¥])?\s*[)\-−]?$/;
/** A currency code. */
const CODE = /^[A-Z]{3}$/;

/**
 * The sample's rows (`rows`, indexes into `records`) wider than the table whose fields were shifted, read
 * again: the kind of each column is what every row of the table's width holds in it (dates, money, codes).
 * Needs at least two rows of that width, and more of them than shifted ones. Changes `records` in place.
 */
export function realignSample(records: CsvRecord[], rows: readonly number[], width: number, delimiter: string): void {
  const regular = rows.filter((i) => recordAt(records, i).fields.length === width);
  const wider = rows.filter((i) => recordAt(records, i).fields.length > width);
  if (wider.length === 0 || regular.length < 2 || regular.length <= wider.length) return;
  const typed = new Map<number, CellCheck>();
  for (let c = 0; c < width; c++) {
    // Every regular row has `width` fields, so cell c is there.
    const cells = regular.map((i) => (recordAt(records, i).fields[c] ?? "").trim()).filter((v) => v !== "");
    if (cells.length === 0) continue;
    for (const ok of [isDateCell, (v: string) => MONEY.test(v), (v: string) => CODE.test(v)]) {
      if (cells.every(ok)) {
        typed.set(c, ok);
        break;
      }
    }
  }
  for (const i of wider) {
    const record = recordAt(records, i);
    const fields = record.fields;
    const extra = fields.length - width;
    const p = mergePoint((k) => fields[k] ?? "", width, extra, typed, []);
    if (p >= 0) record.fields = [...fields.slice(0, p), fields.slice(p, p + extra + 1).join(delimiter), ...fields.slice(p + extra + 1)];
  }
}
