// Date cells → YYYY-MM-DD. The format is inferred from the whole column: a single "25/03" proves D/M for
// every row, and a column where no part exceeds 12 is genuinely ambiguous and decided from other signals.

import { MONTH_NAMES, SHARED_MONTH_NAMES } from "./month-names";
import { addDays } from "./days";

export type DateOrder = "DMY" | "MDY" | "YMD";

/**
 * Month names and abbreviations in the languages banks export in (EN DE NL FR ES IT PT SV CS HU PL, and RO ID MS TR NO
 * whose abbreviations differ: "iul", "Agu", "Ogos", "Ağu", "des"). A longer name is read by its first three letters.
 */
const MONTHS: ReadonlyMap<string, number> = (() => {
  const m = new Map<string, number>();
  const names: string[][] = [
    [
      "jan",
      "january",
      "januar",
      "jänner",
      "janner",
      "januari",
      "janvier",
      "janv",
      "enero",
      "ene",
      "gennaio",
      "gen",
      "janeiro",
      "leden",
      "január",
      "januar",
      "styczeń",
      "sty",
      "ian",
      "oca",
    ],
    [
      "feb",
      "february",
      "februar",
      "februari",
      "février",
      "fevrier",
      "févr",
      "fevr",
      "fév",
      "fev",
      "febrero",
      "febbraio",
      "fevereiro",
      "únor",
      "unor",
      "február",
      "luty",
      "lut",
      "şub",
      "sub",
    ],
    [
      "mar",
      "march",
      "märz",
      "marz",
      "maerz",
      "mär",
      "maart",
      "mrt",
      "mars",
      "marzo",
      "março",
      "marco",
      "březen",
      "brezen",
      "március",
      "marzec",
      "mac",
    ],
    ["apr", "april", "avril", "avr", "abril", "abr", "aprile", "duben", "április", "kwiecień", "kwi", "nis"],
    ["may", "mai", "mei", "mayo", "maggio", "mag", "maio", "květen", "kveten", "május", "maj"],
    ["jun", "june", "juni", "juin", "junio", "giugno", "giu", "junho", "červen", "cerven", "június", "czerwiec", "cze", "iun", "haz"],
    [
      "jul",
      "july",
      "juli",
      "juillet",
      "juil",
      "julio",
      "luglio",
      "lug",
      "julho",
      "červenec",
      "cervenec",
      "július",
      "lipiec",
      "lip",
      "iul",
      "tem",
    ],
    ["aug", "august", "augustus", "août", "aout", "agosto", "ago", "srpen", "augusztus", "sierpień", "sie", "agu", "agt", "ogos", "ağu"],
    [
      "sep",
      "sept",
      "september",
      "septembre",
      "septiembre",
      "set",
      "settembre",
      "setembro",
      "září",
      "zari",
      "szeptember",
      "wrzesień",
      "wrz",
      "eyl",
    ],
    [
      "oct",
      "october",
      "oktober",
      "okt",
      "octobre",
      "octubre",
      "ottobre",
      "ott",
      "outubro",
      "out",
      "říjen",
      "rijen",
      "október",
      "październik",
      "paź",
      "eki",
    ],
    ["nov", "november", "novembre", "noviembre", "novembro", "listopad", "lis", "noi", "kas"],
    [
      "dec",
      "december",
      "dezember",
      "dez",
      "décembre",
      "decembre",
      "déc",
      "diciembre",
      "dic",
      "dicembre",
      "dezembro",
      "prosinec",
      "grudzień",
      "gru",
      "des",
      "dis",
      "ara",
    ],
  ];
  names.forEach((list, i) => list.forEach((n) => m.set(n, i + 1)));
  return m;
})();

/** The other languages' month names (month-names.ts), where the list above does not name the word already. */
const OTHER_MONTHS: ReadonlyMap<string, number> = (() => {
  const m = new Map<string, number>();
  MONTH_NAMES.forEach((list, i) => {
    for (const w of list.split(/\s+/)) if (w !== "" && !MONTHS.has(w)) m.set(w, i + 1);
  });
  return m;
})();

