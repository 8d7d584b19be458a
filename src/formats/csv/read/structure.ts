// Text → records (with their physical line numbers), and the shape of the table inside the file:
// delimiter, preamble lines before the header, the header itself, footer lines after the table.
import { SourceInputError } from "../../errors";
import { isDateCell } from "../../../locale/dates";

export type Delimiter = "," | ";" | "\t" | "|";

/** The delimiters banks use, in the order we prefer them on a tie (comma is the default of "CSV"). */
export const DELIMITERS: readonly Delimiter[] = [",", ";", "\t", "|"];

export interface CsvRecord {
  /** The record's place among all records of the text, blank ones included: what a profile's rows count. */
  index: number;
  /** 1-based physical line where the record starts. */
  line: number;
  /** Physical lines the record spans (more than 1 when a quoted field holds line breaks). */
  lines: number;
  fields: string[];
}

/**
 * One record as spans of the text it was read from, reused from record to record: a field is sliced only
 * when the planner asks for it (a bank export has columns nobody reads), and no per-record array or object
 * is allocated. Valid only during the callback that receives it.
 */
export class RecordSpans {
  buf = "";
  /** 1-based physical line where the record starts. */
  line = 1;
  /** Physical lines the record spans (more than 1 when a quoted field holds line breaks). */
  lines = 1;
  /** Number of fields. */
  count = 0;
  /** Start of each field in `buf`; -1 when the value is in `values` (a quoted field with "" or trailing text). */
  starts = new Int32Array(16);
  ends = new Int32Array(16);
  values: string[] = [];

  /** Field i, or "" past the end (as `fields[i] ?? ""` was). */
  field(i: number): string {
    if (i < 0 || i >= this.count) return "";
    // Past the arrays' end reads as a missing value, which is "" as past the count.
    const s = this.starts[i] ?? -1;
    return s >= 0 ? this.buf.slice(s, this.ends[i]) : (this.values[i] ?? "");
  }

  /** Whether field i is present, non-empty and starts with a printable character (cheap, no slicing). */
  startsPrintable(i: number): boolean {
    if (i >= this.count) return false;
    const s = this.starts[i] ?? -1;
    if (s >= 0) return (this.ends[i] ?? s) > s && this.buf.charCodeAt(s) > 32;
    const v = this.values[i] ?? "";
    return v.length > 0 && v.charCodeAt(0) > 32;
  }

  /** Whether every field is empty or blanks (read in place). */
  isBlank(): boolean {
    for (let i = 0; i < this.count; i++) if (!this.isBlankField(i)) return false;
    return true;
  }

  /** Whether field i is empty or blanks, as its trim() would be "" (read in place). */
  isBlankField(i: number): boolean {
    const s = this.starts[i] ?? -1;
    if (s < 0) return (this.values[i] ?? "").trim() === "";
    const end = this.ends[i] ?? s;
    for (let k = s; k < end; k++) if (!isBlankChar(this.buf.charCodeAt(k))) return false;
    return true;
  }

  /** Whether field i equals `v` (compared in place, without slicing). */
  is(i: number, v: string): boolean {
    if (i < 0 || i >= this.count) return v === "";
    const s = this.starts[i] ?? -1;
    if (s < 0) return this.values[i] === v;
    if ((this.ends[i] ?? s) - s !== v.length) return false;
    // A loop over a dozen characters beats the call into startsWith (a date cell is compared on every row).
    const buf = this.buf;
    for (let k = 0; k < v.length; k++) if (buf.charCodeAt(s + k) !== v.charCodeAt(k)) return false;
    return true;
  }

  /** Fields `at`…`at + extra` joined into one with `joint` (a value an unquoted delimiter cut), the rest moved up. */
  merge(at: number, extra: number, joint: string): void {
    let value = this.field(at);
    for (let k = 1; k <= extra; k++) value += joint + this.field(at + k);
    this.starts[at] = -1;
    this.values[at] = value;
    for (let i = at + 1; i + extra < this.count; i++) {
      const s = this.starts[i + extra] ?? -1;
      this.starts[i] = s;
      this.ends[i] = this.ends[i + extra] ?? s;
      if (s < 0) this.values[i] = this.values[i + extra] ?? "";
    }
    this.count -= extra;
  }

