// What each amount column of a band means, decided per band (columns move from page to page): the amounts' right
// edges make the columns; a column filled on every row beside another is the running balance, the one whose steps the
// other columns explain; two columns each row fills one of are money out and money in, told apart by their header
// words (a hint) or by the balance they step; a lone column is a signed amount.
import type { Entry, Heading, Placed, Row } from "./entries";
import { ALIGN } from "./layout";
import { headerNames } from "../csv/words/header-vocabulary";
import { signedByBalance } from "./balance-signs";
import { balanceByWords, directionByMarks, type Marks, markedSign, markWords, steps } from "./marks";

/** A row as read: what it moves in the printed sense, and the balance it states. */
export interface ReadRow {
  row: Row;
  /** Cents: a signed column's value as printed; money in minus money out for debit and credit columns. */
  moves: number;
  /** Whether `moves` came from a signed column (its sense, holder's or owed, is the statement's to decide). */
  signedColumn: boolean;
  /** Whether debit and credit were told apart by nothing (a header or a balance): the figures decide. */
  guessed: boolean;
  balance: number | null;
  /** Whether the balance's sign came from a word after it that nothing proved: it turns with the row's if flipped. */
  markedBalance?: true;
  /** A guessed side that a direction word of a known language hinted (not nothing at all). */
  hinted?: true;
}

const DEBIT =
  /\b(debits?|withdrawals?|paid out|money out|payments?|charges?|soll|belastung\w*|lastschrift\w*|ausgang|ausgänge|d[ée]bit\w*|cargos?|retiros?|sa[ií]das?|af|uitgaven|addebiti|uscite|wyp[łl]aty|obci[ąa][żz]enia)\b/i;
const CREDIT =
  /\b(credits?|deposits?|paid in|money in|haben|gutschrift\w*|eingang|eingänge|cr[ée]dit\w*|abonos?|ingresos|dep[óo]sitos?|entradas?|bij|inkomsten|accrediti|entrate|wp[łl]aty|uznania)\b/i;
const BALANCE = /\b(balance|saldo|solde|kontostand|stand)\b/i;

/** The lines above a band's first row that may be its header. */
const HEADER_LINES = 3;

/**
 * Every row read, band by band. `file`: the whole statement's entries, where `entries` are one account's of several
 * (its tables of two money columns read a lone column under the same header).
 */
export function readRows(entries: readonly Entry[], file: readonly Entry[] = entries): ReadRow[] {
  const bands = new Map<number, Row[]>();
  for (const e of entries) if (e.kind === "row") bands.set(e.band, [...(bands.get(e.band) ?? []), e]);
  let tables: PairedTable[] | undefined;
  let marks: string[] | undefined;
  const whole: WholeFile = {
    paired: () => (tables ??= pairedTables(file)),
    markWords: () => (marks ??= markWords(file.flatMap((e) => (e.kind === "row" ? e.amounts : [])))),
  };
  const out: ReadRow[] = [];
  let carried: Heading[] = [];
  for (const [band, rows] of bands) {
    // The table's header: the last lines above its first row (a heading further off is a title or another table's).
    const first = entries.indexOf(rows[0] as Row);
    const own = entries
      .slice(0, first)
      .filter((e): e is Heading => e.kind === "heading" && e.band === band)
      .slice(-HEADER_LINES);
    // A table carried on to the next page without its header (a last row alone under the page's top) is read under
    // the header of the band before it, where that header's words stand over its columns.
    const headed = (headings: readonly Heading[]) => columnsOf(rows).some((end) => headerOver(end, headings) !== "");
    const headings = headed(own) || !headed(carried) ? own : carried;
    if (headed(own)) carried = own;
    out.push(...readBand(rows, headings, whole));
  }
  return out;
}

/** What a band reads of the whole file, each worked out once when a band first asks. */
interface WholeFile {
  paired: () => PairedTable[];
  /** The words after the amounts of every row of the file ("Hævet", "Indsat"), sorted. */
  markWords: () => string[];
}

/** A table of two money columns (out and in) the statement prints: its header's text and the columns' right edges. */
interface PairedTable {
  header: string;
  first: number;
  second: number;
  /** Whether its header says the first is money out (true) or in (false); null where its words say neither. */
  debitFirst: boolean | null;
}