/** A month's name; one two languages share (SHARED_MONTH_NAMES) by whether the day before it ends in a dot. */
function monthFromName(word: string, dottedDay = false): number | undefined {
  const w = word.toLowerCase();
  const bare = w.replace(/\.$/, "");
  const shared = SHARED_MONTH_NAMES[bare];
  if (shared) return dottedDay ? shared.dotted : shared.bare;
  return (
    MONTHS.get(w) ??
    MONTHS.get(bare) ??
    OTHER_MONTHS.get(bare) ??
    OTHER_MONTHS.get(bare.normalize("NFC")) ??
    (w.length > 3 ? MONTHS.get(w.slice(0, 3)) : undefined)
  );
}

/**
 * Words a date writes between its parts that are no part ("5 de enero de 2024", "5 января 2024 г.", "May 5th"):
 * Spanish, Portuguese and Catalan "de", "del" and "d'", the year's mark after it (Russian, Ukrainian, Lithuanian,
 * Latvian "г", "р", "m", "gada") and the day's ("d", the English "st", "nd", "rd", "th").
 */
const DATE_CONNECTORS: ReadonlySet<string> = new Set(["de", "del", "d", "г", "р", "m", "gada", "st", "nd", "rd", "th"]);
/** The English ordinal endings a day may carry ("May 5th, 2026"). */
const ORDINAL_ENDINGS: ReadonlySet<string> = new Set(["st", "nd", "rd", "th"]);

/** Two-digit years: banks export recent history, so 00-69 → 2000s (the POSIX strptime pivot). */
const YY_PIVOT = 70;

interface Parts {
  /** Up to three date parts: digit runs as numbers, a month word as its month number (negated). */
  a: number;
  b: number;
  c: number;
  /** Digit counts of the parts (0 for a month word). */
  la: number;
  lb: number;
  lc: number;
  /** Index of the month-word part (0..2), or -1. */
  word: number;
  /** Time follows the date ("2024-01-03T10:00", "2024-01-03 10:00:00"). */
  time: boolean;
  seps: string;
}

const scratch: Parts = { a: 0, b: 0, c: 0, la: 0, lb: 0, lc: 0, word: -1, time: false, seps: "" };