  /** `missing` empty fields put in at `at`, the rest moved down: a row that lost cells there (merge(at, missing, "") undoes it). */
  widen(at: number, missing: number): void {
    for (let k = 0; k < missing; k++) this.addValue("");
    for (let i = this.count - 1; i >= at + missing; i--) {
      const s = this.starts[i - missing] ?? -1;
      this.starts[i] = s;
      this.ends[i] = this.ends[i - missing] ?? s;
      if (s < 0) this.values[i] = this.values[i - missing] ?? "";
    }
    for (let i = at; i < at + missing; i++) {
      this.starts[i] = -1;
      this.values[i] = "";
    }
  }

  toArray(from = 0): string[] {
    const out: string[] = [];
    for (let i = from; i < this.count; i++) out.push(this.field(i));
    return out;
  }

  add(start: number, end: number): void {
    const n = this.count;
    if (n === this.starts.length) this.grow();
    this.starts[n] = start;
    this.ends[n] = end;
    this.count = n + 1;
  }

  addValue(value: string): void {
    const n = this.count;
    if (n === this.starts.length) this.grow();
    this.starts[n] = -1;
    this.values[n] = value;
    this.count = n + 1;
  }

  private grow(): void {
    if (this.starts.length >= MAX_RECORD_CELLS) throw tooWide(this.line);
    const s = new Int32Array(this.starts.length * 2);
    const e = new Int32Array(this.starts.length * 2);
    s.set(this.starts);
    e.set(this.ends);
    this.starts = s;
    this.ends = e;
  }
}

/**
 * The longest record read, in characters: a bank's row is under a kilobyte, a long memo a few. A record is held
 * whole until it ends, and what holding it costs grows with it (a 16 MB quoted cell or row of cells ran the
 * 128 MB isolate out of memory): past this the file is refused with a 422 that names the record's line. A field of
 * a few megabytes (a payee of 2.2 MB) is still one row's error, and the rest of the file imports.
 */
export const MAX_RECORD_CHARS = 4 * 1024 * 1024;

/**
 * The most cells a record may have: a spreadsheet's widest row (16,384 columns); a bank's has tens. What a record
 * costs grows with its cells, not its characters (a row of a million empty cells, 1 MiB, grew the heap by 37 MiB).
 */
export const MAX_RECORD_CELLS = 16_384;

function tooLong(line: number): SourceInputError {
  return new SourceInputError(
    `row ${line}: the record starting here is longer than ${MAX_RECORD_CHARS / (1024 * 1024)} MB (${MAX_RECORD_CHARS.toLocaleString("en")} characters): a quote that is never closed, or a row without line breaks? No bank's row is that long, so the file is not read`,
  );
}

function tooWide(line: number): SourceInputError {
  return new SourceInputError(
    `row ${line}: the record starting here has more than ${MAX_RECORD_CELLS.toLocaleString("en")} cells (a spreadsheet's widest row): the wrong delimiter, or not a bank's export? The file is not read`,
  );
}

/**
 * An incremental CSV tokenizer (RFC 4180 quoting, CRLF or LF). Feed text in pieces; it hands over every
 * complete record and keeps the incomplete tail, so a quoted field may span chunk boundaries.
 * Written with indexOf over the whole buffer instead of a per-character loop: it is the hot path.
 */
export class CsvTokenizer {
  private buf = "";
  /** How much text was held when a record was last found incomplete (0: none was). */
  private held = 0;
  private line = 1;
  private readonly quoteCode: number;
  /** The apostrophe when the quote is the double quote: a cell wholly inside apostrophes is read without them. */
  private readonly wrapCode: number;
  private readonly rec = new RecordSpans();

  constructor(
    private readonly delimiter: string,
    private readonly quote: string,
  ) {
    this.quoteCode = quote.charCodeAt(0);
    this.wrapCode = quote === '"' ? APOSTROPHE : -1;
  }

  /** The physical line of `text[index]` were `text` the next piece scanned (asked once, for a warning). */
  lineIn(text: string, index: number): number {
    return this.line + countNl(this.buf, 0, this.buf.length) + countNl(text, 0, index);
  }