/** The statement's tables of exactly two money columns, band by band, each under its own header. */
function pairedTables(file: readonly Entry[]): PairedTable[] {
  const bands = new Map<number, Row[]>();
  for (const e of file) if (e.kind === "row" && !e.check) bands.set(e.band, [...(bands.get(e.band) ?? []), e]);
  const out: PairedTable[] = [];
  for (const [band, rows] of bands) {
    const first = file.indexOf(rows[0] as Row);
    const headings = file
      .slice(0, first)
      .filter((e): e is Heading => e.kind === "heading" && e.band === band)
      .slice(-HEADER_LINES);
    const filled = (end: number) => rows.filter((r) => r.amounts.some((a) => near(a, end))).length;
    const columns = columnsOf(rows).filter((end) => filled(end) >= rows.length * 0.1);
    const [a, b] = columns;
    if (columns.length !== 2 || a === undefined || b === undefined || headings.length === 0) continue;
    out.push({ header: headerText(headings), first: a, second: b, debitFirst: debitColumnFirst(a, b, headings) });
  }
  return out;
}

/** A header's words, as one text to match another table's by. */
function headerText(headings: readonly Heading[]): string {
  return headings.map((h) => h.text).join(" ");
}

/**
 * A band's rows read; a dated line with nothing but a balance ("01 Mar BALANCE BROUGHT FORWARD 1,000.00") is a
 * balance carried between pages or periods, not a transaction.
 */
function readBand(rows: Row[], headings: Heading[], whole: WholeFile): ReadRow[] {
  return readColumns(rows, headings, whole).filter((r) => !(r.balance !== null && r.row.amounts.length === 1 && r.moves === 0));
}

function readColumns(all: Row[], headings: Heading[], whole: WholeFile): ReadRow[] {
  // Checks listed side by side stand in no column of the table (one under a column is read by it): each is money its
  // section's heading signs, the table's columns are the other rows'.
  const ends = columnsOf(all.filter((r) => !r.check));
  const apart = all.filter((r) => r.check && !r.amounts.some((a) => ends.some((end) => near(a, end))));
  const checks = apart.map((row) => read(row, Math.abs(row.amounts[0]?.cents ?? 0), true, false, null));
  const rows = all.filter((r) => !apart.includes(r));
  if (rows.length === 0) return checks;
  const others = readTable(rows, headings, whole);
  return checks.length === 0 ? others : inOrder(all, [...others, ...checks]);
}

/** Read rows in the order of the rows they read. */
function inOrder(rows: readonly Row[], read: readonly ReadRow[]): ReadRow[] {
  const at = new Map(rows.map((r, i) => [r, i]));
  return [...read].sort((a, b) => (at.get(a.row) ?? 0) - (at.get(b.row) ?? 0));
}