/** Splits a cell into its first three runs of digits or letters, without regexes (runs per row). */
function split(written: string, withSeps: boolean): Parts | null {
  const cell = mayBeEra(written) ? gregorian(written) : written;
  const p = scratch;
  p.word = -1;
  p.time = false;
  p.seps = "";
  let n = 0;
  let i = 0;
  // Whether the last part ended in a dot ("4. listopada"): a shared month name after a day so written is Croatian.
  let dayDot = false;
  const len = cell.length;
  while (i < len && isPadding(cell.charCodeAt(i))) i++;
  while (i < len && n < 3) {
    const c = cell.charCodeAt(i);
    let v = 0;
    let l = 0;
    if (c >= 48 && c <= 57) {
      const start = i;
      while (i < len) {
        const d = cell.charCodeAt(i);
        if (d < 48 || d > 57) break;
        v = v * 10 + (d - 48);
        i++;
      }
      l = i - start;
      if (l === 8 && n === 0) {
        // YYYYMMDD, unless a decimal mark and digits follow: "14171119.43" is an amount, not a day of 1417.
        if ((cell.charCodeAt(i) === 46 || cell.charCodeAt(i) === 44) && isDigitCode(cell.charCodeAt(i + 1))) return null;
        p.a = Math.floor(v / 10000);
        p.b = Math.floor(v / 100) % 100;
        p.c = v % 100;
        p.la = 4;
        p.lb = 2;
        p.lc = 2;
        n = 3;
        break;
      }
    } else if (isLetter(c)) {
      const start = i;
      while (i < len && isLetter(cell.charCodeAt(i))) i++;
      const word = cell.slice(start, i);
      const m = monthFromName(word, n === 1 && p.word < 0 && dayDot);
      if (m === undefined && n > 0 && DATE_CONNECTORS.has(word.toLowerCase())) {
        // A connector separates as a space does: the next part follows it.
        while (i < len && isSeparator(cell.charCodeAt(i))) i++;
        continue;
      }
      if (m === undefined || p.word >= 0) return null;
      p.word = n;
      v = m;
    } else return null;
    if (n === 0) {
      p.a = v;
      p.la = l;
    } else if (n === 1) {
      p.b = v;
      p.lb = l;
    } else {
      p.c = v;
      p.lc = l;
    }
    n++;
    // A day's ordinal ending written onto it ("5th", "1st") is no part.
    if (l > 0 && n < 3 && isLetter(cell.charCodeAt(i))) {
      let end = i;
      while (end < len && isLetter(cell.charCodeAt(end))) end++;
      if (ORDINAL_ENDINGS.has(cell.slice(i, end).toLowerCase())) i = end;
    }
    // Separators between parts: . / - , space (and "3. März"); ":" only after a four-digit year
    // ("2024:01:15", as EXIF-style exporters write), so a time of day ("12:30:45") is never a date.
    const sepStart = i;
    while (i < len) {
      const s = cell.charCodeAt(i);
      if (s === 46 || s === 47 || s === 45 || s === 44 || s === 32 || s === 0xa0) i++;
      else if (s === 58 && n < 3 && p.la === 4) i++;
      else if (isCjkSeparator(s)) i++;
      else break;
    }
    if (n < 3 && i === sepStart && i < len) return null;
    dayDot = cell.charCodeAt(sepStart) === 46;
    if (withSeps && n < 3) p.seps += cell.slice(sepStart, i) + "|";
    if (n < 3 && i - sepStart > 3) return null;
  }
  if (n < 3) return null;
  // Whatever follows must be a time or a trailing dot ("2019.04.19.", "2024年3月15日"), not more text; or the mark
  // of the year or day that ends a date ("2024 г.", "5 d.").
  while (i < len && (cell.charCodeAt(i) === 46 || isPadding(cell.charCodeAt(i)) || isCjkDay(cell.charCodeAt(i)))) i++;
  if (i < len && isLetter(cell.charCodeAt(i))) {
    let end = i;
    while (end < len && isLetter(cell.charCodeAt(end))) end++;
    if (DATE_CONNECTORS.has(cell.slice(i, end).toLowerCase())) {
      i = end;
      while (i < len && (cell.charCodeAt(i) === 46 || isPadding(cell.charCodeAt(i)))) i++;
    }
  }
  if (i < len) {
    const c = cell.charCodeAt(i);
    if (c === 84 || (c >= 48 && c <= 57))
      p.time = true; // "T10:00" or "10:00"
    else return null;
  }
  return p;
}

/**
 * Japanese eras, as banks and card companies in Japan print their dates: "令和8年5月2日", "R8.5.2", "平成31年4月30日",
 * "令和元年5月1日" (the era's first year). Their first year in the Gregorian calendar, less one.
 */
const ERAS: Record<string, number> = { 令和: 2018, R: 2018, 平成: 1988, H: 1988, 昭和: 1925 };
/** The era, its year (元 for the first) and what follows: a letter's era only before a date of three numbers. */
const ERA_DATE = /^\s*(?:(令和|平成|昭和)\s*(\d{1,2}|元)(年.*)$|([RH])(\d{1,2})([./]\d{1,2}[./]\d{1,2}\s*)$)/;

/** Whether a cell may start with an era (its first character, checked on every cell before any regex). */
function mayBeEra(cell: string): boolean {
  const c = cell.trimStart().charCodeAt(0);
  return c === 0x4ee4 || c === 0x5e73 || c === 0x662d || c === 82 || c === 72;
}