  /** Calls `sink` with every complete record of the text; the RecordSpans passed is reused. */
  scan(text: string, final: boolean, sink: (r: RecordSpans) => void): void {
    // A record longer than a piece (one huge line, quoted field or row of cells) is scanned again from its start
    // only once the text held has doubled: scanned again at every piece, a record of a thousand pieces cost the
    // square of its length.
    if (!final && this.held > 0 && this.buf.length + text.length < 2 * this.held) {
      if (this.buf.length + text.length > MAX_RECORD_CHARS) throw tooLong(this.line);
      this.buf += text;
      return;
    }
    const buf = this.buf.length === 0 ? text : this.buf + text;
    const len = buf.length;
    const delim = this.delimiter;
    const quote = this.quote;
    const qc = this.quoteCode;
    const r = this.rec;
    r.buf = buf;
    let pos = 0;
    let nextNl = -2;
    let nextDelim = -2;
    let line = this.line;
    let recStart = 0;
    let recLine = line;
    let complete = true;
    outer: while (pos < len) {
      recStart = pos;
      recLine = line;
      r.count = 0;
      // Known from the start: a record refused for its cells names its row.
      r.line = recLine;
      for (;;) {
        // Padding before a quoted field (`"Date", "Description"`): the quotes still hold the field, delimiters and all.
        const c0 = buf.charCodeAt(pos);
        if (c0 === 32 || (c0 === 9 && delim !== "\t")) {
          let q0 = pos + 1;
          while (buf.charCodeAt(q0) === 32 || (buf.charCodeAt(q0) === 9 && delim !== "\t")) q0++;
          if (buf.charCodeAt(q0) === qc) pos = q0;
        }
        if (buf.charCodeAt(pos) === qc) {
          // Quoted field: find the closing quote; a string is built only to unescape "" (rare), once the field's end
          // is found (a piece appended at each "" made a cell of a million of them a million strings).
          const p = pos + 1;
          let from = p;
          let escaped = false;
          let q: number;
          let vEnd: number;
          for (;;) {
            q = buf.indexOf(quote, from);
            if (!final && (q < 0 || q + 1 >= len)) {
              complete = false;
              break outer;
            }
            if (q < 0) {
              // Unterminated quote at the end of the file: the rest is the value.
              q = len;
              vEnd = len;
              break;
            }
            if (buf.charCodeAt(q + 1) === qc) {
              escaped = true;
              from = q + 2;
              // A run of escaped quotes is stepped over here, not searched for again pair by pair.
              while (buf.charCodeAt(from) === qc && buf.charCodeAt(from + 1) === qc) from += 2;
              continue;
            }
            vEnd = q;
            break;
          }
          let value = escaped ? unescaped(buf.slice(p, vEnd), quote) : null;
          // No line break in [pos, q) when the next known one is at or past q.
          if (!(nextNl === -1 || nextNl >= q)) line += countNl(buf, pos, q);
          pos = q + 1;
          if (nextNl < pos && nextNl !== -1) nextNl = buf.indexOf("\n", pos);
          if (nextDelim < pos && nextDelim !== -1) nextDelim = buf.indexOf(delim, pos);
          if (nextNl === -1 && !final && (nextDelim === -1 || pos >= len)) {
            complete = false;
            break outer;
          }
          const end = endOfField(nextDelim, nextNl, len);
          // Text between the closing quote and the delimiter is kept (lenient, like papaparse); the CR of
          // a CRLF line end is not (the common case, checked without slicing).
          if (end > pos && !(end === nextNl && end === pos + 1 && buf.charCodeAt(pos) === 13)) {
            const tail = buf.slice(pos, end);
            const t = end === nextNl && tail.endsWith("\r") ? tail.slice(0, -1) : tail;
            if (t !== "") value = (value ?? buf.slice(p, vEnd)) + t;
          }
          if (value === null) r.add(p, vEnd);
          else r.addValue(value);
          pos = end + 1;
          if (end === nextNl) {
            line++;
            break;
          }
          if (end >= len) break;
          continue;
        }
        if (nextNl < pos && nextNl !== -1) nextNl = buf.indexOf("\n", pos);
        if (nextDelim < pos && nextDelim !== -1) nextDelim = buf.indexOf(delim, pos);
        if (nextNl === -1 && !final) {
          complete = false;
          break outer;
        }
        if (nextDelim !== -1 && (nextDelim < nextNl || nextNl === -1)) {
          this.addUnquoted(buf, pos, nextDelim);
          pos = nextDelim + 1;
          if (pos >= len) {
            // A trailing delimiter at the very end of the file: one more, empty field.
            r.add(len, len);
            break;
          }
          continue;
        }
        const end = nextNl === -1 ? len : nextNl;
        const cr = end > pos && buf.charCodeAt(end - 1) === 13 ? 1 : 0;
        this.addUnquoted(buf, pos, end - cr);
        pos = end + 1;
        if (nextNl !== -1) line++;
        break;
      }
      if (pos - recStart > MAX_RECORD_CHARS) throw tooLong(recLine);
      r.line = recLine;
      r.lines = line - recLine > 1 ? line - recLine : 1;
      sink(r);
    }
    r.buf = "";
    if (complete) {
      this.buf = "";
      this.held = 0;
      this.line = line;
    } else {
      if (len - recStart > MAX_RECORD_CHARS) throw tooLong(recLine);
      this.buf = buf.slice(recStart);
      this.held = this.buf.length;
      this.line = recLine;
    }
  }

