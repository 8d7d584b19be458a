// Date cells → YYYY-MM-DD. The format is inferred from the whole column: a single "25/03" proves D/M for
// every row, and a column where no part exceeds 12 is genuinely ambiguous and decided from other signals.

export type DateOrder = "DMY" | "MDY" | "YMD";

/** Month names and abbreviations in the languages of the corpus (EN DE NL FR ES IT PT SV CS HU PL). */
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
    ],
    ["apr", "april", "avril", "avr", "abril", "abr", "aprile", "duben", "április", "kwiecień", "kwi"],
    ["may", "mai", "mei", "mayo", "maggio", "mag", "maio", "květen", "kveten", "május", "maj"],
    ["jun", "june", "juni", "juin", "junio", "giugno", "giu", "junho", "červen", "cerven", "június", "czerwiec", "cze"],
    ["jul", "july", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho", "červenec", "cervenec", "július", "lipiec", "lip"],
    ["aug", "august", "augustus", "août", "aout", "agosto", "ago", "srpen", "augusztus", "sierpień", "sie"],
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
    ],
    ["nov", "november", "novembre", "noviembre", "novembro", "listopad", "lis"],
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
    ],
  ];
  names.forEach((list, i) => list.forEach((n) => m.set(n, i + 1)));
  return m;
})();

function monthFromName(word: string): number | undefined {
  const w = word.toLowerCase();
  return MONTHS.get(w) ?? MONTHS.get(w.replace(/\.$/, "")) ?? (w.length > 3 ? MONTHS.get(w.slice(0, 3)) : undefined);
}

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
function split(cell: string, withSeps: boolean): Parts | null {
  const p = scratch;
  p.word = -1;
  p.time = false;
  p.seps = "";
  let n = 0;
  let i = 0;
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
        // YYYYMMDD
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
      const m = monthFromName(cell.slice(start, i));
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
    // Separators between parts: . / - , space (and "3. März"); ":" only after a four-digit year
    // ("2024:01:15", as EXIF-style exporters write), so a time of day ("12:30:45") is never a date.
    const sepStart = i;
    while (i < len) {
      const s = cell.charCodeAt(i);
      if (s === 46 || s === 47 || s === 45 || s === 44 || s === 32 || s === 0xa0) i++;
      else if (s === 58 && n < 3 && p.la === 4) i++;
      else break;
    }
    if (n < 3 && i === sepStart && i < len) return null;
    if (withSeps && n < 3) p.seps += cell.slice(sepStart, i) + "|";
    if (n < 3 && i - sepStart > 3) return null;
  }
  if (n < 3) return null;
  // Whatever follows must be a time or a trailing dot ("2019.04.19."), not more text.
  while (i < len && (cell.charCodeAt(i) === 46 || isPadding(cell.charCodeAt(i)))) i++;
  if (i < len) {
    const c = cell.charCodeAt(i);
    if (c === 84 || (c >= 48 && c <= 57))
      p.time = true; // "T10:00" or "10:00"
    else return null;
  }
  return p;
}

/** Spaces, tabs and control characters, and the Unicode spaces a cell is padded with (no-break, ideographic, thin). */
function isPadding(c: number): boolean {
  return c <= 32 || (c >= 0xa0 && (c === 0xa0 || c === 0x3000 || (c >= 0x2000 && c <= 0x200b) || c === 0x202f || c === 0xfeff));
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x17f);
}

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function ymd(y: number, m: number, d: number, yLen: number): string | null {
  if (yLen <= 2) y += y < YY_PIVOT ? 2000 : 1900;
  else if (yLen !== 4) return null;
  if (m < 1 || m > 12 || d < 1 || d > (DAYS[m - 1] ?? 0)) return null;
  if (m === 2 && d === 29 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) return null;
  return `${y}-${m < 10 ? "0" : ""}${m}-${d < 10 ? "0" : ""}${d}`;
}

/** Parses a cell in the given order; null when it is not a valid date in that order. */
export function parseDate(cell: string, order: DateOrder): string | null {
  const p = split(cell, false);
  if (!p) return null;
  if (p.word >= 0) return wordDate(p);
  if (order === "YMD") return p.la === 4 ? ymd(p.a, p.b, p.c, p.la) : null;
  if (p.la > 2 || p.lb > 2) return null;
  return order === "DMY" ? ymd(p.c, p.b, p.a, p.lc) : ymd(p.c, p.a, p.b, p.lc);
}