/** The cell with its era year written as the Gregorian year ("令和8年5月2日" → "2026年5月2日"), else as it is. */
function gregorian(cell: string): string {
  const m = ERA_DATE.exec(cell);
  if (!m) return cell;
  const [, era, year, rest, letter, letterYear, letterRest] = m;
  const offset = ERAS[era ?? letter ?? ""] ?? 0;
  const y = year === "元" ? 1 : Number(year ?? letterYear);
  return `${offset + y}${rest ?? letterRest ?? ""}`;
}

/** 年 and 月 (Chinese, Japanese) and 년 and 월 (Korean) end the year and the month: "2024年3月15日". */
function isCjkSeparator(c: number): boolean {
  return c === 0x5e74 || c === 0x6708 || c === 0xb144 || c === 0xc6d4;
}

/** 日 and 일 end the day. */
function isCjkDay(c: number): boolean {
  return c === 0x65e5 || c === 0xc77c;
}

/** Spaces, tabs and control characters, and the Unicode spaces a cell is padded with (no-break, ideographic, thin). */
function isPadding(c: number): boolean {
  return c <= 32 || (c >= 0xa0 && (c === 0xa0 || c === 0x3000 || (c >= 0x2000 && c <= 0x200b) || c === 0x202f || c === 0xfeff));
}

/** Whether a character code is an ASCII digit. */
export function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * A letter of the scripts month names are written in: Latin (with its extensions), Greek, Cyrillic, Armenian,
 * Hebrew, Arabic, Devanagari (its vowel signs too), Thai (its vowel and tone marks too; not its digits) and Georgian.
 */
function isLetter(c: number): boolean {
  if (c < 0xc0) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return (
    (c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x370 && c <= 0x3ff) ||
    (c >= 0x400 && c <= 0x52f) ||
    (c >= 0x531 && c <= 0x587) ||
    (c >= 0x5d0 && c <= 0x5ea) ||
    (c >= 0x620 && c <= 0x64a) ||
    (c >= 0x900 && c <= 0x97f) ||
    (c >= 0xe01 && c <= 0xe4e) ||
    (c >= 0x10a0 && c <= 0x10ff) ||
    (c >= 0x1e00 && c <= 0x1eff)
  );
}

/** What separates a date's parts: . / - , and spaces. */
function isSeparator(c: number): boolean {
  return c === 46 || c === 47 || c === 45 || c === 44 || c === 32 || c === 0xa0;
}

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Four-digit years of the Buddhist era, as Thai banks (and Lao, Cambodian, Myanmar ones) print them: "02/08/2569" is
 * 2 August 2026. No bank exports a Gregorian year this far ahead, so such a year is read 543 years back.
 */
const BUDDHIST_ERA = { from: 2400, to: 2699, offset: 543 };

function ymd(y: number, m: number, d: number, yLen: number): string | null {
  if (yLen <= 2) y += y < YY_PIVOT ? 2000 : 1900;
  else if (yLen !== 4) return null;
  else if (y >= BUDDHIST_ERA.from && y <= BUDDHIST_ERA.to) y -= BUDDHIST_ERA.offset;
  if (m < 1 || m > 12 || d < 1 || d > (DAYS[m - 1] ?? 0)) return null;
  if (m === 2 && d === 29 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) return null;
  return `${y}-${m < 10 ? "0" : ""}${m}-${d < 10 ? "0" : ""}${d}`;
}

/**
 * Parses a cell in the given order; null when it is not a valid date in that order. A date written without
 * its year ("15.03.", "03/15", "15 Mar", "3月15日") is read only given `yearAnchor` (YYYY-MM-DD), in the
 * year that puts it on or before that day (see yearless-dates.ts).
 */
