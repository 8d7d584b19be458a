// Text → records (with their physical line numbers), and the shape of the table inside the file:
// delimiter, preamble lines before the header, the header itself, footer lines after the table.

export type Delimiter = "," | ";" | "\t" | "|";

/** The delimiters banks use, in the order we prefer them on a tie (comma is the default of "CSV"). */
export const DELIMITERS: readonly Delimiter[] = [",", ";", "\t", "|"];

export interface CsvRecord {
  /** 1-based physical line where the record starts. */
  line: number;
  /** Physical lines the record spans (more than 1 when a quoted field holds line breaks). */
  lines: number;
  fields: string[];
}

/**
 * An incremental CSV tokenizer (RFC 4180 quoting, CRLF or LF). Feed text in pieces; it returns every
 * complete record and keeps the incomplete tail, so a quoted field may span chunk boundaries.
 * Written with indexOf over the whole buffer instead of a per-character loop: it is the hot path.
 */
export class CsvTokenizer {
  private buf = "";
  private line = 1;
  private readonly quoteCode: number;

  constructor(
    private readonly delimiter: string,
    private readonly quote: string,
  ) {
    this.quoteCode = quote.charCodeAt(0);
  }

  push(text: string, final: boolean, out: CsvRecord[]): void {
    const buf = this.buf.length === 0 ? text : this.buf + text;
    const len = buf.length;
    const delim = this.delimiter;
    const quote = this.quote;
    const qc = this.quoteCode;
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
      const fields: string[] = [];
      for (;;) {
        if (buf.charCodeAt(pos) === qc) {
          // Quoted field: find the closing quote, unescaping "" on the way.
          let value = "";
          let p = pos + 1;
          let q: number;
          for (;;) {
            q = buf.indexOf(quote, p);
            if (!final && (q < 0 || q + 1 >= len)) {
              complete = false;
              break outer;
            }
            if (q < 0) {
              // Unterminated quote at the end of the file: the rest is the value.
              q = len;
              value += buf.slice(p);
              break;
            }
            if (buf.charCodeAt(q + 1) === qc) {
              value += buf.slice(p, q + 1);
              p = q + 2;
              continue;
            }
            value += buf.slice(p, q);
            break;
          }
          line += countNl(buf, pos, q);
          pos = q + 1;
          if (nextNl < pos && nextNl !== -1) nextNl = buf.indexOf("\n", pos);
          if (nextDelim < pos && nextDelim !== -1) nextDelim = buf.indexOf(delim, pos);
          if (nextNl === -1 && !final && (nextDelim === -1 || pos >= len)) {
            complete = false;
            break outer;
          }
          const end = endOfField(nextDelim, nextNl, len);
          if (end > pos) {
            // Text between the closing quote and the delimiter is kept (lenient, like papaparse).
            const tail = buf.slice(pos, end);
            value += end === nextNl && tail.endsWith("\r") ? tail.slice(0, -1) : tail;
          }
          fields.push(value);
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
          fields.push(buf.slice(pos, nextDelim));
          pos = nextDelim + 1;
          if (pos >= len) {
            // A trailing delimiter at the very end of the file: one more, empty field.
            fields.push("");
            break;
          }
          continue;
        }
        const end = nextNl === -1 ? len : nextNl;
        const cr = end > pos && buf.charCodeAt(end - 1) === 13 ? 1 : 0;
        fields.push(buf.slice(pos, end - cr));
        pos = end + 1;
        if (nextNl !== -1) line++;
        break;
      }
      out.push({ line: recLine, lines: Math.max(1, line - recLine), fields });
    }
    if (complete) {
      this.buf = "";
      this.line = line;
    } else {
      this.buf = buf.slice(recStart);
      this.line = recLine;
    }
  }
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

export function isBlank(fields: readonly string[]): boolean {
  for (const f of fields) if (f.trim() !== "") return false;
  return true;
}

export function nonEmptyCount(fields: readonly string[]): number {
  let n = 0;
  for (const f of fields) if (f.trim() !== "") n++;
  return n;
}

/** Reads the first records of a sample (the incomplete last record of a cut sample is left out). */
export function sampleRecords(text: string, delimiter: string, quote: string, isWholeFile: boolean): CsvRecord[] {
  const out: CsvRecord[] = [];
  new CsvTokenizer(delimiter, quote).push(text, isWholeFile, out);
  return out.length > SAMPLE_RECORDS ? out.slice(0, SAMPLE_RECORDS) : out;
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
 */
export function chooseDelimiter(text: string, quote: string, isWholeFile: boolean): DelimiterChoice | null {
  let best: (DelimiterChoice & { rows: number }) | null = null;
  const candidates: (DelimiterChoice & { rows: number })[] = [];
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
    // Fewer than 30% of the lines at one width is prose or a one-column list, not a table.
    if (width < 2 || rows < Math.min(2, nonBlank) || rows < nonBlank * 0.3) continue;
    candidates.push({ delimiter: d, width, records, rows });
  }
  for (const c of candidates) {
    if (!best) best = c;
    else if (c.rows > best.rows * 1.1) best = c;
    // 10%: a near tie (e.g. the header of a ";" file has no decimal commas) goes to the wider table.
    else if (c.rows >= best.rows * 0.9 && c.width > best.width) best = c;
  }
  return best && { delimiter: best.delimiter, width: best.width, records: best.records };
}

/** Whether a record can belong to the table (the header may miss or add a trailing delimiter). */
export function fitsTable(fields: readonly string[], width: number): boolean {
  const w = fields.length;
  return w >= width - 1 && w <= width + 1 && w >= 2;
}
