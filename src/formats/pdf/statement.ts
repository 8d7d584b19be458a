// A text PDF's statement as the table the CSV reader plans: its rows (entries.ts) read by their columns
// (columns.ts), their sense decided, the statement's figures judging the reading (figures.ts), written as
// "Date,Description,Debit,Credit[,Balance]" between an opening and a closing balance line in the holder's view, so the
// CSV reader's detection, verification and report apply unchanged.
import { fail, ok, type Result } from "../../result";
import { readRows } from "./columns";
import type { ReadRow } from "./columns";
import { DECIMALS, entriesOf, type Entry, type Figure, type Numbers, type Placed, type Row, rowsPrinted, WHOLE_NUMBERS } from "./entries";
import { entriesByAccount } from "./accounts";
import { judge } from "./figures";
import { signedFigures } from "./figure-signs";
import { signedBySections } from "./section-signs";
import { positiveSideByTotals } from "./labelled-totals";
import { guessedSenses, type SectionSense, sensesOf } from "./section-sense";
import { linesOf, type Word } from "./layout";
import { dateAt, dayFirst, isoDay } from "./tokens";
import { type WholeUnits, wholeUnits } from "./units";

export interface StatementTable {
  /** The table as comma-separated UTF-8 text. */
  text: Uint8Array;
  /** What the person should know of the reading (a section left out, a figure that does not add up). */
  warnings: string[];
  /** The pages its rows were read from (the first is 1); null when it has none. */
  pages: { first: number; last: number } | null;
}

/** Words for a card's bill, in the languages banks print: a hint where a statement's rows say little. */
const CARD =
  /\b(credit card|card statement|cart[ãa]o|fatura|kreditkarte|tarjeta|carte de cr[ée]dit|creditcard|kaart|kreditkort\w*|kredittkort\w*|luottokortti|carta di credito|karta kredytowa)\b/i;

/** The money columns' names where nothing told the sides apart: no word of either a header list knows. */
export const UNNAMED_SIDES = ["Side A", "Side B"] as const;

/** Lines that name the statement's own date (its issue, its period): a hint among the dates a page prints. */
const STATEMENT_DAY =
  /emiss|emisi|statement|period|zeitraum|periode|per[ií]odo|datum|\bdate\b|\bfecha\b|as of|stichtag|arr[êe]t[ée]|afschrift|auszug/i;

/** One account's statement in the PDF: its number when the PDF names one, and its table. */
export interface AccountTable extends StatementTable {
  number: string | null;
}

/** The statement of `pages` (each page's words), a table per account it holds, or why no table was found. */
export function statementTables(pages: readonly Word[][]): Result<AccountTable[], string> {
  const { entries, units, others } = entriesAsPrinted(pages);
  const unread = unreadRows(entries, others);
  const said = [
    ...(units.warning ? [units.warning] : []),
    ...(unread > 0
      ? [
          `${unread} dated lines of the PDF print their amounts in another number form (whole units or decimals) than the rows read, and were not read as rows: check them against the statement before importing`,
        ]
      : []),
  ];
  const card = cardWordIn(entries);
  const accounts = entriesByAccount(entries);
  const read: SensedTable[] = [];
  for (const { entries: own } of accounts) {
    const table = statementTable(pages, entries, own, units, card);
    if (!table.ok) return table;
    read.push(table.value);
  }
  // Each section in the sense the file's decided sections give a close call (section-sense.ts): read again where it turns.
  const sensesRead = read.map((t) => t.sense);
  const senses = sensesOf(sensesRead, card);
  const guessed = guessedSenses(sensesRead, card);
  const tables: AccountTable[] = [];
  for (const [i, { number, entries: own }] of accounts.entries()) {
    let table = read[i] as SensedTable;
    if (senses[i] !== table.sense.owed) {
      const again = statementTable(pages, entries, own, units, card, senses[i]);
      if (!again.ok) return again;
      table = again.value;
    }
    const { sense: _, bothSigns: __, ...value } = table;
    // A list of positive amounts only is a bill's purchases as it is printed; one that prints both signs may be either.
    const guess = guessed[i] === true && senses[i] === true && table.bothSigns ? [GUESSED_BILL] : [];
    tables.push({ number, ...value, warnings: [...said, ...guess, ...value.warnings] });
  }
  return ok(tables);
}