export function parseDate(cell: string, order: DateOrder, yearAnchor?: string): string | null {
  const p = split(cell, false);
  if (!p) return yearAnchor === undefined ? null : dayMonthBefore(cell, order, yearAnchor);
  if (p.word >= 0) return wordDate(p);
  if (order === "YMD") return p.la === 4 ? ymd(p.a, p.b, p.c, p.la) : null;
  if (p.la > 2 || p.lb > 2) return null;
  return order === "DMY" ? ymd(p.c, p.b, p.a, p.lc) : ymd(p.c, p.a, p.b, p.lc);
}

/** Day and month with a slash ("03/15", "15/03") or dots, the last one written ("15.03."; "15.03" is an amount). */
const DAY_MONTH_DIGITS = /^(\d{1,2})(?:\/(\d{1,2})|\.(\d{1,2})\.)$/;
/** "3月15日", "03월 15일". */
const DAY_MONTH_CJK = /^(\d{1,2})[月월]\s*(\d{1,2})[日일]?$/;
/** "15 Mar", "15. März", "15-Mar". */
const DAY_WORD = /^(\d{1,2})(\.\s*|\s+|-)(\p{L}[\p{L}\p{M}]{2,})\.?$/u;
/** "Mar 15". */
const WORD_DAY = /^(\p{L}[\p{L}\p{M}]{2,})\.?\s+(\d{1,2})$/u;

type DayMonth = { a: number; b: number; fixed: "DM" | "MD" | null };

/**
 * A date without its year, as statements of a month write them: `a` and `b` are its two numbers as written
 * (a month word as its number), `fixed` the order a month word or 月 fixes. Null for any other cell.
 */
export function dayMonthOf(cell: string): DayMonth | null {
  const t = cell.trim();
  if (t.length < 3 || t.length > 12) return null;
  let m = DAY_MONTH_DIGITS.exec(t);
  // Each pattern's groups are required, except DAY_MONTH_DIGITS's month, written in one of two groups.
  if (m) {
    const [, day = "", slashMonth, dotMonth = ""] = m;
    return { a: +day, b: +(slashMonth ?? dotMonth), fixed: null };
  }
  if ((m = DAY_MONTH_CJK.exec(t))) {
    const [, month = "", day = ""] = m;
    return { a: +month, b: +day, fixed: "MD" };
  }
  if ((m = DAY_WORD.exec(t))) {
    const [, day = "", sep = "", word = ""] = m;
    const month = monthFromName(word, sep.startsWith("."));
    return month === undefined ? null : { a: +day, b: month, fixed: "DM" };
  }
  if ((m = WORD_DAY.exec(t))) {
    const [, word = "", day = ""] = m;
    const month = monthFromName(word);
    return month === undefined ? null : { a: month, b: +day, fixed: "MD" };
  }
  return null;
}

/** A year-less cell's month and day in the given order (a year-first order reads month then day, as ISO does). */
export function dayMonthIn(cell: string, order: DateOrder): { month: number; day: number } | null {
  const dm = dayMonthOf(cell);
  return dm && monthDay(dm, order);
}

function monthDay(dm: DayMonth, order: DateOrder): { month: number; day: number } | null {
  const dayFirst = dm.fixed === null ? order === "DMY" : dm.fixed === "DM";
  const month = dayFirst ? dm.b : dm.a;
  const day = dayFirst ? dm.a : dm.b;
  return month >= 1 && month <= 12 && day >= 1 && day <= (DAYS[month - 1] ?? 0) ? { month, day } : null;
}

/**
 * Days a year-less date may fall after the anchor and still be in its year: a value date a few days past the
 * statement period, the bank's clock a time zone ahead of the export's. Further after it, it is last year's.
 */
const YEARLESS_SLACK_DAYS = 7;
/** Years looked back for a 29 February (a leap year is at most eight years back). */
const LEAP_LOOKBACK = 8;