function readTable(rows: Row[], headings: Heading[], whole: WholeFile): ReadRow[] {
  // A column of a few rows' strays (a figure of a box beside the table on a row's line) is none.
  const all = columnsOf(rows);
  const count = (end: number) => rows.filter((r) => r.amounts.some((a) => near(a, end))).length;
  // A column between two others, or under a header word of its own, is one of the table's however few its amounts
  // (the one credit of a month).
  const full = all.filter((end) => count(end) >= rows.length * 0.1);
  const inTable = (end: number) => (full.some((f) => f < end) && full.some((f) => f > end)) || headerOver(end, headings) !== "";
  const table = all.filter((end) => full.includes(end) || inTable(end));
  // A reference or a year printed in whole numbers stands in a column as amounts do: such a column is no money.
  const columns = table.filter((end, i) => !numbered(rows, end) || chains(rows, table, i));
  if (columns.length === 0) return [];
  const filled = columns.map(count);
  if (columns.length === 1) {
    // Its own amount on each row: another number of the row (a reference) stands in no column of money.
    const own = (row: Row) => row.amounts.find((a) => near(a, columns[0] as number))?.cents ?? 0;
    // A lone column under a debit or credit header (a savings account's one withdrawal) moves money one way.
    const hint = hintOver(columns[0] as number, headings);
    const sign = hint === "in" ? 1 : -1;
    if (hint !== null) return rows.map((row) => read(row, sign * Math.abs(own(row)), false, false, null));
    return (
      markedColumn(rows, columns, 0, -1, whole) ??
      sideOfPair(rows, columns[0] as number, headings, whole.paired) ??
      rows.map((row) => read(row, own(row), true, false, null))
    );
  }
  const everyRow = rows.length * 0.9;
  // The balance: filled on (nearly) every row, the rightmost of such when several are, unless a header says another.
  let balanceAt = -1;
  columns.forEach((end, i) => {
    if ((filled[i] ?? 0) >= everyRow) balanceAt = i;
  });
  const headed = columns.findIndex((end) => BALANCE.test(headerOver(end, headings)));
  // A header word over two columns ("Importe (céntimos) Saldo (céntimos)" drawn as one) names the balance of only the
  // one its figures step as a balance does.
  if (headed >= 0 && (filled[headed] ?? 0) >= everyRow && chains(rows, columns, headed)) balanceAt = headed;
  if (balanceAt >= 0 && !chains(rows, columns, balanceAt)) balanceAt = -1;
  const moving = columns.map((_, i) => i).filter((i) => i !== balanceAt);
  const balanceCell = (row: Row) => (balanceAt < 0 ? undefined : row.amounts.find((a) => near(a, columns[balanceAt] as number)));
  // A balance that says in words whether it is in credit or overdrawn is read in that sign.
  const byWords = balanceByWords(rows.map(balanceCell));
  const signed = byWords && new Map(rows.map((row, i) => [row, byWords[i] ?? null]));
  const balanceOf = (row: Row) => (signed ? (signed.get(row) ?? null) : (balanceCell(row)?.cents ?? null));
  const valueIn = (row: Row, i: number) => row.amounts.find((a) => near(a, columns[i] as number))?.cents ?? 0;
  if (moving.length === 1) {
    const marked = markedColumn(rows, columns, moving[0] as number, balanceAt, whole);
    if (marked) return marked;
  }
  if (moving.length === 1) {
    const only = moving[0] as number;
    // A lone column under a debit or credit header (a page of withdrawals only) moves money one way.
    const hint = hintOver(columns[only] as number, headings);
    if (hint !== null)
      return rows.map((row) => read(row, (hint === "in" ? 1 : -1) * Math.abs(valueIn(row, only)), false, false, balanceOf(row)));
    // Amounts printed without a sign beside a running balance: the balance proves their sides.
    const amountAt = (row: Row) => row.amounts.find((a) => near(a, columns[only] as number));
    const proved = balanceAt < 0 ? null : signedByBalance(rows.map((row) => ({ amount: amountAt(row), balance: balanceOf(row) })));
    // A row the balance signed none of (the oldest, when its like rows went both ways) has no side until the figures
    // give it one: it is guessed, for the statement's opening and closing (figures.ts) to prove or turn. Where the
    // column prints signs, an amount without one is money in as printed: no guess.
    const printsSigns = rows.some((row) => amountAt(row)?.signed === true);
    // A band whose balance takes no step (its one row: the last of an account at a page's foot) proves no row's side
    // either: its rows are guessed alike, for the account's opening and closing to prove or turn.
    const noStep = balanceAt >= 0 && rows.filter((row) => balanceOf(row) !== null).length < 2;
    const unknown = (i: number) => (proved === null ? noStep : proved[i] === null);
    const unproved = (row: Row, i: number) => !printsSigns && unknown(i) && amountAt(row)?.signed === false;
    return rows.map((row, i) => read(row, proved?.[i] ?? valueIn(row, only), true, unproved(row, i), balanceOf(row)));
  }
  const [first, second] = moving.slice(-2) as [number, number];
  const debitFirst = debitColumnFirst(columns[first] as number, columns[second] as number, headings);
  const byBalance =
    debitFirst === null && balanceAt >= 0
      ? chainOrder(
          rows,
          (r) => valueIn(r, first),
          (r) => valueIn(r, second),
          balanceOf,
        )
      : null;
  const order = debitFirst ?? byBalance;
  return rows.map((row) => {
    const a = Math.abs(valueIn(row, first));
    const b = Math.abs(valueIn(row, second));
    return read(row, (order ?? true) ? b - a : a - b, false, order === null, balanceOf(row));
  });
}

/**
 * A lone column of unsigned amounts under the header another section's table of two money columns prints (an account
 * of deposits only beside one of both, "Uttag Insättning" over each): one of that table's columns, the side it has
 * there. Where that table's header does not say which column is money out, the first is (as readTable reads it), a
 * guess the statement's figures may turn. Null where no such table has a column here.
 */
