// A fixed-width export: no delimiter, every column padded to its width with spaces ("Delimited" is the other
// choice of many core-banking systems, and of mainframe statements turned into text). The columns are found by
// where the transaction lines hold text: the runs of positions some line fills, between gutters no line does.
// The file is then read as tab-delimited text with one cell per column, so the rest of the reader sees a table.
import { isDateCell } from "../../../locale/dates";
import { MAX_RECORD_CHARS, sampleRecords, transactionCells, type CsvRecord } from "./structure";

/** Lines looked at to find the columns: enough for a page of rows under a preamble. */
const SAMPLE_LINES = 400;
/** Transaction lines (a date and an amount, at the same place) that make a layout. */
const MIN_ROWS = 3;
/** Share of the transaction lines whose date starts at one place: the columns are aligned. */
const ALIGNED_SHARE = 0.8;
/** Columns a layout has at least: a date, a text and an amount. */
const MIN_COLUMNS = 3;

/** A run of a line's text between runs of two or more spaces (a cell, or a header's name). */
interface Token {
  start: number;
  end: number;
  text: string;
}

/**
 * The start of each column of a fixed-width text (the first at 0), or null when its lines are no such table:
 * at least three lines with a date and an amount, their dates aligned, cut into at least three columns.
 */
export function fixedWidthColumns(text: string): number[] | null {
  const lines = text.split("\n", SAMPLE_LINES);
  const rows: Token[][] = [];
  const dateStarts = new Map<number, number>();
  for (const line of lines) {
    // A tab delimits: its columns line up only by chance.
    if (line.includes("\t")) continue;
    const tokens = tokensOf(line);
    const cells = transactionCells(tokens.map((t) => t.text));
    if (cells === null) continue;
    rows.push(tokens);
    const at = tokens[cells.date]?.start ?? -1;
    dateStarts.set(at, (dateStarts.get(at) ?? 0) + 1);
  }
  if (rows.length < MIN_ROWS || Math.max(...dateStarts.values()) < rows.length * ALIGNED_SHARE) return null;
  const spans = ruledSpans(lines) ?? filledSpans(rows);
  if (spans.length < MIN_COLUMNS) return null;
  // A column starts halfway across the gutter before it: a header's name may stand a little left of its values.
  return spans.map(([start], i) => (i === 0 ? 0 : Math.ceil((start + (spans[i - 1]?.[1] ?? 0)) / 2)));
}

/** A line that rules the columns under a header: runs of dashes, equals signs or underscores between spaces. */
const RULE_LINE = /^\s*[-=_]{2,}(?:\s+[-=_]{2,}){2,}\s*$/;