/** A year-less cell read in the latest year that puts it on or before `anchor` (with a week's slack). */
function dayMonthBefore(cell: string, order: DateOrder, anchor: string): string | null {
  const dm = dayMonthIn(cell, order);
  if (!dm) return null;
  const latest = addDays(anchor, YEARLESS_SLACK_DAYS);
  for (let y = +anchor.slice(0, 4), k = 0; k <= LEAP_LOOKBACK; y--, k++) {
    const iso = ymd(y, dm.month, dm.day, 4);
    if (iso !== null && iso <= latest) return iso;
  }
  return null;
}

/** "DD.MM.", "MM/DD", "DD MMM", "MMM DD", "MM月DD日": the shape of a year-less example. */
function describeDayMonth(example: string, order: DateOrder): string {
  const t = example.trim();
  const dm = dayMonthOf(t);
  if (DAY_MONTH_CJK.test(t)) return "MM月DD日";
  if (dm?.fixed === "DM") return /^\d+\./.test(t) ? "DD. MMM" : /-/.test(t) ? "DD-MMM" : "DD MMM";
  if (dm?.fixed === "MD") return "MMM DD";
  const dayFirst = order === "DMY";
  return t.includes("/") ? (dayFirst ? "DD/MM" : "MM/DD") : dayFirst ? "DD.MM." : "MM.DD.";
}

/** "03 Jan 2024", "Jan 3, 2024", "3. März 2024", "2024-Jan-03": the month word fixes the order. */
function wordDate(p: Parts): string | null {
  if (p.word === 0) return ymd(p.c, p.a, p.b, p.lc);
  if (p.word === 1) return p.la === 4 ? ymd(p.a, p.b, p.c, p.la) : ymd(p.c, p.b, p.a, p.lc);
  return null;
}

/** Whether a cell reads as a date in some order, its year written or not: what finding the table looks for. */
export function isDateCell(cell: string): boolean {
  return parseDate(cell, "DMY") !== null || parseDate(cell, "MDY") !== null || parseDate(cell, "YMD") !== null || isDayMonth(cell);
}

function isDayMonth(cell: string): boolean {
  const dm = dayMonthOf(cell);
  return dm !== null && (monthDay(dm, "DMY") !== null || monthDay(dm, "MDY") !== null);
}

export interface DateColumnInference {
  /** Share of non-empty values that parse with the chosen order. */
  share: number;
  order: DateOrder;
  /** No value told D/M from M/D (every first and second part ≤ 12). */
  ambiguous: boolean;
  /** A display format such as "DD.MM.YYYY" (the profile's `dateFormat`). */
  format: string;
  /** Most dates are written without their year ("15.03."): they need one from elsewhere (yearless-dates.ts). */
  yearless: boolean;
}

/** Looks at every value of a column and picks the one order that reads them all. */
export function inferDateColumn(values: readonly string[]): DateColumnInference | null {
  let nonEmpty = 0;
  let firstOver12 = 0;
  let secondOver12 = 0;
  let yearFirst = 0;
  let numeric = 0;
  let example: string | undefined;
  let yearless = 0;
  for (const v of values) {
    if (v.trim() === "") continue;
    nonEmpty++;
    const p = split(v, false);
    if (!p) {
      const dm = dayMonthOf(v);
      if (!dm) continue;
      example ??= v.trim();
      yearless++;
      if (dm.fixed !== null) continue;
      numeric++;
      if (dm.a > 12) firstOver12++;
      if (dm.b > 12) secondOver12++;
      continue;
    }
    example ??= v.trim();
    if (p.word >= 0) continue;
    numeric++;
    if (p.la === 4) yearFirst++;
    else {
      if (p.a > 12) firstOver12++;
      if (p.b > 12) secondOver12++;
    }
  }
  if (nonEmpty === 0 || example === undefined) return null;
  let order: DateOrder;
  let ambiguous = false;
  if (yearFirst > numeric / 2) order = "YMD";
  else if (firstOver12 > 0 && secondOver12 === 0) order = "DMY";
  else if (secondOver12 > 0 && firstOver12 === 0) order = "MDY";
  else if (firstOver12 > 0 && secondOver12 > 0)
    return null; // no single order reads this column
  else {
    order = "DMY";
    ambiguous = numeric > 0;
  }
  let ok = 0;
  for (const v of values) if (v.trim() !== "" && (parseDate(v, order) !== null || dayMonthIn(v, order) !== null)) ok++;
  const mostlyYearless = yearless * 2 > nonEmpty;
  const format = mostlyYearless ? describeDayMonth(example, order) : describeFormat(example, order);
  return { share: ok / nonEmpty, order, ambiguous, format, yearless: mostlyYearless };
}