/** Said where a statement is read as a card's bill for no reason but that most of its amounts are positive. */
const GUESSED_BILL =
  "most of the statement's amounts are positive, as a card's bill prints its purchases, and nothing else in it (a card's name, a running balance, a heading) says whether it is a bill or an account's statement: it was read as a bill, positive amounts money out; check the sign before importing";

/** A section's table, and how its rows read its sense. */
type SensedTable = StatementTable & { sense: SectionSense; bothSigns: boolean };

/**
 * The statement's entries, read once, each section in the number form most of its rows print (entries.ts): with
 * decimals, or in whole numbers where every section's rows print them so (read with decimals, a statement of forint
 * finds fewer than half its rows: a foreign amount in a description at most), their units as its headings say
 * (units.ts). Where sections of both forms stand, each form alone is read too, and the sections' reading is taken where
 * it reads more rows than either (currency sub-accounts, one in dong and one in euro: read in one form, the other's
 * rows are lost), its whole numbers made cents here; a giro statement's references read as whole numbers are not.
 */
function entriesAsPrinted(pages: readonly Word[][]): { entries: Entry[]; units: WholeUnits; others: Numbers[] } {
  const formOf = new Map<Entry, Numbers>();
  const bySection = entriesOf(pages, { forms: [DECIMALS, WHOLE_NUMBERS] }, formOf);
  const inWhole = (e: Entry) => formOf.get(e) === WHOLE_NUMBERS;
  const whole = bySection.filter((e) => e.kind === "row" && inWhole(e)).length;
  if (whole === 0) return { entries: bySection, units: { cents: 1 }, others: [WHOLE_NUMBERS] };
  if (whole === rows(bySection)) return { entries: bySection, units: wholeUnits(bySection), others: [DECIMALS] };
  const decimals = entriesOf(pages, DECIMALS);
  const wholeOnly = entriesOf(pages, WHOLE_NUMBERS);
  const units = wholeUnits(wholeOnly);
  if (rows(bySection) > Math.max(rows(decimals), rows(wholeOnly)))
    return {
      entries: bySection.map((e) => (inWhole(e) ? inCents(e, units.cents) : e)),
      units: { cents: 1, ...(units.warning ? { warning: units.warning } : {}) },
      others: [DECIMALS, WHOLE_NUMBERS],
    };
  if (rows(wholeOnly) <= 2 * rows(decimals)) return { entries: decimals, units: { cents: 1 }, others: [WHOLE_NUMBERS] };
  return { entries: wholeOnly, units, others: [DECIMALS] };
}

/**
 * The dated lines left as headings that read as rows in a number form the reading did not take: a section's rows lost
 * to the others' form are said, never dropped without a word. Bare digits after a row's words (a reference, a count)
 * are no amount here: only grouped, signed or marked whole numbers, or amounts with decimals, count.
 */
function unreadRows(entries: readonly Entry[], others: readonly Numbers[]): number {
  const forms = others.map((form): Numbers => ({
    whole: form.whole,
    amountOf: (text) => {
      const amount = form.amountOf(text);
      return amount && !("plain" in amount && amount.plain) ? amount : null;
    },
  }));
  return entries.filter((e) => {
    if (e.kind !== "heading") return false;
    const line = { y: 0, text: e.text, words: e.words.map((w) => ({ ...w, y: 0, size: 9 })) };
    return forms.some((form) => rowsPrinted([line], form) > 0);
  }).length;
}

const rows = (entries: readonly Entry[]) => entries.filter((e) => e.kind === "row").length;

/** An entry read in whole numbers, its amounts in cents: whole units times a hundred, or cents as printed. */
function inCents(entry: Entry, cents: number): Entry {
  if (entry.kind === "heading" || cents === 1) return entry;
  return { ...entry, amounts: entry.amounts.map((a) => ({ ...a, cents: a.cents * cents })) } as Entry;
}