function sideOfPair(rows: readonly Row[], end: number, headings: readonly Heading[], paired: () => PairedTable[]): ReadRow[] | null {
  const cells = rows.map((row) => row.amounts.find((a) => near(a, end)));
  if (headings.length === 0 || cells.some((a) => a?.signed === true)) return null;
  const header = headerText(headings);
  const table = paired().find((t) => t.header === header && (Math.abs(t.first - end) <= ALIGN || Math.abs(t.second - end) <= ALIGN));
  if (!table) return null;
  const inFirst = Math.abs(table.first - end) <= ALIGN;
  const into = inFirst !== (table.debitFirst ?? true);
  return rows.map((row, i) => read(row, (into ? 1 : -1) * Math.abs(cells[i]?.cents ?? 0), false, table.debitFirst === null, null));
}

/**
 * A column whose amounts each carry one of two words after the number ("161,83 Potražuje", "4,78 Duguje"; "D"/"H";
 * "Nợ"/"Có"): which word is money in is proven by the running balance where one steps by the rows, else hinted by
 * the words (the judge's figures may still turn it: such rows are `guessed`). Null for a column without two words.
 */
function markedColumn(rows: readonly Row[], columns: readonly number[], at: number, balanceAt: number, whole: WholeFile): ReadRow[] | null {
  const amountIn = (row: Row, i: number) => (i < 0 ? undefined : row.amounts.find((a) => near(a, columns[i] as number)));
  const cells = rows.map((row) => ({ amount: amountIn(row, at), balance: amountIn(row, balanceAt) }));
  const marks = directionByMarks(cells, whole.markWords);
  if (marks === null) return null;
  return rows.map((row) => {
    const amount = amountIn(row, at);
    const balance = amountIn(row, balanceAt);
    const moves = amount ? markedSign(amount, marks) : 0;
    const signedBalance = balance ? markedSign(balance, marks) : null;
    const turns = !marks.proven && balance?.mark !== undefined && (balance.mark === marks.into || balance.mark === marks.out);
    return {
      ...read(row, moves, false, !marks.proven, signedBalance),
      ...(turns ? { markedBalance: true as const } : {}),
      ...(!marks.proven && marks.hinted ? { hinted: true as const } : {}),
    };
  });
}

export type { Marks };

/**
 * What the header over a column says its amounts do: money "in", "out", or nothing. As for two columns
 * (debitColumnFirst), a header of neither word list above is read by the words an export heads its money columns with,
 * in any language the CSV reader knows ("Výdaje", "Dare", "დებეტი"): a lone column of an account that only paid out.
 */
function hintOver(end: number, headings: readonly Heading[]): "in" | "out" | null {
  const words = headerOver(end, headings);
  const said = sideSaid(DEBIT.test(words), CREDIT.test(words));
  return said ?? (words === "" ? null : sideSaid(headerNames(words, "debit"), headerNames(words, "credit")));
}

function sideSaid(out: boolean, into: boolean): "in" | "out" | null {
  return out === into ? null : out ? "out" : "in";
}

/** The years a statement's rows may name. */
const YEARS = { from: 1900, to: 2100 };

/**
 * Whether a column holds numbers, not money: bare digits (no grouping, sign or word) on every row, all of one length
 * (a reference, a document's number) or all years. Amounts vary in length, and a column of money out or in is empty on
 * the other side's rows. Only whole numbers are bare: a statement with decimals has none.
 */
function numbered(rows: readonly Row[], end: number): boolean {
  const cells = rows.map((r) => r.amounts.find((a) => near(a, end)));
  if (rows.length < 2 || cells.some((a) => a === undefined || !a.plain)) return false;
  const lengths = new Set(cells.map((a) => a?.plain ?? 0));
  const [length = 0] = lengths;
  return (
    (lengths.size === 1 && length >= 4) || cells.every((a) => Math.abs(a?.cents ?? 0) >= YEARS.from && Math.abs(a?.cents ?? 0) <= YEARS.to)
  );
}

function read(row: Row, moves: number, signedColumn: boolean, guessed: boolean, balance: number | null): ReadRow {
  return { row, moves, signedColumn, guessed, balance };
}