/** Builds "DD.MM.YYYY"-style text from an example value, so the user sees the shape the file uses. */
export function describeFormat(example: string, order: DateOrder): string {
  const p = split(example, true);
  if (!p) return order === "YMD" ? "YYYY-MM-DD" : order === "DMY" ? "DD/MM/YYYY" : "MM/DD/YYYY";
  // A no-break space separates like a space; the format says so with a plain one (the grammar's).
  const seps = p.seps.replace(/\u00a0/g, " ").split("|");
  const tok = (role: "D" | "M" | "Y", len: number, isWord: boolean): string =>
    isWord ? "MMM" : role === "Y" ? (len <= 2 ? "YY" : "YYYY") : role + role;
  let roles: ["D" | "M" | "Y", "D" | "M" | "Y", "D" | "M" | "Y"];
  if (p.word === 0) roles = ["M", "D", "Y"];
  else if (p.word === 1) roles = p.la === 4 ? ["Y", "M", "D"] : ["D", "M", "Y"];
  // A four-digit first part is the year whatever the column's order (parseDate reads it only so).
  else if (p.la === 4) roles = ["Y", "M", "D"];
  else roles = order === "YMD" ? ["Y", "M", "D"] : order === "DMY" ? ["D", "M", "Y"] : ["M", "D", "Y"];
  const compact = p.la === 4 && p.lb === 2 && p.lc === 2 && /^\d{8}/.test(example);
  let out = "";
  const parts = [
    { role: roles[0], len: p.la },
    { role: roles[1], len: p.lb },
    { role: roles[2], len: p.lc },
  ];
  for (const [i, { role, len }] of parts.entries()) {
    out += tok(role, len, p.word === i);
    if (i < 2 && !compact) out += seps[i] ?? "";
  }
  const day = /\d\s*([日일])/.exec(example)?.[1];
  if (day !== undefined) out += day;
  if (p.time) out += example.includes("T") ? "THH:mm:ss" : " HH:mm:ss";
  return out;
}

/** Whether a profile's dateFormat leaves the year out ("DD.MM.", "MMM DD"): the year comes from elsewhere. */
export function isYearless(format: string): boolean {
  return !format.toUpperCase().includes("Y");
}

/** The order written in a profile's dateFormat ("DD.MM.YYYY" → DMY, "MMM D, YYYY" → MDY). */
export function orderOfFormat(format: string): DateOrder {
  const f = format.toUpperCase();
  const y = f.indexOf("Y");
  const d = f.indexOf("D");
  const m = f.indexOf("M");
  if (y >= 0 && y < d && y < m) return "YMD";
  return d >= 0 && m >= 0 && m < d ? "MDY" : "DMY";
}

/**
 * The date formats a profile may carry, in one grammar: three tokens, one each of day (D, DD), month (M, MM,
 * MMM for a month name) and year (YY, YYYY), in any order, separated by one to three of . / - , space (":"
 * only after a leading YYYY), or written together as YYYYMMDD; an optional time (" HH:mm:ss", "THH:mm") and a
 * trailing "." may follow. Only the order of D, M and Y is used to read the cells (orderOfFormat).
 */