/**
 * Whether the statement's own words (its headings, its figures' labels) name a card's bill. A row's description is the
 * counterparty's ("Compra cartão Pão de Açúcar", "Kreditkarte Abrechnung" paid from an account): no word for the file.
 */
function cardWordIn(entries: readonly Entry[]): boolean {
  return entries.some((e) => (e.kind === "heading" ? CARD.test(e.text) : e.kind === "figure" && CARD.test(e.label)));
}

function statementTable(
  pages: readonly Word[][],
  file: readonly Entry[],
  printed: readonly Entry[],
  units: WholeUnits,
  card: boolean,
  owedByFile?: boolean,
): Result<SensedTable, string> {
  const centsPerUnit = units.cents;
  const places = units.places ?? 2;
  let entries = printed;
  const all = readRows(entries, file);
  if (all.length === 0) return fail("no table of dated transactions was found in its text");
  // Balances without a day printed as the rows print their amounts: in the money-out column, or with its word.
  entries = signedFigures(entries, all);
  const balances = datedBalances(entries, all);
  const read = balances?.read ?? all;
  entries = balances?.entries ?? entries;
  // Amounts printed without a sign under headings that give it ("Payments", "Purchases"): signed by their sections.
  const bySection = signedBySections(entries, read, card);
  const rows = bySection?.rows ?? read;
  const byDay = dayFirst(rows.map((r) => r.row.date));
  const day = statementDay(pages, byDay);
  const balanceColumn = rows.every((r) => r.balance !== null);
  const signed = rows.filter((r) => r.signedColumn);
  // A card's bill prints purchases (most of its rows) positive and payments negative; an account's statement prints
  // what leaves it negative, and most rows do. A few rows say little: then a word for a card (a hint) must agree.
  const positive = signed.filter((r) => r.moves > 0).length;
  const negative = signed.filter((r) => r.moves < 0).length;
  // A running balance steps alike in either sense: there, only a word for a card says the bill's.
  const byCount = positive > negative && (card || (positive >= 3 * Math.max(1, negative) && !balanceColumn));
  // Totals labelled money out or in that the rows printed positive add up to say which way they go (labelled-totals.ts).
  const byTotals = signed.length > 0 ? positiveSideByTotals(entries, rows) : null;
  const bySigns = byTotals === null ? byCount : byTotals === "out";
  const owed = bySection?.owed ?? owedByFile ?? bySigns;
  const judged = judge(entries, rows, !balanceColumn);
  // What the rows prove of the sense: the headings' reading; columns a header or a balance told apart (an account's
  // money out and in); signed rows read as an account's that the figures prove. Most rows positive is a close call.
  const closeCall = (bySection?.owed ?? null) === null && signed.length > 0 && bySigns && byTotals === null;
  const columnsTold = rows.every((r) => !r.signedColumn && !r.guessed);
  const decided =
    bySection?.owed ?? (byTotals !== null ? bySigns : columnsTold || (signed.length > 0 && !bySigns && judged.proven) ? false : null);
  // Sections proved each on its own: a running balance jumps between them, which one chain would call a break.
  // Nor is a balance written whose rows' sides nothing proved (its own words mirror the rows'): it would add up either way.
  const sidesOpen = judged.mirrored === true || (rows.some((r) => r.guessed) && !judged.proven);
  // Whole numbers in units nothing named add up in cents as in whole units: no balance is written to call them proved.
  const unitsOpen = units.warning !== undefined;
  const hasBalance = balanceColumn && judged.sections === undefined && !sidesOpen && !unitsOpen;
  const warnings: string[] = [];
  const kept = rows.filter((r) => !judged.dropped.has(r.row.section));
  for (const section of judged.dropped) {
    const left = rows.filter((r) => r.row.section === section);
    warnings.push(
      `${left.length} rows of the PDF (from ${left[0]?.row.description[0] ?? "?"}) were left out: the statement's totals do not count them`,
    );
  }
  for (const f of judged.added)
    warnings.push(`"${f.label}" has no day of its own: read as a row of the statement's date, as its totals count it`);
  const changed = judged.dropped.size > 0 || judged.added.length > 0;
  if (judged.sections !== undefined)
    warnings.push(
      `the PDF prints ${judged.sections} sections, each with figures of its own (balances or totals), and each section's rows add up to them: check that every section is of this account`,
    );
  if (judged.mirrored || (sidesOpen && balanceColumn))
    warnings.push(
      "the statement's balances add up whichever of its columns or words is money in, and nothing else says which: check the rows' sides before importing",
    );
  else if (!balanceColumn && !judged.proven)
    warnings.push("the PDF states no balances its rows add up to: check the rows against the statement before importing");
  else if (changed) warnings.push("the rows add up to the statement's figures only as read above: check those rows before importing");
  // Balances are written for the CSV reader to check only when the rows as printed take one to the other: a reading
  // that needed changes to add up is not called balanced.
  const opening = changed || unitsOpen ? null : judged.opening;
  const closing = changed || unitsOpen ? null : judged.closing;
  const lines: string[] = [];
  // Every figure leaves here in minor units (cents, or a dinar's fils): a statement printed in whole units is read in them (units.ts).
  const holder = (units: number) => (owed ? -units : units) * centsPerUnit;
  const decimal = decimalIn(places);
  // Rows that print two days go as two date columns under the words the PDF prints above them: the CSV reader's one
  // rule (the purchase's day before a booking or value day; else the first printed, said) picks the transaction's.
  const days = twoDays(entries, kept);
  const dayColumns = days ? `${quoted(days[0])},${quoted(days[1])}` : "Date";
  // Where nothing at all told the sides apart (no figure, no header, no known word), the money columns carry no name that
  // says which is money out: the CSV reader then asks which (and the budget's own rows may answer it).
  const asked = sidesOpen && rows.some((r) => r.guessed && !r.hinted);
  const money = asked ? UNNAMED_SIDES.join(",") : "Debit,Credit";
  const header = `${dayColumns},Description,${money}${hasBalance ? ",Balance" : ""}`;
  const blank = (days ? "," : "") + (hasBalance ? ",,," : ",,");
  if (opening !== null) lines.push(`Opening balance${blank}${decimal(holder(opening))}`);
  lines.push(header);
  for (const r of kept) {
    const date = isoDay(r.row.date, byDay, day);
    if (date === null) return fail("its rows print no year and the statement names no date to take it from");
    const other = r.row.other ? isoDay(r.row.other.date, byDay, day) : null;
    const dates = days ? `${date.replace(/^!/, "")},${other?.replace(/^!/, "") ?? ""}` : date.replace(/^!/, "");
    const turned = (judged.flipped && r.guessed) || judged.turned?.has(r.row) === true;
    const moves = holder(turned ? -r.moves : r.moves);
    const balance = turned && r.markedBalance && r.balance !== null ? -r.balance : r.balance;
    lines.push(csvRow(dates, r.row.description.join(" "), moves, hasBalance ? balance : undefined, holder, decimal));
  }
  const noDay = days ? "," : "";
  for (const f of judged.added)
    lines.push(csvRow(`${day ?? ""}${noDay}`, f.label, holder(f.amounts[0]?.cents ?? 0), undefined, holder, decimal));
  if (closing !== null) lines.push(`Closing balance${blank}${decimal(holder(closing))}`);
  const span = kept.reduce<{ first: number; last: number } | null>(
    (span, r) => ({ first: Math.min(span?.first ?? Infinity, r.row.page), last: Math.max(span?.last ?? 0, r.row.page) }),
    null,
  );
  return ok({
    text: new TextEncoder().encode(lines.join("\r\n") + "\r\n"),
    warnings,
    pages: span,
    sense: { owed, decided, closeCall },
    bothSigns: negative > 0,
  });
}