  /**
   * An unquoted field: as it is, or without the apostrophes it is wholly inside of. A writer that quotes its labels
   * and dates with apostrophes and its texts with double quotes (South African and Python-made exports, SQL dumps)
   * leaves "'01 Mrt'" for a date: no reader sees a date, a header or a number through the apostrophes. One
   * apostrophe at one end ("'0123" as a spreadsheet keeps digits text, "Levi's") is the cell's own.
   */
  private addUnquoted(buf: string, start: number, end: number): void {
    const wrap = this.wrapCode;
    let from = start;
    let to = end;
    // Padding around the apostrophes ("5, '01 Mrt'") is the layout's, as around a quoted field.
    if (buf.charCodeAt(from) === 32) while (from < to && buf.charCodeAt(from) === 32) from++;
    if (buf.charCodeAt(from) === wrap) while (to > from && buf.charCodeAt(to - 1) === 32) to--;
    if (buf.charCodeAt(from) === wrap && to - from >= 2 && buf.charCodeAt(to - 1) === wrap) this.rec.add(from + 1, to - 1);
    else this.rec.add(start, end);
  }
}

/** The apostrophe's code: the other quote some banks' writers put around cells ("3,'Statement','01 Mar 2016'"). */
const APOSTROPHE = 39;

/** A quoted field's text with each doubled quote as one: split and join take a fifth of replaceAll's time on a million. */
const unescaped = (text: string, quote: string): string => text.split(quote + quote).join(quote);

