// Cells as the planner reads them: trimmed, with the space padding of fixed-width bank fields collapsed. Most
// cells are clean already and are sliced once, as they are; what makes one unclean is found without reading it.
import type { RecordSpans } from "./structure";

/** Trimmed, with the space padding of fixed-width bank fields collapsed. */
export function clean(s: string): string {
  const t = s.trim();
  // One pass instead of three indexOf scans: only a double space, a line break or a tab needs the regex.
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 10 || c === 9 || (c === 32 && t.charCodeAt(i + 1) === 32)) return t.replace(/\s+/g, " ");
  }
  return t;
}

const isPrintableAscii = (c: number): boolean => c > 32 && c < 127;

/** A text read in place: `text` from `start` to `end`. */
export interface TextSpan {
  text: string;
  start: number;
  end: number;
}

/** `into` becomes the whole of `text`. */
export function wholeText(text: string, into: TextSpan): void {
  into.text = text;
  into.start = 0;
  into.end = text.length;
}

export function copySpan(from: Readonly<TextSpan>, into: TextSpan): void {
  into.text = from.text;
  into.start = from.start;
  into.end = from.end;
}

/**
 * `clean(rec.field(i))`, read on the record's own text. A cell that starts and ends with a printable ASCII character
 * and holds no tab, line break or double space is sliced once, as it is. The text's next tab and next double space
 * are found with indexOf, which reads many characters at a time, and kept until a cell past them asks; a line break
 * inside a cell makes its record span lines. A slice of a long text is a view into it, which every later
 * character read pays to follow: `last` says where the cell is in the record's text, for those who read it often.
 */
export class CellReader {
  /** Where the last cell asked for is: in its record's text when it was sliced as it is, else the cell's own text. */
  readonly last: TextSpan = { text: "", start: 0, end: 0 };
  /** The text the places below are of (the tokenizer's piece). */
  private text = "";
  /** Where the next tab and the next two spaces in a row are, at or after the last cell asked; the text's length when nowhere. */
  private nextTab = -1;
  private nextDoubleSpace = -1;

  field(rec: RecordSpans, i: number): string {
    const start = i >= 0 && i < rec.count ? (rec.starts[i] ?? -1) : -1;
    if (start < 0) return this.cleaned(rec.field(i));
    const end = rec.ends[i] ?? start;
    if (start === end) return this.cleaned("");
    const buf = rec.buf;
    if (rec.lines > 1 || !isPrintableAscii(buf.charCodeAt(start)) || !isPrintableAscii(buf.charCodeAt(end - 1))) {
      return this.cleaned(buf.slice(start, end));
    }
    if (buf !== this.text) {
      this.text = buf;
      this.nextTab = -1;
      this.nextDoubleSpace = -1;
    }
    if (this.nextTab < start) this.nextTab = found(buf.indexOf("\t", start), buf);
    // The cell's ends are printable: a tab or a second space inside it is before its last character.
    if (this.nextTab < end) return this.cleaned(buf.slice(start, end));
    if (this.nextDoubleSpace < start) this.nextDoubleSpace = found(buf.indexOf("  ", start), buf);
    if (this.nextDoubleSpace < end - 1) return this.cleaned(buf.slice(start, end));
    const last = this.last;
    last.text = buf;
    last.start = start;
    last.end = end;
    return buf.slice(start, end);
  }

  private cleaned(cell: string): string {
    const text = clean(cell);
    wholeText(text, this.last);
    return text;
  }
}

const found = (at: number, text: string): number => (at < 0 ? text.length : at);