/**
 * The first and last dated lines, when they are the statement's opening and closing balance printed as rows
 * ("01.06.2025 Входящий остаток 60 096,40" in the credit column): taken as balances only when the rows between them
 * add up from one to the other, whatever their words. A statement of currency sub-accounts prints such a pair in each
 * section: there every section's pair is taken, when each section's rows add up from its own opening to its own
 * closing. Null otherwise.
 */
function datedBalances(entries: readonly Entry[], read: readonly ReadRow[]): { entries: Entry[]; read: ReadRow[] } | null {
  const whole = datedEnds(entries, read);
  if (whole) return { entries: entries.map((e) => whole.figures.get(e) ?? e), read: whole.rows };
  const sections: ReadRow[][] = [];
  for (const r of read) {
    const last = sections.at(-1);
    if (last && last[0]?.row.section === r.row.section) last.push(r);
    else sections.push([r]);
  }
  if (sections.length < 2) return null;
  const figures = new Map<Entry, Figure>();
  const rows: ReadRow[] = [];
  for (const own of sections) {
    const first = entries.indexOf(own[0]?.row as Row);
    const ends = datedEnds(entries.slice(first, entries.indexOf(own.at(-1)?.row as Row) + 1), own);
    if (!ends) return null;
    for (const [row, figure] of ends.figures) figures.set(row, figure);
    rows.push(...ends.rows);
  }
  return { entries: entries.map((e) => figures.get(e) ?? e), read: rows };
}

