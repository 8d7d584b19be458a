// A statement's lines read in order (page after page, band after band): a row is a line that starts with a date and
// has words and an amount in one of the page's amount columns; a line under a row, indented past its date, continues
// its description; a line with an amount in a column but no date is a figure (a balance, a total, a charge without a
// day); any other line is a heading and starts a new section. Which column means what is decided later (columns.ts).
import { amountOf, dateAt, type PrintedDate } from "./tokens";
import { bandsOf, linesOf, type Line, type Word } from "./layout";

/** An amount where it stands: its right edge places it in a column. */
export interface Placed {
  cents: number;
  signed: boolean;
  end: number;
}

export interface Row {
  kind: "row";
  page: number;
  date: PrintedDate;
  description: string[];
  amounts: Placed[];
  section: number;
  /** The band it was read in (a page's half, when two lists stand side by side), counted over the statement. */
  band: number;
}

export interface Figure {
  kind: "figure";
  page: number;
  label: string;
  amounts: Placed[];
  /** Whether the figure stands in a column of the page's rows (a charge or a total), not in a summary box. */
  inColumn: boolean;
  section: number;
  band: number;
}

export interface Heading {
  kind: "heading";
  page: number;
  text: string;
  section: number;
  band: number;
  /** Its words where they stand: a column's header word is above the column's amounts. */
  words: { text: string; x: number; end: number }[];
}

export type Entry = Row | Figure | Heading;

/** Right edges within this many points are one column. */
const ALIGN = 4;

export function startsWithDate(text: string): boolean {
  return dateAt(text) !== null;
}

/** Every page's lines as entries, in reading order; `pages` are the words of each page. */
export function entriesOf(pages: readonly Word[][]): Entry[] {
  const entries: Entry[] = [];
  let section = 0;
  let bands = 0;
  pages.forEach((words, p) => {
    for (const band of bandsOf(words, startsWithDate, (text) => amountOf(text) !== null)) {
      bands++;
      const lines = linesOf(band).map(withMarks);
      const columns = amountColumns(lines);
      let last: { row: Row; y: number; size: number; dateX: number } | null = null;
      section++;
      for (const line of lines) {
        const entry = entryOf(line, columns, p + 1, bands);
        if (entry.kind === "row") {
          entry.section = section;
          entries.push(entry);
          const first = line.words[0] as Word;
          last = { row: entry, y: line.y, size: first.size, dateX: first.x };
          continue;
        }
        const first = line.words[0] as Word;
        const continues = last !== null && last.y - line.y < last.size * 3.2 && first.x > last.dateX + 2;
        if (entry.kind === "heading" && continues && last) {
          last.row.description.push(line.text);
          last.y = line.y;
          continue;
        }
        if (entry.kind === "heading" && last && dateAt(line.text)?.length === line.text.length) continue; // a second date (value date) under its row
        last = null;
        if (entry.kind === "figure") {
          entries.push({ ...entry, section });
        } else {
          section++;
          entries.push({ ...entry, section });
        }
        if (entry.kind === "figure") section++;
      }
    }
  });
  return entries;
}

/** A Cr or Dr mark drawn as a word of its own, just after an amount ("1,25,000.00" "Cr"). */
const MARK = /^(?:CR|DR|Cr|Dr)\.?$/;

/** The line with each such mark joined to its amount, as a bank that draws them in one item prints it. */
function withMarks(line: Line): Line {
  const words: Word[] = [];
  for (const w of line.words) {
    const prev = words.at(-1);
    if (
      prev &&
      MARK.test(w.text.trim()) &&
      w.x - prev.end <= prev.size * 1.5 &&
      amountOf(prev.text) !== null &&
      !/[A-Za-z]\.?$/.test(prev.text.trim())
    )
      words[words.length - 1] = { ...prev, text: `${prev.text.trim()} ${w.text.trim()}`, end: w.end };
    else words.push(w);
  }
  return words.length === line.words.length ? line : { ...line, words, text: words.map((w) => w.text.trim()).join(" ") };
}

/** The right edges of the amounts on date-led lines: the band's amount columns. */
function amountColumns(lines: readonly Line[]): number[] {
  const ends: number[] = [];
  for (const line of lines) {
    const split = dateLed(line);
    if (!split) continue;
    const amounts = split.rest.filter((w) => amountOf(w.text) !== null);
    if (amounts.length === 0 || !split.rest.some((w) => amountOf(w.text) === null && /\p{L}/u.test(w.text))) continue;
    for (const w of amounts) ends.push(w.end);
  }
  ends.sort((a, b) => a - b);
  const columns: { end: number; count: number }[] = [];
  for (const end of ends) {
    const c = columns.at(-1);
    if (c && end - c.end <= ALIGN * 2) {
      c.end = (c.end * c.count + end) / (c.count + 1);
      c.count++;
    } else columns.push({ end, count: 1 });
  }
  return columns.map((c) => c.end);
}

/** A line that starts with a date: the date and the words after it (a first item holding more than the date is cut). */
function dateLed(line: Line): { date: PrintedDate; rest: Word[] } | null {
  const first = line.words[0];
  if (!first) return null;
  const found = dateAt(first.text);
  if (!found) return null;
  const tail = first.text.trimStart().slice(found.length).trim();
  const rest = line.words.slice(1);
  if (tail !== "") rest.unshift({ ...first, text: tail, x: first.x + (first.end - first.x) * (1 - tail.length / first.text.length) });
  return { date: found.date, rest };
}

function aligned(word: Word, columns: readonly number[]): boolean {
  return columns.some((end) => Math.abs(word.end - end) <= ALIGN);
}

function entryOf(line: Line, columns: readonly number[], page: number, band: number): Entry {
  const led = dateLed(line);
  if (led) {
    const amounts = led.rest.filter((w) => aligned(w, columns) && amountOf(w.text) !== null);
    const words = led.rest.filter((w) => !amounts.includes(w));
    if (amounts.length > 0 && words.some((w) => /\p{L}/u.test(w.text))) {
      return {
        kind: "row",
        page,
        date: led.date,
        description: [words.map((w) => w.text.trim()).join(" ")],
        amounts: amounts.map(placed),
        section: 0,
        band,
      };
    }
  }
  const amounts = line.words.filter((w) => amountOf(w.text) !== null);
  if (amounts.length > 0 && !led) {
    const label = line.words
      .filter((w) => !amounts.includes(w))
      .map((w) => w.text.trim())
      .join(" ");
    const inColumn = amounts.length === 1 && amounts.every((w) => aligned(w, columns));
    return { kind: "figure", page, label, amounts: amounts.map(placed), inColumn, section: 0, band };
  }
  const words = line.words.map((w) => ({ text: w.text.trim(), x: w.x, end: w.end }));
  return { kind: "heading", page, text: line.text, section: 0, band, words };
}

function placed(word: Word): Placed {
  const amount = amountOf(word.text) as NonNullable<ReturnType<typeof amountOf>>;
  return { cents: amount.cents, signed: amount.signed, end: word.end };
}