/** "03 Jan 2024", "Jan 3, 2024", "3. März 2024", "2024-Jan-03": the month word fixes the order. */
function wordDate(p: Parts): string | null {
  if (p.word === 0) return ymd(p.c, p.a, p.b, p.lc);
  if (p.word === 1) return p.la === 4 ? ymd(p.a, p.b, p.c, p.la) : ymd(p.c, p.b, p.a, p.lc);
  return null;
}

export interface DateColumnInference {
  /** Share of non-empty values that parse with the chosen order. */
  share: number;
  order: DateOrder;
  /** No value told D/M from M/D (every first and second part ≤ 12). */
  ambiguous: boolean;
  /** A display format such as "DD.MM.YYYY" (the profile's `dateFormat`). */
  format: string;
}

/** Looks at every value of a column and picks the one order that reads them all. */
export function inferDateColumn(values: readonly string[]): DateColumnInference | null {
  let nonEmpty = 0;
  let firstOver12 = 0;
  let secondOver12 = 0;
  let yearFirst = 0;
  let numeric = 0;
  let example: string | undefined;
  for (const v of values) {
    if (v.trim() === "") continue;
    nonEmpty++;
    const p = split(v, false);
    if (!p) continue;
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
  for (const v of values) if (v.trim() !== "" && parseDate(v, order) !== null) ok++;
  return { share: ok / nonEmpty, order, ambiguous, format: describeFormat(example, order) };
}

/** Builds "DD.MM.YYYY"-style text from an example value, so the user sees the shape the file uses. */
export function describeFormat(example: string, order: DateOrder): string {
  const p = split(example, true);
  if (!p) return order === "YMD" ? "YYYY-MM-DD" : order === "DMY" ? "DD/MM/YYYY" : "MM/DD/YYYY";
  // A no-break space separates like a space; the format says so with a plain one (the grammar's).
  const seps = p.seps.replace(/\u00a0/g, " ").split("|");
  const tok = (role: "D" | "M" | "Y", len: number, isWord: boolean): string =>
    isWord ? "MMM" : role === "Y" ? (len <= 2 ? "YY" : "YYYY") : role + role;
  let roles: ("D" | "M" | "Y")[];
  if (p.word === 0) roles = ["M", "D", "Y"];
  else if (p.word === 1) roles = p.la === 4 ? ["Y", "M", "D"] : ["D", "M", "Y"];
  // A four-digit first part is the year whatever the column's order (parseDate reads it only so).
  else if (p.la === 4) roles = ["Y", "M", "D"];
  else roles = order === "YMD" ? ["Y", "M", "D"] : order === "DMY" ? ["D", "M", "Y"] : ["M", "D", "Y"];
  const lens = [p.la, p.lb, p.lc];
  const compact = p.la === 4 && p.lb === 2 && p.lc === 2 && /^\d{8}/.test(example);
  let out = "";
  for (let i = 0; i < 3; i++) {
    out += tok(roles[i]!, lens[i]!, p.word === i);
    if (i < 2 && !compact) out += seps[i] ?? "";
  }
  if (p.time) out += example.includes("T") ? "THH:mm:ss" : " HH:mm:ss";
  return out;
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
  /^(D{1,2}|M{1,3}|YYYY|YY)([./\-, :]{1,3})(D{1,2}|M{1,3}|YYYY|YY)([./\-, :]{1,3})(D{1,2}|M{1,3}|YYYY|YY)\.?((?: |T)HH:mm(?::ss)?)?$/;
const COMPACT_FORMAT = /^YYYYMMDD((?: |T)HH:mm(?::ss)?)?$/;

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
] as const;

/** The message of a refused date format: the grammar and examples. */
export const DATE_FORMAT_RULE =
  "a date format is D or DD (day), M, MM or MMM (month, MMM a month name) and YY or YYYY (year), each once, in any order, " +
  'separated by . / - , or a space (":" only after a leading YYYY), or YYYYMMDD; e.g. ' +
  DATE_FORMAT_EXAMPLES.join(", ");

/** Whether `format` is in the grammar above. */
export function isDateFormat(format: string): boolean {
  if (COMPACT_FORMAT.test(format)) return true;
  const m = DATE_FORMAT.exec(format);
  if (!m) return false;
  const roles = new Set([m[1]![0], m[3]![0], m[5]![0]]);
  if (roles.size !== 3) return false;
  if ((m[2]!.includes(":") || m[4]!.includes(":")) && m[1] !== "YYYY") return false;
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
  if (tokens.length === 1) return /^\d{8}$/.test(tokens[0]!);
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