/**
 * The first and last of `read` as figures, when the rows between them take one to the other; null otherwise. A
 * balance printed unsigned in a column of money out (an overdrawn closing) is read with its column's sign, where its
 * amount as printed adds up to nothing.
 */
function datedEnds(entries: readonly Entry[], read: readonly ReadRow[]): { figures: Map<Entry, Figure>; rows: ReadRow[] } | null {
  return endsProved(entries, read, false) ?? endsProved(entries, read, true);
}

function endsProved(
  entries: readonly Entry[],
  read: readonly ReadRow[],
  bySide: boolean,
): { figures: Map<Entry, Figure>; rows: ReadRow[] } | null {
  const [first, last] = [read[0], read.at(-1)];
  const [start, end] = [first && balanceOnly(first.row), last && balanceOnly(last.row)];
  if (!first || !last || !start || !end || read.length < 3) return null;
  const [opening, closing] = bySide ? [first.moves, last.moves] : [start.cents, end.cents];
  const figure = (row: Row, amount: Placed, cents: number): Figure => ({
    kind: "figure",
    page: row.page,
    label: row.description.join(" "),
    amounts: [{ ...amount, cents }],
    inColumn: true,
    section: row.section,
    band: row.band,
  });
  const figures = new Map<Entry, Figure>([
    [first.row, figure(first.row, start, opening)],
    [last.row, figure(last.row, end, closing)],
  ]);
  const rows = read.slice(1, -1);
  const judged = judge(
    entries.map((e) => figures.get(e) ?? e),
    rows,
    false,
  );
  if (!judged.proven || judged.opening !== opening || judged.closing !== closing) return null;
  return { figures, rows };
}

/**
 * The one amount a dated line prints, where it may be a balance: the line's only amount, or its only one not zero (a
 * table that prints its empty side as 0,00 prints "Saldo początkowe 0,00 7 025,68"); undefined otherwise.
 */
function balanceOnly(row: Row): Placed | undefined {
  const [only, ...others] = row.amounts.length === 1 ? row.amounts : row.amounts.filter((a) => a.cents !== 0);
  return only && others.length === 0 ? only : undefined;
}

/** A header word stands over a day when it starts within this many points of it, or spans its start. */
const OVER = 12;

/**
 * The header words over the two days the rows print ("Date" and "Date valeur", "Trans Date" and "Post Date"), from the
 * nearest heading above the first such row that has a word over each; "Date" and "Date (2)" where none names them.
 * Null when no row prints two days.
 */