/** A character String.prototype.trim takes away (the ASCII blanks, NBSP, the Unicode spaces, line ends, BOM). */
function isBlankChar(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return (
    c === 160 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

function countNl(s: string, from: number, to: number): number {
  let n = 0;
  let i = s.indexOf("\n", from);
  while (i >= 0 && i < to) {
    n++;
    i = s.indexOf("\n", i + 1);
  }
  return n;
}

function endOfField(nextDelim: number, nextNl: number, len: number): number {
  if (nextDelim !== -1 && (nextNl === -1 || nextDelim < nextNl)) return nextDelim;
  return nextNl === -1 ? len : nextNl;
}

/** Records to read when guessing the structure: enough to see past a preamble and a page of rows. */
const SAMPLE_RECORDS = 400;
/** Blank records kept of a run: one or two set a preamble or a footer apart; thousands say nothing more. */
const BLANK_RUN_KEPT = 2;

export function isBlank(fields: readonly string[]): boolean {
  for (const f of fields) if (f.trim() !== "") return false;
  return true;
}

export function nonEmptyCount(fields: readonly string[]): number {
  let n = 0;
  for (const f of fields) if (f.trim() !== "") n++;
  return n;
}

/**
 * Reads the first records of a sample (the incomplete last record of a cut sample is left out), each run of
 * blank records cut to its first BLANK_RUN_KEPT: a table under thousands of empty lines is still found, and
 * `index` keeps every record's place in the text.
 */
export function sampleRecords(text: string, delimiter: string, quote: string, isWholeFile: boolean): CsvRecord[] {
  const out: CsvRecord[] = [];
  let index = 0;
  let blankRun = 0;
  new CsvTokenizer(delimiter, quote).scan(text, isWholeFile, (r) => {
    const at = index++;
    if (out.length === SAMPLE_RECORDS) return;
    const fields = r.toArray();
    blankRun = isBlank(fields) ? blankRun + 1 : 0;
    if (blankRun <= BLANK_RUN_KEPT) out.push({ index: at, line: r.line, lines: r.lines, fields });
  });
  return out;
}

/**
 * The record at `position`, a place a scan of these same records found: an Error names the place when it
 * is not one (a bug, never bad input).
 */
export function recordAt(records: readonly CsvRecord[], position: number): CsvRecord {
  const record = records[position];
  if (record === undefined) throw new Error(`no record at position ${position} of ${records.length}`);
  return record;
}

/** The place among `records` of the record a profile counts as `index` (records.length when past them). */
export function positionOf(records: readonly CsvRecord[], index: number): number {
  const at = records.findIndex((r) => r.index >= index);
  return at < 0 ? records.length : at;
}

/** The profile's count for the record at `position` of `records` (the one after the last when past them). */
export function indexAt(records: readonly CsvRecord[], position: number): number {
  const last = records.at(-1);
  return records[position]?.index ?? (last === undefined ? 0 : last.index + 1);
}

export interface DelimiterChoice {
  delimiter: Delimiter;
  /** The width of the table: the most common field count. */
  width: number;
  records: CsvRecord[];
}

/**
 * The delimiter that makes the most records share one width of at least two fields. A decimal-comma file
 * delimited by ";" splits on "," too, but unevenly; on a near tie the wider table wins.
 *
 * The width is that of the rows shaped like transactions (a date and an amount), not of the most common
 * line: a month of five rows under ten key/value lines (`IBAN;…`, `Zeitraum;…`) is still a six-column
 * table, and a row that spills free text into unnamed columns does not widen it. A delimiter that splits
 * clearly fewer such rows than another loses whatever its line counts say.
 */
export function chooseDelimiter(text: string, quote: string, isWholeFile: boolean): DelimiterChoice | null {
  let best: Candidate | null = null;
  const candidates: Candidate[] = [];
  for (const d of DELIMITERS) {
    const records = sampleRecords(text, d, quote, isWholeFile);
    const counts = new Map<number, number>();
    let nonBlank = 0;
    for (const r of records) {
      if (isBlank(r.fields)) continue;
      nonBlank++;
      const w = r.fields.length;
      if (w >= 2) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    let width = 0;
    let rows = 0;
    for (const [w, n] of counts) if (n > rows || (n === rows && w > width)) [width, rows] = [w, n];
    const dated = transactionShape(records);
    // Fewer than 30% of the lines at one width is prose or a one-column list, not a table, unless the lines at that
    // width are a table by their cells: rows of one width that hold a date and an amount each (a short statement under
    // an address block and over a page of legal text), or a header over such rows (a wallet's two payments under
    // twenty lines of account details and notices).
    const table = rows >= nonBlank * 0.3 || dated.atWidth >= TABLE_AMID_PROSE || headedTable(records, dated.width);
    if (width < 2 || rows < Math.min(2, nonBlank) || !table) continue;
    // One dated row under a header of names is a table too (a day's statement under key/value lines of the account).
    if (dated.rows >= 2 || (dated.rows === 1 && headedTable(records, dated.width))) {
      width = dated.width;
      rows = counts.get(width) ?? 0;
    }
    candidates.push({ delimiter: d, width, records, rows, dated: dated.rows });
  }
  const mostDated = Math.max(0, ...candidates.map((c) => c.dated));
  for (const c of candidates) {
    // 80%: fewer transaction-shaped rows means the delimiter cuts through dates or amounts.
    if (mostDated >= 2 && c.dated < mostDated * 0.8) continue;
    if (!best) best = c;
    else if (c.rows > best.rows * 1.1) best = c;
    // 10%: a near tie (e.g. the header of a ";" file has no decimal commas) goes to the wider table.
    else if (c.rows >= best.rows * 0.9 && c.width > best.width) best = c;
    // Same shape both ways ("01.03.2024;1523,20"): more lines that fit wins (the header has no decimal
    // comma), then the semicolon, because commas double as decimal marks and semicolons do not.
    else if (c.width === best.width && c.rows >= best.rows && (c.rows > best.rows || (best.delimiter === "," && c.delimiter === ";")))
      best = c;
  }
  return best && { delimiter: best.delimiter, width: best.width, records: best.records };
}

type Candidate = DelimiterChoice & { rows: number; dated: number };

/**
 * Whether the records hold a table however few its rows: a record of names (no date, no number) of `width` cells, and
 * under it, before any line of another shape, at least one of `width` cells with a date and an amount. Prose split at
 * its commas has neither a date cell nor an amount cell; a key and its value ("Name:,Wang") are two cells, no table.
 */
export function headedTable(records: readonly CsvRecord[], width: number): boolean {
  if (width < 3) return false;
  for (let i = 0; i < records.length; i++) {
    const names = records[i]?.fields ?? [];
    if (!fitsTable(names, width) || !namesOnly(names)) continue;
    for (let k = i + 1; k < records.length; k++) {
      const f = records[k]?.fields ?? [];
      if (isBlank(f)) continue;
      if (!fitsTable(f, width) || transactionCells(f) === null) break;
      return true;
    }
  }
  return false;
}

/** At least three non-empty cells, none of them a date or a number. */
function namesOnly(fields: readonly string[]): boolean {
  let names = 0;
  for (const f of fields) {
    const t = f.trim();
    if (t === "") continue;
    if (isDateCell(t) || /^[-+(]?[\d\s.,'€$£¥]+\)?-?$/.test(t)) return false;
    names++;
  }
  return names >= 3;
}

/** Rows of one width, each with a date and an amount, that make a table however much prose is around them. */
const TABLE_AMID_PROSE = 3;

/**
 * A cell that could be an amount: digits with separators, a sign or brackets, a currency, a word of its direction
 * in any script ("Dr", "(Cr)", "debit", "Hævet", "Д", "支出"); at most 12 digits (longer is an account number).
 */
const AMOUNTISH =
  /^[\s(+\-−]*(?:[A-Z]{3}|[$€£¥₹]|Rs\.?)?\s*\d[\d.,'’\s\u00a0\u202f]*\s*(?:[A-Z]{3}|[$€£¥₹])?(?:\s*\(?\p{L}{1,12}\.?\)?)?[\s)\-−]*$/u;

/**
 * The most common width of the records that hold a date and, in another cell, an amount (wider on a tie): `rows`
 * counts such records of any width, `atWidth` those of that width.
 */
export function transactionShape(records: readonly CsvRecord[]): { width: number; rows: number; atWidth: number } {
  const counts = new Map<number, number>();
  let total = 0;
  for (const r of records) {
    if (transactionCells(r.fields) === null) continue;
    total++;
    counts.set(r.fields.length, (counts.get(r.fields.length) ?? 0) + 1);
  }
  let width = 0;
  let rows = 0;
  for (const [w, n] of counts) if (n > rows || (n === rows && w > width)) [width, rows] = [w, n];
  return { width, rows: total, atWidth: rows };
}

/** The first date cell of a record and the first amount cell after or before it; null when it has not both. */
export function transactionCells(fields: readonly string[]): { date: number; amount: number } | null {
  let date = -1;
  let amount = -1;
  for (let c = 0; c < fields.length && (date < 0 || amount < 0); c++) {
    const f = fields[c];
    if (f === undefined || f.length < 1 || f.length > 40) continue;
    if (date < 0 && isDateCell(f)) date = c;
    else if (amount < 0 && AMOUNTISH.test(f) && countDigits(f) <= 12 && !isDateCell(f)) amount = c;
  }
  return date < 0 || amount < 0 ? null : { date, amount };
}

function countDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** Whether a record can belong to the table (the header may miss or add a trailing delimiter). */
export function fitsTable(fields: readonly string[], width: number): boolean {
  const w = fields.length;
  return w >= width - 1 && w <= width + 1 && w >= 2;
}
