// The two kinds of figure a statement's rows are made of, read from one cell of text: an amount (two decimals,
// any grouping, a sign before or after it, in brackets, or a Cr/Dr mark) and a date (day, month and perhaps a
// year, in digits or with the month's name in the languages banks print). Pure, no table knowledge.
import { MONTH_NAMES, SHARED_MONTH_NAMES } from "../../locale/month-names";
import { addDays } from "../../locale/days";

/** An amount as printed: its value in cents with the sign it carries, and whether a sign was printed at all. */
export interface Amount {
  cents: number;
  signed: boolean;
  /**
   * The word printed after the number ("CR", "D", "Haben", "Расход", "Nợ"), lowercase, when one is: which of a
   * column's two words is money in is the statement's figures' to prove (columns.ts); known words only hint.
   */
  mark?: string;
}

// The whole part grouped by thousands ("1.234.567"), by India's lakhs and crores ("1,23,45,678"), or not at all; a
// Cr/Dr mark after it may end in a dot ("12,500.00 Dr.").
const AMOUNT =
  /^([-−–+]?)\s*\(?\s*(?:[A-Z]{0,3}\$|€|£|¥|₹|EUR|USD|GBP|CHF|BRL|INR|Rs\.?|R\$)?\s*([-−–]?)\s*(\d{1,3}(?:[.,'’ \u00a0]\d{3})*|\d{1,2}(?:,\d{2})+,\d{3}|\d+)([.,])(\d{2})\s*\)?\s*(?:€|EUR|USD|INR|Euro|EURO)?\s*(?:(-|\+|CR|DR|Cr|Dr|C|D|S|H)\.?)?$/;

/** An amount followed by a word of its own (a direction in the statement's language: "Duguje", "Приход", "Có"). */
const WORDED = /^(.*?\d[.,]\d{2}\s*\)?)\s+(\p{L}{1,12})\.?$/u;

/** The amount a cell is, or null: two decimals are required (a count, a year or a day is no amount). */
export function amountOf(cell: string): Amount | null {
  const text = cell.trim();
  const m = AMOUNT.exec(text);
  if (!m) {
    const worded = WORDED.exec(text);
    const number = worded ? amountOf(worded[1] ?? "") : null;
    // A currency's name after the number ("12,50 zł") is no direction: the column's words tell (columns.ts).
    return number && !number.mark ? { ...number, mark: (worded?.[2] ?? "").toLowerCase() } : null;
  }
  const [, before = "", inner = "", whole = "", point = "", cents = "", after = ""] = m;
  // The grouping mark is never the decimal mark: "1.234.56" is no amount.
  const groups = whole.replace(/\d/g, "");
  if (groups.includes(point)) return null;
  const value = Number(whole.replace(/\D/g, "")) * 100 + Number(cents);
  const negative =
    /[-−–]/.test(before + inner) || after === "-" || /^(DR|Dr|D|S)$/.test(after) || (text.startsWith("(") && text.endsWith(")"));
  const signed = before !== "" || inner !== "" || after !== "" || text.startsWith("(");
  const mark = /\p{L}/u.test(after) ? { mark: after.toLowerCase() } : {};
  return { cents: negative ? -value : value, signed, ...mark };
}

/**
 * An amount printed as a whole number ("1 030-", "1.596.370 Nợ", "32842562", "(4 577)"): the value of a statement
 * whose amounts carry no decimals, in the units it prints (whole forint or dong, or cents where its header says so:
 * which, the statement decides, units.ts). `plain`, its digits' count, when it is bare digits (no grouping, sign or
 * word), as a reference number or a year is printed too. Null for anything else, an amount with decimals included: a statement read in
 * whole numbers reads only them.
 */
export function wholeAmountOf(cell: string): (Amount & { plain?: number }) | null {
  const text = cell.trim();
  const m = WHOLE.exec(text);
  if (!m) {
    const worded = WORDED_WHOLE.exec(text);
    const number = worded ? wholeAmountOf(worded[1] ?? "") : null;
    return number && !number.mark ? { cents: number.cents, signed: number.signed, mark: (worded?.[2] ?? "").toLowerCase() } : null;
  }
  const [, before = "", inner = "", whole = "", , after = ""] = m;
  const value = Number(whole.replace(/\D/g, ""));
  if (!Number.isSafeInteger(value)) return null;
  const negative =
    /[-−–]/.test(before + inner) || after === "-" || /^(DR|Dr|D|S)$/.test(after) || (text.startsWith("(") && text.endsWith(")"));
  const signed = before !== "" || inner !== "" || after !== "" || text.startsWith("(");
  const mark = /\p{L}/u.test(after) ? { mark: after.toLowerCase() } : {};
  return { cents: negative ? -value : value, signed, ...mark, ...(/^\d+$/.test(text) ? { plain: text.length } : {}) };
}

// Whole numbers grouped by thousands with one mark throughout ("1 152 350", "1.596.370", "1'200"), by lakhs, or bare
// digits (at most 12: a longer run is an account or card number); the currencies printed without decimals around them.
const WHOLE =
  /^([-−–+]?)\s*\(?\s*(?:[A-Z]{0,3}\$|€|£|¥|₩|₫|₹|円|원|HUF|VND|JPY|KRW|ISK|CLP|Ft)?\s*([-−–]?)\s*(\d{1,3}(?:([.,'’ \u00a0])\d{3})(?:\4\d{3})*|\d{1,2}(?:,\d{2})+,\d{3}|\d{1,12})\s*\)?\s*(?:€|£|¥|₩|₫|円|원|đ|Ft|HUF|VND|JPY|KRW|ISK|CLP|EUR|USD|kr|Kč)?\s*(?:(-|\+|CR|DR|Cr|Dr|C|D|S|H)\.?)?$/u;

/** A whole number followed by a word of its own ("1.596.370 Nợ", "4 780 Duguje"). */
const WORDED_WHOLE = /^(.*?\d\s*\)?)\s+(\p{L}{1,12})\.?$/u;

/** A date as printed: the year may be missing (a statement's rows often print the day and month only). */
export interface PrintedDate {
  /** The first and second numbers when both are 12 or less leave day and month open (orderOf decides). */
  a: number;
  b: number;
  year: number | null;
  /** The month was a word: a and b are day and month, decided. */
  named: boolean;
}

const MONTHS: Record<string, number> = {};
const NAMES = [
  "jan january januar janvier enero janeiro januari gennaio ene janv",
  "feb february februar fevrier février febrero fevereiro februari febbraio fev fév févr",
  "mar march marz märz mars marzo marco março maart mrz mär",
  "apr april avril abril aprile avr abr",
  "may mai mayo maio mei maggio mag",
  "jun june juni juin junio junho giugno giu",
  "jul july juli juillet julio julho luglio lug juil",
  "aug august aout août agosto augustus ago aoû",
  "sep sept september septembre septiembre setembro settembre set",
  "oct october oktober octobre octubre outubro ottobre okt out ott",
  "nov november novembre noviembre novembro",
  "dec december dezember decembre décembre diciembre dezembro dicembre dez dic déc",
];
NAMES.forEach((names, i) => names.split(" ").forEach((n) => (MONTHS[n] = i + 1)));
// Then every language's the CSV reader knows (Polish "paź", Turkish "Şub", Indonesian "Agu", Swedish "maj"…), where
// the list above does not already name the word.
MONTH_NAMES.forEach((names, i) =>
  names
    .split(/\s+/)
    .filter((n) => n !== "" && MONTHS[n] === undefined)
    .forEach((n) => (MONTHS[n] = i + 1)),
);

// A booking day may be joined to its value day by a slash ("02.01./03.01."): the first is the row's.
const NUMERIC = /^(\d{1,2})([./-])(\d{1,2})(?:\2(\d{4}|\d{2}))?\.?(?=$|\s|\/\d)/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?=$|\s)/;
// "4. prosinca 2026.", "1 de septiembre de 2026", "7 июля 2026 г.", "5 listopada 2025 r.": a day, its month's name
// (joined by "de" in Spanish and Portuguese), a year perhaps ending in a dot or in the word for year cut short
// (Russian "г.", Ukrainian "р.", Polish "r.").
const DAY_NAME = /^(\d{1,2})(\.?)[\s-](?:d[eo]l?\s)?(\p{L}{3,12})\.?(?:(?:\sd[eo]l?)?[\s-](\d{4}|\d{2})(?:\.|\s?[грr]\.)?)?(?=$|\s|,)/u;
/**
 * A year first with dots or slashes ("2026.06.05.", Hungary's and East Asia's; "2026. 03. 14.", a space after each
 * dot, as Hungary and Korea print it too): year, month, day.
 */
const YEAR_FIRST = /^(\d{4})([./]) ?(\d{1,2})\2 ?(\d{1,2})\.?(?=$|\s)/;
/** A year first, then the month's name and the day: "2026. augusztus 4." (Hungarian), "2026 m. rugpjūčio 4 d." (Lithuanian). */
const YEAR_NAME = /^(\d{4})(?:\.|\sm\.)?\s(\p{L}{3,12})\.?\s(\d{1,2})(?:\.|\sd\.)?(?=$|\s|,)/u;
const NAME_DAY = /^(\p{L}{3,12})\.?\s(\d{1,2})(?:,?\s(\d{4}))?(?=$|\s|,)/u;

/** The date a cell starts with and how long its text is, or null. */
export function dateAt(cell: string): { date: PrintedDate; length: number } | null {
  const text = cell.trimStart();
  let m = ISO.exec(text);
  if (m) return within({ a: Number(m[3]), b: Number(m[2]), year: Number(m[1]), named: true }, m[0].length);
  m = YEAR_FIRST.exec(text);
  if (m) return within({ a: Number(m[4]), b: Number(m[3]), year: Number(m[1]), named: true }, m[0].length);
  m = NUMERIC.exec(text);
  // "12.07" without a year is an amount as often as a day: a day so written ends in a dot ("12.07.").
  if (m && m[4] === undefined && m[2] === "." && !m[0].endsWith(".")) m = null;
  if (m) {
    const year = m[4] === undefined ? null : Number(m[4].length === 2 ? `20${m[4]}` : m[4]);
    return within({ a: Number(m[1]), b: Number(m[3]), year, named: false }, m[0].length);
  }
  m = DAY_NAME.exec(text);
  const dayMonth = m ? monthNamed(m[3] ?? "", m[2] === ".") : undefined;
  if (m && dayMonth) return within({ a: Number(m[1]), b: dayMonth, year: yearOf(m[4]), named: true }, m[0].length);
  m = YEAR_NAME.exec(text);
  const yearMonth = m ? MONTHS[(m[2] ?? "").toLowerCase()] : undefined;
  if (m && yearMonth) return within({ a: Number(m[3]), b: yearMonth, year: Number(m[1]), named: true }, m[0].length);
  m = NAME_DAY.exec(text);
  const monthDay = m ? MONTHS[(m[1] ?? "").toLowerCase()] : undefined;
  if (m && monthDay) return within({ a: Number(m[2]), b: monthDay, year: yearOf(m[3]), named: true }, m[0].length);
  return null;
}

/** The month a name after a day names; a name two languages share, by whether the day ends in a dot (SHARED_MONTH_NAMES). */
function monthNamed(name: string, dotted: boolean): number | undefined {
  const word = name.toLowerCase();
  const shared = SHARED_MONTH_NAMES[word];
  return shared ? (dotted ? shared.dotted : shared.bare) : MONTHS[word];
}

function yearOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  return Number(text.length === 2 ? `20${text}` : text);
}

function within(date: PrintedDate, length: number): { date: PrintedDate; length: number } | null {
  if (date.a < 1 || date.b < 1 || date.a > 31 || date.b > 31) return null;
  if (date.named ? date.b > 12 : date.a > 12 && date.b > 12) return null;
  return { date, length };
}

/** Whether the dates are day first: a first number over 12 says so, a second over 12 says month first. */
export function dayFirst(dates: readonly PrintedDate[]): boolean {
  let dayFirstSeen = 0;
  let monthFirstSeen = 0;
  for (const d of dates) {
    if (d.named) continue;
    if (d.a > 12) dayFirstSeen++;
    else if (d.b > 12) monthFirstSeen++;
  }
  return monthFirstSeen <= dayFirstSeen;
}

/** The ISO day of a printed date, its year from the statement's date when it has none; null when no such day exists. */
export function isoDay(date: PrintedDate, byDay: boolean, statementDay: string | null): string | null {
  const [day, month] = date.named || byDay ? [date.a, date.b] : [date.b, date.a];
  if (month > 12) return null;
  let year = date.year;
  if (year === null) {
    if (statementDay === null) return null;
    year = Number(statementDay.slice(0, 4));
    // A row's day after the statement's (by more than a month) is of the year before: a December row on January's statement.
    if (`${year}-${pad(month)}-${pad(day)}` > addDays(statementDay, 31)) year--;
  }
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const check = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.getUTCDate() !== day ? `!${iso}` : iso;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}