function twoDays(entries: readonly Entry[], rows: readonly { row: Row }[]): [string, string] | null {
  const first = rows.find((r) => r.row.other)?.row;
  if (!first?.other) return null;
  const { firstX, x } = first.other;
  const over = (w: { x: number; end: number }, at: number) => Math.abs(w.x - at) <= OVER || (w.x <= at && w.end >= at);
  for (let i = entries.indexOf(first) - 1, seen = 0; i >= 0 && seen < 8; i--, seen++) {
    const e = entries[i] as Entry;
    if (e.kind !== "heading") continue;
    const a = e.words.find((w) => over(w, firstX));
    const b = e.words.find((w) => w !== a && over(w, x));
    if (a && b) return [a.text, b.text];
    const both = a && a.end >= x ? splitAt(a, x) : null;
    if (both) return both;
  }
  return ["Date", "Date (2)"];
}

/**
 * A header drawn as one run over both days' columns ("Datum zaúčtování Datum"): cut at the space nearest where the
 * second day starts, the run's letters taken as equally wide; null when no space stands within a few letters of it.
 */
function splitAt(run: { text: string; x: number; end: number }, x: number): [string, string] | null {
  const width = (run.end - run.x) / Math.max(1, run.text.length);
  const at = (x - run.x) / width;
  const spaces = [...run.text.matchAll(/\s+/g)].map((m) => m.index + m[0].length);
  const cut = spaces.sort((p, q) => Math.abs(p - at) - Math.abs(q - at))[0];
  if (cut === undefined || Math.abs(cut - at) > 3) return null;
  const [first, second] = [run.text.slice(0, cut).trim(), run.text.slice(cut).trim()];
  return first !== "" && second !== "" ? [first, second] : null;
}

function csvRow(
  date: string,
  description: string,
  moves: number,
  balance: number | null | undefined,
  holder: (c: number) => number,
  decimal: (minor: number) => string,
): string {
  const cells = [date, quoted(description.replace(/\s+/g, " ").trim()), moves < 0 ? decimal(-moves) : "", moves >= 0 ? decimal(moves) : ""];
  if (balance !== undefined) cells.push(balance === null ? "" : decimal(holder(balance)));
  return cells.join(",");
}

/** A count of minor units as a decimal of `places` places ("1234" as "12.34", or "1.234" for a dinar's fils). */
function decimalIn(places: 2 | 3): (minor: number) => string {
  const per = 10 ** places;
  return (minor) => {
    const abs = Math.abs(minor);
    return `${minor < 0 ? "-" : ""}${Math.floor(abs / per)}.${String(abs % per).padStart(places, "0")}`;
  };
}

function quoted(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * The statement's date, which gives its rows' days their year: the latest full date on a line that names the
 * statement's date or period, else the latest of the year most full dates are in; null when it prints none.
 */
export function statementDay(pages: readonly Word[][], byDay: boolean): string | null {
  const hinted: string[] = [];
  const all: string[] = [];
  for (const words of pages) {
    for (const line of linesOf(words)) {
      for (const day of fullDates(line.text, byDay)) {
        all.push(day);
        if (STATEMENT_DAY.test(line.text)) hinted.push(day);
      }
    }
    if (hinted.length > 0) break;
  }
  if (hinted.length > 0) return hinted.sort().at(-1) ?? null;
  if (all.length === 0) return null;
  const years = new Map<string, number>();
  for (const d of all) years.set(d.slice(0, 4), (years.get(d.slice(0, 4)) ?? 0) + 1);
  const year = [...years].sort((a, b) => b[1] - a[1])[0]?.[0];
  return (
    all
      .filter((d) => d.startsWith(year ?? ""))
      .sort()
      .at(-1) ?? null
  );
}

/** The dates with a year a line's text prints, as ISO days. */
function fullDates(text: string, byDay: boolean): string[] {
  const out: string[] = [];
  const starts = [...text.matchAll(/(?:^|[\s:(])(?=[\dA-Za-zÀ-ÿ])/g)].map((m) => m.index + m[0].length);
  for (const start of starts) {
    const found = dateAt(text.slice(start));
    if (!found || found.date.year === null) continue;
    const iso = isoDay(found.date, byDay, null);
    if (iso && !iso.startsWith("!")) out.push(iso);
  }
  return out;
}