/** The columns a rule line draws ("---------- ---------- -------"), when the text has one. */
function ruledSpans(lines: readonly string[]): [number, number][] | null {
  const rule = lines.find((l) => RULE_LINE.test(l));
  if (rule === undefined) return null;
  const spans: [number, number][] = [];
  const re = /[-=_]+/g;
  for (let m = re.exec(rule); m !== null; m = re.exec(rule)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/** The columns as the runs of positions some transaction line fills, between gutters none does. */
function filledSpans(rows: readonly Token[][]): [number, number][] {
  const width = Math.max(...rows.map((r) => r.at(-1)?.end ?? 0));
  const filled = new Uint8Array(width + 1);
  for (const r of rows) for (const t of r) filled.fill(1, t.start, t.end);
  const spans: [number, number][] = [];
  for (let p = 0; p < width; p++) {
    if (filled[p] === 0) continue;
    const start = p;
    while (p < width && filled[p] === 1) p++;
    spans.push([start, p]);
  }
  return spans;
}

/**
 * A line's tokens: its text cut at runs of two or more spaces, and the dates that lead a run and an amount with its
 * decimals that ends one cut off the text a single space joins them to ("03/05/2024 03/05/2024 TESCO", "TESCO 12.50").
 */
export function tokensOf(line: string): Token[] {
  const out: Token[] = [];
  const re = /\S+(?: \S+)*/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) {
    const piece = m[0].replace(/\r$/, "");
    if (piece !== "") splitJoined(piece, m.index, out);
  }
  return out;
}

/** A date beside a cell, for transactionCells to say whether that cell is an amount. */
const ANY_DATE = "01.01.2024";

/** An amount with its decimals, a sign or a direction after it: a number a single space may set apart from text. */
const MONEY_WITH_DECIMALS = /^[-+(]?[\d.,' ]*\d[.,]\d{2}\)?-?$/;

/** A token, or its leading dates and trailing amount apart from the text between them. */
function splitJoined(text: string, start: number, out: Token[]): void {
  const words = text.split(" ");
  let at = start;
  let first = 0;
  while (first < words.length - 1 && isDateCell(words[first] ?? "")) {
    const date = words[first++] ?? "";
    out.push({ start: at, end: at + date.length, text: date });
    at += date.length + 1;
  }
  // A number grouped by single spaces ("6 800,00") is one amount, not text and an amount.
  const whole = words.slice(first).join(" ");
  const grouped = transactionCells([ANY_DATE, whole])?.amount === 1;
  const amount = !grouped && words.length - first > 1 && MONEY_WITH_DECIMALS.test(words.at(-1) ?? "") ? words.at(-1) : undefined;
  const rest = words.slice(first, amount === undefined ? words.length : -1).join(" ");
  out.push({ start: at, end: at + rest.length, text: rest });
  if (amount !== undefined) out.push({ start: at + rest.length + 1, end: at + rest.length + 1 + amount.length, text: amount });
}

/** Whether a cell needs quotes in the tab-delimited text (it holds a quote or a tab). */
const NEEDS_QUOTES = /["\t]/;

/**
 * One line cut into the columns that start at `starts`, as tab-delimited text: each token goes where most of it lies;
 * a rule line is a blank one.
 */
export function delimitedLine(line: string, starts: readonly number[]): string {
  const cr = line.endsWith("\r");
  const text = cr ? line.slice(0, -1) : line;
  // A rule line drew the columns; it holds no cell.
  const tokens = RULE_LINE.test(text) ? [] : tokensOf(text);
  if (tokens.length === 0) return cr ? "\r" : "";
  const cells: string[] = new Array<string>(starts.length).fill("");
  for (const t of tokens) {
    const c = columnOf(t, starts);
    cells[c] = cells[c] === "" ? t.text : `${cells[c]} ${t.text}`;
  }
  return cells.map((c) => (NEEDS_QUOTES.test(c) ? `"${c.replace(/\t/g, " ").replace(/"/g, '""')}"` : c)).join("\t") + (cr ? "\r" : "");
}

/** The column most of a token lies in. */
function columnOf(t: Token, starts: readonly number[]): number {
  let best = 0;
  let most = -1;
  for (let c = 0; c < starts.length; c++) {
    const from = Math.max(t.start, starts[c] ?? 0);
    const to = Math.min(t.end, starts[c + 1] ?? Number.POSITIVE_INFINITY);
    if (to - from > most) [best, most] = [c, to - from];
  }
  return best;
}

/**
 * A fixed-width text read piece by piece as tab-delimited text: each complete line is cut into the columns, the
 * last, incomplete one held until the next piece (or the end) completes it. Lines stay lines, so rows keep their numbers.
 */
export class FixedWidthText {
  private tail = "";

  constructor(private readonly starts: readonly number[]) {}

  /**
   * The delimited text of the lines `piece` completes (all of them when `final`). A line longer than any record is
   * handed on as it is, for the tokenizer to refuse (structure.ts' MAX_RECORD_CHARS), not held here.
   */
  next(piece: string, final: boolean): string {
    const text = this.tail + piece;
    const end = final ? text.length : text.lastIndexOf("\n") + 1;
    this.tail = text.slice(end);
    if (this.tail.length > MAX_RECORD_CHARS) {
      const long = this.tail;
      this.tail = "";
      return this.next(text.slice(0, end), false) + long;
    }
    if (end === 0) return "";
    return text
      .slice(0, end)
      .split("\n")
      .map((line) => delimitedLine(line, this.starts))
      .join("\n");
  }
}

/** A whole text as tab-delimited text, cut into the columns that start at `starts`. */
export function asDelimited(text: string, starts: readonly number[]): string {
  return new FixedWidthText(starts).next(text, true);
}

/** The sample's records as a profile reads its text: cut into its fixed-width columns first where it has them. */
export function profileRecords(
  text: string,
  profile: { delimiter: string; quote: string; fixedWidth?: readonly number[] | undefined },
  isWholeFile: boolean,
): CsvRecord[] {
  const delimited = profile.fixedWidth ? asDelimited(text, profile.fixedWidth) : text;
  return sampleRecords(delimited, profile.delimiter, profile.quote, isWholeFile);
}