const DATE_FORMAT =
  /^(D{1,2}|M{1,3}|YYYY|YY)([./\-, :年년]{1,3})(D{1,2}|M{1,3}|YYYY|YY)([./\-, :月월]{1,3})(D{1,2}|M{1,3}|YYYY|YY)[.日일]?((?: |T)HH:mm(?::ss)?)?$/;
const COMPACT_FORMAT = /^YYYYMMDD((?: |T)HH:mm(?::ss)?)?$/;
/** Day and month without a year: "DD.MM.", "MM/DD", "DD MMM", "MMM DD", "MM月DD日". */
const DAY_MONTH_FORMAT = /^(D{1,2}|M{1,3})([./\- ]{1,3}|月)(D{1,2}|M{1,3})[.日]?$/;

/** Examples listed when a date format is refused (what detection itself writes). */
export const DATE_FORMAT_EXAMPLES = [
  "DD.MM.YYYY",
  "DD/MM/YYYY",
  "MM/DD/YYYY",
  "DD-MM-YY",
  "YYYY-MM-DD",
  "YYYY.MM.DD",
  "YYYY MM DD",
  "YYYY:MM:DD",
  "YYYYMMDD",
  "DD MMM YYYY",
  "MMM DD, YYYY",
  "YYYY-MM-DD HH:mm:ss",
  "DD.MM.",
  "MM/DD",
] as const;

/** The message of a refused date format: the grammar and examples. */
export const DATE_FORMAT_RULE =
  "a date format is D or DD (day), M, MM or MMM (month, MMM a month name) and YY or YYYY (year), each once, in any order, " +
  'separated by . / - , or a space (":" only after a leading YYYY), or YYYYMMDD; the year may be left out ' +
  "(day and month only, read in the year the file states); e.g. " +
  DATE_FORMAT_EXAMPLES.join(", ");

/** Whether `format` is in the grammar above. */
export function isDateFormat(format: string): boolean {
  if (COMPACT_FORMAT.test(format)) return true;
  const dm = DAY_MONTH_FORMAT.exec(format);
  // "DD.MM." with its last dot: "DD.MM" is a day and month only where a month name follows ("DD. MMM").
  if (dm) {
    const [, first = "", sep = "", second = ""] = dm;
    return first[0] !== second[0] && (!sep.includes(".") || format.includes("MMM") || format.endsWith("."));
  }
  const m = DATE_FORMAT.exec(format);
  if (!m) return false;
  const [, first = "", sep1 = "", second = "", sep2 = "", third = ""] = m;
  const roles = new Set([first[0], second[0], third[0]]);
  if (roles.size !== 3) return false;
  if ((sep1.includes(":") || sep2.includes(":")) && first !== "YYYY") return false;
  return true;
}

/**
 * Whether a cell is written as a date, readable or not ("32.13.2024", "02/30/2024", "2024-13-45", "Feb 30,
 * 2024", "20241345"): digit groups and at most a month name between date separators. A row with such a
 * cell is a transaction whose date is wrong (an error), never a footer or a note ("Total", "Kontostand am
 * 31.01.2024", "Pending" are words first).
 */
export function looksLikeDate(cell: string): boolean {
  const t = cell.trim();
  if (t.length < 6 || t.length > 40) return false;
  const tokens = t.split(/[\s./\-:,]+/).filter((x) => x !== "");
  const only = tokens[0];
  if (tokens.length === 1 && only !== undefined) return /^\d{8}$/.test(only);
  let digits = 0;
  let words = 0;
  for (const tok of tokens) {
    if (/^\d{1,4}$/.test(tok)) digits++;
    else if (/^T\d{1,2}$/.test(tok) && digits >= 3) continue;
    else if (monthFromName(tok) !== undefined && words === 0) words++;
    else return false;
  }
  return digits >= 2 && digits + words >= 3 && tokens.length <= 6 + words;
}