/** Whether an amount ends at a column's right edge (within ALIGN). */
export function near(a: Placed, end: number): boolean {
  return Math.abs(a.end - end) <= ALIGN;
}

function columnsOf(rows: readonly Row[]): number[] {
  const ends = rows.flatMap((r) => r.amounts.map((a) => a.end)).sort((a, b) => a - b);
  const columns: { end: number; count: number }[] = [];
  for (const end of ends) {
    const c = columns.at(-1);
    if (c && end - c.end <= ALIGN) {
      c.end = (c.end * c.count + end) / (c.count + 1);
      c.count++;
    } else columns.push({ end, count: 1 });
  }
  return columns.map((c) => c.end);
}

/** The header words standing over a column (ending near its right edge, or spanning it). */
function headerOver(end: number, headings: readonly Heading[]): string {
  const words: string[] = [];
  for (const h of headings)
    for (const w of h.words) if (Math.abs(w.end - end) <= 12 || (w.x <= end - 10 && w.end >= end - 10)) words.push(w.text);
  return words.join(" ");
}

/** True when the header over the first column says money out and the second's money in; null when the headers say nothing. */
function debitColumnFirst(first: number, second: number, headings: readonly Heading[]): boolean | null {
  const a = headerOver(first, headings);
  const b = headerOver(second, headings);
  if ((DEBIT.test(a) && !CREDIT.test(a)) || (CREDIT.test(b) && !DEBIT.test(b))) return true;
  if ((CREDIT.test(a) && !DEBIT.test(a)) || (DEBIT.test(b) && !CREDIT.test(b))) return false;
  // Else the words an export heads its money columns with, in any language the CSV reader knows (출금/입금, Tulu/Kulu…).
  const [outA, inA, outB, inB] = [headerNames(a, "debit"), headerNames(a, "credit"), headerNames(b, "debit"), headerNames(b, "credit")];
  if ((outA && !inA) || (inB && !outB)) return true;
  if ((inA && !outA) || (outB && !inB)) return false;
  return null;
}

/**
 * Which order the running balance steps by: the first column money out (true) or in (false); null when it cannot tell.
 * The rows may be printed oldest or newest first: the balance steps by each row, or by the row before.
 */
function chainOrder(
  rows: readonly Row[],
  first: (r: Row) => number,
  second: (r: Row) => number,
  balance: (r: Row) => number | null,
): boolean | null {
  const cells = (outFirst: boolean) =>
    rows.map((r) => {
      const [a, b] = [Math.abs(first(r)), Math.abs(second(r))];
      const b0 = balance(r);
      return {
        amount: { cents: outFirst ? b - a : a - b, signed: true, end: 0 },
        balance: b0 === null ? undefined : { cents: b0, signed: true, end: 0 },
      };
    });
  const outFirst = steps(cells(true), NO_MARKS);
  const inFirst = steps(cells(false), NO_MARKS);
  if (outFirst === inFirst) return null;
  return outFirst > inFirst;
}

/** No words to read: amounts as printed. */
const NO_MARKS = { into: "", out: "" };

/**
 * Whether a column steps as a running balance: most steps are one of the row's (or, newest first, the row before's)
 * other amounts, either way. A balance that says in words whether it is in credit or overdrawn steps in that sign
 * ("95,22 Potražuje", then "66,61 Duguje": down by 161,83): by its size alone it would step by no row's amount.
 */
function chains(rows: readonly Row[], columns: readonly number[], at: number): boolean {
  const cells = rows.map((r) => r.amounts.find((a) => near(a, columns[at] as number)));
  const byWords = balanceByWords(cells);
  const balance = (i: number) => (byWords ? (byWords[i] ?? null) : (cells[i]?.cents ?? null));
  const others = (r: Row) => r.amounts.filter((a) => !near(a, columns[at] as number)).map((a) => Math.abs(a.cents));
  let steps = 0;
  let oldestFirst = 0;
  let newestFirst = 0;
  for (let i = 1; i < rows.length; i++) {
    const before = balance(i - 1);
    const now = balance(i);
    if (before === null || now === null) continue;
    steps++;
    if (others(rows[i] as Row).includes(Math.abs(now - before))) oldestFirst++;
    if (others(rows[i - 1] as Row).includes(Math.abs(now - before))) newestFirst++;
  }
  return steps === 0 || Math.max(oldestFirst, newestFirst) >= steps / 2;
}
