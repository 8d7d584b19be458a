// A statement's lines read in order (page after page, band after band): a row is a line that starts with a date and
// has words and an amount in one of the page's amount columns; a line under a row, indented past its date, continues
// its description; a line with an amount in a column but no date is a figure (a balance, a total, a charge without a
// day); any other line is a heading and starts a new section. Which column means what is decided later (columns.ts).
import { amountOf, dateAt, type Amount, type PrintedDate, wholeAmountOf } from "./tokens";
import { ALIGN, bandsOf, linesOf, type Line, type Word } from "./layout";

/** An amount where it stands: its right edge places it in a column. */
export interface Placed {
  cents: number;
  signed: boolean;
  end: number;
  /** The word printed after the number, lowercase ("cr", "haben", "nợ"): see tokens.ts' Amount. */
  mark?: string;
  /** A whole number printed as bare digits, how many (a reference or a year is so printed too: columns.ts). */
  plain?: number;
}

/**
 * How the statement prints its amounts: with decimals (most banks), or as whole numbers (forint, dong, yen; or
 * cents where the header says so). Read in whole numbers, a number is an amount only where a table's amount stands:
 * after the row's first words (a reference printed before the description is none), and on a line without a date
 * only in a column of the rows' amounts (an account's or a page's number is none).
 */
export interface Numbers {
  amountOf: (text: string) => (Amount & { plain?: number }) | null;
  whole: boolean;
}

export const DECIMALS: Numbers = { amountOf, whole: false };
export const WHOLE_NUMBERS: Numbers = { amountOf: wholeAmountOf, whole: true };

export interface Row {
  kind: "row";
  page: number;
  date: PrintedDate;
  description: string[];
  amounts: Placed[];
  section: number;
  /** The band it was read in (a page's half, when two lists stand side by side), counted over the statement. */
  band: number;
  /** A check paid, read from a line of checks side by side: its amount stands in no column of the table's rows. */
  check?: true;
  /**
   * The second day a row prints beside its first ("02.01.2025 03.01.2025": a value or posting day, or the purchase's),
   * and where each of the two starts: the header words above them say which is which (statement.ts).
   */
  other?: { date: PrintedDate; firstX: number; x: number };
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

export function startsWithDate(text: string): boolean {
  return dateAt(text) !== null;
}

/**
 * Number forms a statement's sections choose between, each its own: a card or account over currency sub-accounts
 * prints one currency in whole units ("1.250.000" dong) and another with decimals ("1.250,00" euro). The first form
 * is the default; the second is a section's where most of its rows print it (more than twice the rows the first reads).
 */
export interface NumberForms {
  forms: readonly [Numbers, Numbers];
}

/**
 * Every page's lines as entries, in reading order; `pages` are the words of each page. `formOf`, when given, is told the
 * number form each entry was read in (given forms to choose between, each section's).
 */
export function entriesOf(pages: readonly Word[][], numbers: Numbers | NumberForms = DECIMALS, formOf?: Map<Entry, Numbers>): Entry[] {
  const entries: Entry[] = [];
  let section = 0;
  let bands = 0;
  const isAmount = (text: string) => formsOf(numbers).some((form) => form.amountOf(text) !== null);
  pages.forEach((words, p) => {
    for (const band of bandsOf(words, startsWithDate, isAmount)) {
      bands++;
      let last: { row: Row; y: number; size: number; dateX: number } | null = null;
      section++;
      for (const block of blocksOf(linesOf(band), numbers)) {
        const form = block.numbers;
        const push = (entry: Entry) => {
          entries.push(entry);
          formOf?.set(entry, form);
        };
        const marked = marksStandAlone(block.lines, form);
        const edges = amountColumns(block.lines, form);
        const unblanked = block.lines.map((line) => withoutBlankDashes(line, edges, form));
        const edge = markEdge(unblanked, marked, form);
        const lines = amountsOnDatedLines(
          unblanked.map((line) => withMarks(line, marked, form, edge)),
          form,
        );
        const columns = amountColumns(lines, form);
        for (const line of lines) {
          const checks = checksOf(line, p + 1, bands, form);
          if (checks) {
            for (const check of checks) push({ ...check, section });
            last = null;
            continue;
          }
          const entry = entryOf(line, columns, p + 1, bands, form);
          if (entry.kind === "row") {
            entry.section = section;
            push(entry);
            const first = line.words[0] as Word;
            last = { row: entry, y: line.y, size: first.size, dateX: first.x };
            continue;
          }
          const first = line.words[0] as Word;
          const continues = last !== null && last.y - line.y < last.size * GOES_ON && first.x > last.dateX + 2;
          if (entry.kind === "heading" && continues && last) {
            last.row.description.push(line.text);
            last.y = line.y;
            continue;
          }
          if (entry.kind === "heading" && last && dateAt(line.text)?.length === line.text.length) continue; // a second date (value date) under its row
          last = null;
          if (entry.kind === "figure") {
            push({ ...entry, section });
          } else {
            section++;
            push({ ...entry, section });
          }
          if (entry.kind === "figure") section++;
        }
      }
    }
  });
  return entries;
}

function formsOf(numbers: Numbers | NumberForms): readonly Numbers[] {
  return "forms" in numbers ? numbers.forms : [numbers];
}

/**
 * A band's lines in blocks of one number form each: the whole band in one form, or, given forms to choose between,
 * its sections (a heading's lines and the rows and figures under them) each in the form most of its rows print,
 * neighbours of one form joined. A section of no rows (a title, a summary box apart) keeps the form before it, or,
 * before the band's first rows, takes theirs: a band of one form is one block, read as that form alone reads it.
 */
function blocksOf(lines: readonly Line[], numbers: Numbers | NumberForms): { lines: Line[]; numbers: Numbers }[] {
  if (!("forms" in numbers)) return [{ lines: [...lines], numbers }];
  const [first, second] = numbers.forms;
  const sections: Line[][] = [];
  let amounted = true;
  for (const line of lines) {
    const amount = line.words.some((w) => first.amountOf(w.text) !== null || second.amountOf(w.text) !== null);
    if ((amounted && !amount && dateLed(line) === null) || sections.length === 0) sections.push([]);
    (sections.at(-1) as Line[]).push(line);
    amounted = amount;
  }
  const formOf = (own: readonly Line[]): Numbers | null => {
    const [a, b] = [rowsPrinted(own, first), rowsPrinted(own, second)];
    return a + b === 0 ? null : b > 2 * a ? second : first;
  };
  const forms = sections.map(formOf);
  const firstRows = forms.find((form) => form !== null) ?? first;
  const blocks: { lines: Line[]; numbers: Numbers }[] = [];
  for (const [i, own] of sections.entries()) {
    const form = forms[i] ?? blocks.at(-1)?.numbers ?? firstRows;
    const before = blocks.at(-1);
    if (before && before.numbers === form) before.lines.push(...own);
    else blocks.push({ lines: [...own], numbers: form });
  }
  return blocks;
}

/** How many of the lines read as rows in a number form: a date, words, then an amount (after the words, in whole numbers). */
export function rowsPrinted(lines: readonly Line[], numbers: Numbers): number {
  return lines.filter((line) => {
    const led = dateLed(line);
    if (!led) return false;
    const firstWord = led.rest.findIndex((w) => /\p{L}/u.test(w.text) && numbers.amountOf(w.text) === null);
    return firstWord >= 0 && led.rest.some((w, i) => numbers.amountOf(w.text) !== null && (!numbers.whole || i > firstWord));
  }).length;
}

/** A line under another by at most this many of its heights goes on with it. */
const GOES_ON = 3.2;

/**
 * The lines with each booking's amount on its dated line, where a row's amounts stand: a giro statement may print a
 * booking's day on its first line and its amount on its last ("Betalingskenmerk: 5000 1234   45,00"), the lines
 * between indented under the day. Moved only where most of the band's bookings are so printed; elsewhere a dated line
 * without an amount is a heading, or a value day under its row, and the lines under it stay as they are.
 */
function amountsOnDatedLines(lines: readonly Line[], numbers: Numbers): Line[] {
  const moves: [dated: number, from: number][] = [];
  for (let i = 0; i < lines.length; i++) {
    // A line that ends with an amount (most rows) has its own.
    if (numbers.amountOf((lines[i] as Line).words.at(-1)?.text ?? "") !== null) continue;
    const led = dateLed(lines[i] as Line);
    if (!led || !led.rest.some((w) => /\p{L}/u.test(w.text) && numbers.amountOf(w.text) === null)) continue;
    if (led.rest.some((w) => numbers.amountOf(w.text) !== null)) continue;
    const dated = lines[i] as Line;
    const first = dated.words[0] as Word;
    for (let j = i + 1, above = dated.y; j < lines.length; j++) {
      const line = lines[j] as Line;
      const start = line.words[0] as Word;
      if (above - line.y >= first.size * GOES_ON || start.x <= first.x + 2 || dateLed(line)) break;
      if (trailingAmounts(line, numbers).length > 0) {
        moves.push([i, j]);
        break;
      }
      above = line.y;
    }
  }
  if (moves.length === 0) return [...lines];
  const onDated = lines.filter((line) => {
    const led = dateLed(line);
    return led !== null && led.rest.some((w) => numbers.amountOf(w.text) !== null) && led.rest.some((w) => /\p{L}/u.test(w.text));
  }).length;
  if (moves.length <= onDated) return [...lines];
  const out = [...lines] as (Line | null)[];
  for (const [i, j] of moves) {
    const dated = out[i] as Line;
    const from = out[j] as Line;
    const amounts = trailingAmounts(from, numbers);
    const words = [...dated.words, ...amounts];
    out[i] = { ...dated, words, text: words.map((w) => w.text.trim()).join(" ") };
    const left = from.words.filter((w) => !amounts.includes(w));
    out[j] = left.length === 0 ? null : { ...from, words: left, text: left.map((w) => w.text.trim()).join(" ") };
  }
  return out.filter((l): l is Line => l !== null);
}

/** The amounts a line ends with, after words of its own (a detail line's): none when the line is amounts alone. */
function trailingAmounts(line: Line, numbers: Numbers): Word[] {
  let k = line.words.length;
  while (k > 0 && numbers.amountOf((line.words[k - 1] as Word).text) !== null) k--;
  return k === 0 ? [] : line.words.slice(k);
}

/**
 * A check's number as printed, perhaps marked ("1044*": a gap in the numbers; "^": an image of it is kept), or masked
 * as statements shared or printed for others are ("XXXX", "XX1044", "****1044").
 */
const CHECK_NUMBER = /^(?:\d{3,10}|[Xx]{2,10}\d{0,6}|\*{2,6}\d{2,6})[*^]?$/;
/** A letter other than a mask's X: a line with one lists no checks. */
const UNMASKED_LETTER = /(?![Xx])\p{L}/u;
const CHECK_MARK = /^[*^#]$/;

/**
 * The checks a line lists side by side ("1041 01/07 350.00   1042* 01/09 75.25"), each a number, a day and then its
 * amount (number and day in either order), nothing else on the line; null for any other line. A list of days and
 * balances ("01/02 2,445.33 01/03 4,295.33") has no numbers: it is none.
 */
function checksOf(line: Line, page: number, band: number, numbers: Numbers): Row[] | null {
  if (UNMASKED_LETTER.test(line.text)) return null;
  const rows: Row[] = [];
  let number: string | null = null;
  let date: PrintedDate | null = null;
  for (const word of line.words) {
    const text = word.text.trim();
    if (numbers.amountOf(text) !== null) {
      if (number === null || date === null) return null;
      rows.push({
        kind: "row",
        page,
        date,
        description: [`Check ${number}`],
        amounts: [placed(word, numbers)],
        section: 0,
        band,
        check: true,
      });
      [number, date] = [null, null];
      continue;
    }
    for (const token of text.split(/\s+/)) {
      const day = dateAt(token);
      if (day && day.length === token.length && date === null) date = day.date;
      else if (CHECK_NUMBER.test(token) && number === null) number = token.replace(/[*^]$/, "");
      else if (!CHECK_MARK.test(token)) return null;
    }
  }
  return rows.length > 0 && number === null && date === null ? rows : null;
}

/** A Cr or Dr mark drawn as a word of its own, just after an amount ("1,25,000.00" "Cr"): joined wherever it stands. */
const CR_DR = /^(?:CR|DR|Cr|Dr)\.?$/;
/**
 * Any other short word of letters drawn just after an amount ("23,04" "D", "1.036,82" "H"): a direction whose meaning
 * the column's figures prove (columns.ts), where the band's words so placed stand alone (marksStandAlone).
 */
const MARK = /^\p{L}{1,12}\.?$/u;

/** A dash alone: a sign drawn apart, or an empty cell. */
const DASH = /^[-−–—]$/;

/** A sign drawn as a word of its own, a space before its amount ("+" "3.120,45"). */
const SIGN = /^[-+−–]$/;

/** Of the words just after an amount, this share at least ends its line or stands before another amount. */
const ALONE_SHARE = 0.9;

/**
 * Whether a word stands a space at most after the one before it, as a sign drawn apart from its amount does; a dash
 * further off is an empty cell of the column before ("-" "4.448,66": nothing in, then the balance).
 */
function spaced(prev: Word, w: Word): boolean {
  return w.x - prev.end <= prev.size * 0.6;
}

/** Whether a word stands close after the one before it, as a mark drawn apart from its amount does. */
function closeAfter(prev: Word, w: Word): boolean {
  return w.x - prev.end <= prev.size * 1.5;
}

/**
 * Whether the band's words just after an amount are marks: every row has one, and each ends its line or stands
 * before another amount. A description that starts just right of a balance ("205.01" "DEPOSIT") is no mark.
 */
function marksStandAlone(lines: readonly Line[], numbers: Numbers): boolean {
  let after = 0;
  let alone = 0;
  const rowsMarked: boolean[] = [];
  for (const { words } of lines) {
    const before = after;
    words.forEach((w, i) => {
      const prev = words[i - 1];
      if (!prev || !MARK.test(w.text.trim()) || !closeAfter(prev, w) || numbers.amountOf(prev.text) === null) return;
      after++;
      const next = words[i + 1];
      if (next === undefined || numbers.amountOf(next.text) !== null) alone++;
    });
    if (dateAt(words[0]?.text ?? "") === null || !words.some((w) => numbers.amountOf(w.text) !== null)) continue;
    rowsMarked.push(after > before);
  }
  // The first and last dated lines may be the opening and closing balances printed as rows (datedBalances in
  // statement.ts): a balance has no direction, so those unmarked are not counted against the marks.
  if (rowsMarked.length > 3 && rowsMarked[0] === false) rowsMarked.shift();
  if (rowsMarked.length > 3 && rowsMarked.at(-1) === false) rowsMarked.pop();
  const marked = rowsMarked.filter(Boolean).length;
  // A mark is printed on every row (its direction); a word on a few rows' end is a description's.
  return after > 0 && alone >= after * ALONE_SHARE && marked >= rowsMarked.length * ALONE_SHARE;
}

/** A dash, then the amount it may sign, drawn as one item ("- 1 091 095,14", "— 12,50"). */
const DASH_THEN_AMOUNT = /^[-−–—]\s+(\S.*)$/;

/**
 * The line without the dashes that stand in an empty money column, where the other side's amount follows them (a
 * table of money out and in that prints an empty side as "-" or "—"): a blank, not the amount's sign. A dash is such a
 * blank where it reaches another column of the band's amounts, left of its amount's own ("-" at the money-out column's
 * edge, "1 091 095,14" at the money-in one's), drawn apart or as one item with it. A dash glued to its number
 * ("-1 091,14"), or a space before it in a column of its own (a signed amount, an overdrawn balance), is a sign.
 */
function withoutBlankDashes(line: Line, edges: readonly number[], numbers: Numbers): Line {
  // The band's columns left of an amount that ends at `end`.
  const before = (end: number) => edges.filter((edge) => edge < end - ALIGN * 2);
  const words: Word[] = [];
  line.words.forEach((w, i) => {
    const next = line.words[i + 1];
    const text = w.text.trim();
    // Drawn apart: the dash ends at another column's edge (a cell of its own), the amount after it.
    if (DASH.test(text) && next && numbers.amountOf(next.text) !== null) {
      if (before(next.end).some((edge) => w.x <= edge + ALIGN && w.end >= edge - ALIGN * 2)) return;
    }
    // Drawn as one item: it starts in another column, where no amount of its own column reaches.
    const amount = DASH_THEN_AMOUNT.exec(text)?.[1];
    if (amount !== undefined && numbers.amountOf(amount) !== null && before(w.end).some((edge) => w.x <= edge + ALIGN)) {
      words.push({ ...w, text: amount, x: w.end - (w.end - w.x) * (amount.length / text.length) });
      return;
    }
    words.push(w);
  });
  return words.length === line.words.length && words.every((w, i) => w === line.words[i])
    ? line
    : { ...line, words, text: words.map((w) => w.text.trim()).join(" ") };
}

/** Whether `w` is a mark that `prev`, an amount without one, carries: a Cr/Dr, or any short word where marks stand alone. */
function marking(prev: Word, w: Word, marks: boolean, numbers: Numbers): boolean {
  const mark = CR_DR.test(w.text.trim()) || (marks && MARK.test(w.text.trim()));
  return mark && numbers.amountOf(prev.text) !== null && !/\p{L}\.?$/u.test(prev.text.trim());
}

/**
 * Where the band's marks drawn a space after their amounts leave each cell's edge: at the mark's end where a bank
 * right-aligns amount and mark as one cell ("1.036,82 H"), at the amount's where it right-aligns the amount and starts
 * the mark after it ("95,22" "Potražuje", "66,61" "Duguje"): whichever edge lines up down the band, the mark's where both
 * do. Taken at the marks' ends, words of other lengths would make one column of balances two.
 */
function markEdge(lines: readonly Line[], marks: boolean, numbers: Numbers): "amount" | "mark" {
  const amounts: number[] = [];
  const words: number[] = [];
  for (const { words: line } of lines)
    line.forEach((w, i) => {
      const prev = line[i - 1];
      if (!prev || !spaced(prev, w) || !marking(prev, w, marks, numbers)) return;
      amounts.push(prev.end);
      words.push(w.end);
    });
  return edgesOf(amounts) < edgesOf(words) ? "amount" : "mark";
}

/** How many edges, within ALIGN of each other, the right edges make. */
function edgesOf(ends: readonly number[]): number {
  const sorted = [...ends].sort((a, b) => a - b);
  return sorted.filter((end, i) => i === 0 || end - (sorted[i - 1] as number) > ALIGN).length;
}

/** The line with each such mark or sign joined to its amount, as a bank that draws them in one item prints it. */
function withMarks(line: Line, marks: boolean, numbers: Numbers, edge: "amount" | "mark" = "mark"): Line {
  const words: Word[] = [];
  for (const w of line.words) {
    const prev = words.at(-1);
    const close = prev !== undefined && closeAfter(prev, w);
    // A mark a space after its amount is of the amount's cell (markEdge says which of the two ends the cell); one
    // further off stands in a column of its own ("3.320,19" under "Iznos", "Potražuje" under "Tip"), left-aligned: the
    // amount's own edge is the column's.
    if (close && marking(prev, w, marks, numbers)) {
      const end = spaced(prev, w) && edge === "mark" ? w.end : prev.end;
      words[words.length - 1] = { ...prev, text: `${prev.text.trim()} ${w.text.trim()}`, end };
    } else if (
      prev !== undefined &&
      spaced(prev, w) &&
      SIGN.test(prev.text.trim()) &&
      numbers.amountOf(w.text) !== null &&
      !/^[-+−–(]/.test(w.text.trim())
    )
      words[words.length - 1] = { ...w, text: `${prev.text.trim()} ${w.text.trim()}`, x: prev.x };
    else words.push(w);
  }
  return words.length === line.words.length ? line : { ...line, words, text: words.map((w) => w.text.trim()).join(" ") };
}

/** The right edges of the amounts on date-led lines: the band's amount columns. */
function amountColumns(lines: readonly Line[], numbers: Numbers): number[] {
  const ends: number[] = [];
  for (const line of lines) {
    const split = dateLed(line);
    if (!split) continue;
    const firstWord = split.rest.findIndex((w) => /\p{L}/u.test(w.text) && numbers.amountOf(w.text) === null);
    const amounts = split.rest.filter((w, i) => numbers.amountOf(w.text) !== null && (!numbers.whole || i > firstWord));
    if (amounts.length === 0 || !split.rest.some((w) => numbers.amountOf(w.text) === null && /\p{L}/u.test(w.text))) continue;
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
function dateLed(line: Line): { date: PrintedDate; rest: Word[]; other?: Row["other"] } | null {
  const first = line.words[0];
  if (!first) return null;
  const found = dateAt(first.text);
  if (!found) return null;
  const tail = first.text.trimStart().slice(found.length).trim();
  const rest = line.words.slice(1);
  if (tail !== "") rest.unshift({ ...first, text: tail, x: first.x + (first.end - first.x) * (1 - tail.length / first.text.length) });
  // The second day beside the first ("02.01.2025 03.01.2025", "02.01./03.01.") is no part of the description: kept,
  // with where both stand, for the header above them to say which day the payment was made.
  const next = rest[0];
  const value = next ? dateAt(next.text.trim().replace(/^\//, "")) : null;
  if (next && value) {
    const after = next.text.trim().replace(/^\//, "").slice(value.length).trim();
    if (after === "") rest.shift();
    else rest[0] = { ...next, text: after };
    return { date: found.date, rest, other: { date: value.date, firstX: first.x, x: next.x } };
  }
  return { date: found.date, rest };
}

function aligned(word: Word, columns: readonly number[]): boolean {
  return columns.some((end) => Math.abs(word.end - end) <= ALIGN);
}

function entryOf(line: Line, columns: readonly number[], page: number, band: number, numbers: Numbers): Entry {
  const led = dateLed(line);
  if (led) {
    const firstWord = led.rest.findIndex((w) => /\p{L}/u.test(w.text) && numbers.amountOf(w.text) === null);
    const amounts = led.rest.filter(
      (w, i) => aligned(w, columns) && numbers.amountOf(w.text) !== null && (!numbers.whole || (firstWord >= 0 && i > firstWord)),
    );
    // A dash beside an amount is an empty cell of its column ("-" "349,49"), no word of the description.
    const empty = (w: Word, i: number) =>
      DASH.test(w.text.trim()) && [led.rest[i - 1], led.rest[i + 1]].some((n) => n !== undefined && numbers.amountOf(n.text) !== null);
    const words = led.rest.filter((w, i) => !amounts.includes(w) && !empty(w, i));
    if (amounts.length > 0 && words.some((w) => /\p{L}/u.test(w.text))) {
      return {
        kind: "row",
        page,
        date: led.date,
        description: [words.map((w) => w.text.trim()).join(" ")],
        amounts: amounts.map((w) => placed(w, numbers)),
        section: 0,
        band,
        ...(led.other ? { other: led.other } : {}),
      };
    }
  }
  const amounts = line.words.filter((w) => numbers.amountOf(w.text) !== null && (!numbers.whole || aligned(w, columns)));
  if (amounts.length > 0 && !led) {
    const label = line.words
      .filter((w) => !amounts.includes(w))
      .map((w) => w.text.trim())
      .join(" ");
    const inColumn = amounts.length === 1 && amounts.every((w) => aligned(w, columns));
    return { kind: "figure", page, label, amounts: amounts.map((w) => placed(w, numbers)), inColumn, section: 0, band };
  }
  const words = line.words.map((w) => ({ text: w.text.trim(), x: w.x, end: w.end }));
  return { kind: "heading", page, text: line.text, section: 0, band, words };
}

function placed(word: Word, numbers: Numbers): Placed {
  const amount = numbers.amountOf(word.text) as NonNullable<ReturnType<Numbers["amountOf"]>>;
  return {
    cents: amount.cents,
    signed: amount.signed,
    end: word.end,
    ...(amount.mark ? { mark: amount.mark } : {}),
    ...(amount.plain ? { plain: amount.plain } : {}),
  };
}
