// Amount cells → decimal strings with "." and the sign as written in the file.
// Banks write "1.234,56", "1,234.56", "1'234.56", "1 234,56", "(12.00)", "12.00-", "€ 1.234,56", "1,234.56 USD".
import type { Result } from "../result";

export type DecimalSeparator = "." | ",";
export type ThousandsSeparator = "" | "," | "." | "'" | " ";

/** Most decimals the service stores (spec: amounts "up to 4 decimals"). */
const MAX_DECIMALS = 4;

export interface NumberFormat {
  decimal: DecimalSeparator;
  thousands: ThousandsSeparator;
}

/** Reasons are returned (not thrown) so a row error costs no exception. */
export type ParsedAmount = Result<string>;

const C_0 = 48;
const C_9 = 57;

/**
 * Parse one cell. Returns the signed normalized decimal ("-1234.56", "12.00"), or null for an empty cell,
 * or a reason string prefixed with "!" when the cell is not a number (cheaper than an object per row).
 */
export function parseAmount(cell: string, format: NumberFormat): string | null {
  const read = readAmountIn(cell, 0, cell.length, format, scratch);
  return read === READ ? amountText(scratch) : read;
}

/**
 * An amount as read, in numbers: no string is made until one is asked for (amountText), and the planner's
 * balance, which only its external_id hashes, never needs one. `int` and `frac` are exact integers.
 */
export interface AmountParts {
  /** Never true of zero: "-0,00" is 0.00. */
  negative: boolean;
  int: number;
  frac: number;
  /** Digits of the fraction, 2 to MAX_DECIMALS: 1.005 is int 1, frac 5, three digits. */
  fracDigits: number;
}

export const newAmountParts = (): AmountParts => ({ negative: false, int: 0, frac: 0, fracDigits: 2 });

/** What readAmountIn answers when the amount was read into its parts. */
export const READ = "";

const scratch = newAmountParts();

/** The parts with this sign (none for zero): a file's convention turned into the service's. */
export function withSign(parts: AmountParts, negative: boolean): AmountParts {
  parts.negative = negative && (parts.int !== 0 || parts.frac !== 0);
  return parts;
}

/** The normalized decimal of the parts ("-1234.56", "12.00", "1.005"). */
export function amountText(parts: AmountParts): string {
  const { negative, int, frac, fracDigits } = parts;
  if (fracDigits === 2 && int < PREFIXES) {
    // The common shape (two decimals, a few digits): one string built instead of four.
    // frac is below 100 here, so the table has it; the fallback writes it as the general path does.
    return prefix(int, negative) + (FRAC2[frac] ?? String(frac).padStart(2, "0"));
  }
  // Leading zeros of the fraction are digits too: 1.005 is not 1.05.
  const abs = int + "." + String(frac).padStart(fracDigits, "0");
  return negative ? "-" + abs : abs;
}

/**
 * Reads `s.slice(start, end)` into `out`: READ when it is a number (its sign, digits and decimals in `out`), null
 * for an empty cell, or a reason prefixed with "!" when it is not a number (parseAmount says the same).
 */
export function readAmountIn(s: string, start: number, end: number, format: NumberFormat, out: AmountParts): string | null {
  const cell = s;
  const len = end;
  const dec = format.decimal === "," ? 44 : 46;
  const other = dec === 44 ? 46 : 44; // the separator that can only be grouping
  // Where no grouping was seen ("" from rows under 1,000), the other mark can still only group: "5.000,00"
  // beside a decimal comma is 5000 when its groups are thousands (checked below), so "12,50" stays an error.
  const otherIsGrouping = format.thousands === (dec === 44 ? "." : ",") || format.thousands === "";
  if (readPlainAmount(s, start, end, dec, otherIsGrouping ? other : -1, out)) return READ;
  // A dash or two where a column has no amount on this row ("-", "--", "—"): nothing, as an empty cell is.
  if (end - start <= NO_AMOUNT_CHARS && noAmountIn(s, start, end)) return null;
  let neg = false;
  // Digits accumulate as numbers (no per-character strings); 15 integer digits stay exact in a double.
  let intVal = 0;
  let intLen = 0;
  let fracVal = 0;
  let fracLen = 0;
  let inFrac = false;
  let digitsSeen = false;
  let lettersAfterDigits = false;
  let parenOpen = false;
  /** Inside the brackets of a word after the number ("(Cr)"). */
  let wordParen = false;
  /** A trailing minus or a closing parenthesis ended the number: no digit may follow. */
  let ended = false;
  // Digit groups of the integer part ("1,234,567"; "1,23,456" in India), checked only when one is seen.
  let groupDigits = 0;
  let groups = 0;
  let firstGroup = 0;
  let middle2 = 0;
  let middleOther = 0;
  for (let i = start; i < len; i++) {
    const c = cell.charCodeAt(i);
    if (c >= C_0 && c <= C_9) {
      if (lettersAfterDigits) return "!letters inside the number";
      if (ended) return "!digits after the sign";
      if (inFrac) {
        fracVal = fracVal * 10 + (c - C_0);
        fracLen++;
      } else {
        intVal = intVal * 10 + (c - C_0);
        if (intVal > 0) intLen++;
        groupDigits++;
      }
      digitsSeen = true;
      continue;
    }
    // The dot of an abbreviation is no decimal mark: a currency's word after the digits ("руб.", "лв.", "ر.س"), a
    // direction's ("1,234.00 Dr."), or a currency's before them ("Rs. 1,234.00", "Kr. 45,00").
    if (c === 46 && (lettersAfterDigits || (!digitsSeen && i > start && isAsciiLetter(cell.charCodeAt(i - 1))))) continue;
    if (c === dec) {
      if (inFrac) return "!more than one decimal separator";
      if (groups > 0) {
        const bad = badGroups(groups, firstGroup, groupDigits, middle2, middleOther);
        if (bad !== null) return bad;
      }
      inFrac = true;
      continue;
    }
    if (c === other) {
      // Without this the grouping guess would silently turn "12,50" into 1250.
      if (!otherIsGrouping) return `!unexpected "${cell[i]}" (decimal separator is "${format.decimal}")`;
      if (inFrac) return "!grouping separator after the decimal separator";
      if (groupDigits === 0 || !isDigitAt(cell, i + 1, len)) return `!"${cell[i]}" is not between digits`;
      if (groups === 0) firstGroup = groupDigits;
      else if (groupDigits === 2) middle2++;
      else if (groupDigits !== 3) middleOther++;
      groups++;
      groupDigits = 0;
      continue;
    }
    switch (c) {
      case 32: // space
      case 0xa0: // no-break space
      case 0x202f: // narrow no-break space (fr-FR, CH grouping)
      case 0x2009: // thin space
      case 0x2007: // figure space (digits aligned in columns)
      case 0x3000: // ideographic space (Japanese and Chinese exports pad with it)
      case 39: // ' (CH grouping)
      case 0x2019: // ’ (CH grouping as typeset)
      case 9:
        // Between two digits of the integer part it groups them ("1 234,56", "1'234.56"); elsewhere it pads.
        if (groupDigits > 0 && !inFrac && isDigitAt(cell, i + 1, len) && isDigitAt(cell, i - 1, len)) {
          if (groups === 0) firstGroup = groupDigits;
          else if (groupDigits === 2) middle2++;
          else if (groupDigits !== 3) middleOther++;
          groups++;
          groupDigits = 0;
        }
        continue;
      case 45: // -
      case 0x2212: // − minus sign
        if (neg && !parenOpen) return "!two minus signs";
        neg = true;
        if (digitsSeen) ended = true;
        continue;
      case 43: // + (some banks write "12,00+" for money in)
        if (digitsSeen) ended = true;
        continue;
      case 40: // (
        // A direction's word in brackets after the number ("5,000.00 (Cr)") is read as a word, not a negative.
        if (digitsSeen && !parenOpen && isAsciiLetter(cell.charCodeAt(i + 1))) {
          wordParen = true;
          continue;
        }
        if (digitsSeen) return "!parenthesis inside the number";
        neg = true;
        parenOpen = true;
        continue;
      case 41: // )
        if (wordParen) {
          wordParen = false;
          continue;
        }
        if (!parenOpen) return "!unbalanced parenthesis";
        parenOpen = false;
        ended = true;
        continue;
    }
    // Currency symbols and codes before or after the digits ("€", "USD", "CHF", "kr").
    if (isCurrencyChar(c)) {
      if (digitsSeen) lettersAfterDigits = true;
      continue;
    }
    // Peru's sol before the digits: "S/ 120.00", "S/. 120.00" (its dot is no decimal mark).
    if (c === 47 && !digitsSeen && i > start && cell.charCodeAt(i - 1) === 83) {
      if (cell.charCodeAt(i + 1) === 46) i++;
      continue;
    }
    // A word of any language after the number and a space says its direction ("415,05 Hævet", "24153 입금", "1 200,00
    // Расход"): read as the ASCII ones are, a word after the digits (amount-mark.ts reads what it says).
    if (digitsSeen && (lettersAfterDigits || isWordStart(cell, i, start)) && LETTER.test(cell[i] ?? "")) {
      lettersAfterDigits = true;
      continue;
    }
    return `!unexpected character "${cell[i]}"`;
  }
  if (groups > 0 && !inFrac) {
    const bad = badGroups(groups, firstGroup, groupDigits, middle2, middleOther);
    if (bad !== null) return bad;
  }
  if (!digitsSeen) {
    // A cell of only spaces (or "-" as "nothing") counts as empty.
    const t = cell.slice(start, end).trim();
    return isNoAmount(t) ? null : "!no digits";
  }
  if (parenOpen) return "!unbalanced parenthesis";
  if (intLen > 15) return "!too large";
  return writeParts(out, neg, intVal, fracVal, fracLen) ? READ : `!more than ${MAX_DECIMALS} decimals`;
}

/** What a cell writes where a column has no amount on a row: nothing, or a dash or two ("-", "--", "–", "—"). */
const NO_AMOUNT = /^[-\u2010-\u2015\u2212]{0,2}$/;
/** Longest such cell, padding included. */
const NO_AMOUNT_CHARS = 8;

/** isNoAmount of `s.slice(start, end)`, read in place: blanks and at most two dashes (an empty cell is the most common). */
function noAmountIn(s: string, start: number, end: number): boolean {
  let dashes = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 45 || c === 0x2212 || (c >= 0x2010 && c <= 0x2015)) {
      if (++dashes > 2) return false;
    } else if (c !== 32 && c !== 9 && c !== 0xa0) return false;
  }
  return true;
}

/** Whether a cell says "no amount" (empty, or a dash or two standing for nothing). */
export function isNoAmount(cell: string): boolean {
  return NO_AMOUNT.test(cell.trim());
}

/**
 * The number into `out`, its fraction at 2 to MAX_DECIMALS digits: trailing zeros beyond 2 decimals carry no
 * information, fewer than 2 are padded. False (out untouched) when more than MAX_DECIMALS significant ones are left.
 */
function writeParts(out: AmountParts, negative: boolean, int: number, frac: number, fracDigits: number): boolean {
  while (fracDigits > 2 && frac % 10 === 0) {
    frac /= 10;
    fracDigits--;
  }
  if (fracDigits > MAX_DECIMALS) return false;
  while (fracDigits < 2) {
    frac *= 10;
    fracDigits++;
  }
  out.negative = negative && (int !== 0 || frac !== 0);
  out.int = int;
  out.frac = frac;
  out.fracDigits = fracDigits;
  return true;
}

function isDigitAt(s: string, i: number, end: number): boolean {
  if (i < 0 || i >= end) return false;
  const c = s.charCodeAt(i);
  return c >= C_0 && c <= C_9;
}

/**
 * Why the digit groups of an integer part are not thousands groups, or null when they are: groups of three
 * after a first group of one to three digits ("1,234,567"), or the Indian lakh/crore shape, groups of two
 * between a first group of one or two digits and a last group of three ("1,23,456", "12,34,56,789").
 * "1,2,3" is a list, not one hundred twenty-three.
 */
/**
 * The shape nearly every cell of a bank's amount column has, read in one tight loop: a minus or none, digits in
 * groups of three after the first (when `grouping` is a mark), then the decimal mark and 1 to 4 digits, nothing
 * else. True when it read the cell into `out` as readAmountIn's loop would; false (out untouched) for any other
 * cell, which that loop then reads.
 */
function readPlainAmount(s: string, start: number, end: number, dec: number, grouping: number, out: AmountParts): boolean {
  let i = start;
  const negative = i < end && s.charCodeAt(i) === 45;
  if (negative) i++;
  let int = 0;
  let digits = 0;
  let group = 0;
  let groups = 0;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= C_0 && c <= C_9) {
      int = int * 10 + (c - C_0);
      digits++;
      group++;
    } else if (c === grouping && group > 0 && (groups === 0 ? group <= 3 : group === 3)) {
      groups++;
      group = 0;
    } else break;
  }
  if (digits === 0 || digits > 15 || (groups > 0 && group !== 3)) return false;
  let frac = 0;
  let fracDigits = 0;
  if (i < end) {
    if (s.charCodeAt(i) !== dec) return false;
    for (i++; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c < C_0 || c > C_9) return false;
      frac = frac * 10 + (c - C_0);
      fracDigits++;
    }
    if (fracDigits === 0 || fracDigits > MAX_DECIMALS) return false;
  }
  return writeParts(out, negative, int, frac, fracDigits);
}

function badGroups(groups: number, first: number, last: number, middle2: number, middleOther: number): string | null {
  const middles = groups - 1;
  const western = first >= 1 && first <= 3 && last === 3 && middle2 === 0 && middleOther === 0;
  const indian = first >= 1 && first <= 2 && last === 3 && middles > 0 && middle2 === middles;
  if (western || indian) return null;
  return "!digit groups are not thousands (three digits each: 1,234,567; or the Indian 1,23,456)";
}

/** "00".."99": the two decimals of an amount, as `"0" + n` / `String(n)` wrote them. */
const FRAC2: readonly string[] = Array.from({ length: 100 }, (_, n) => (n < 10 ? "0" + n : String(n)));
/** Integer parts below this have their "1234." / "-1234." prefix remembered. */
const PREFIXES = 10000;
// Made at their full length: an empty array written at index 2800 first turns into a dictionary, whose every
// read on the row path is a hash lookup.
const POS: (string | undefined)[] = new Array<string | undefined>(PREFIXES).fill(undefined);
const NEG: (string | undefined)[] = new Array<string | undefined>(PREFIXES).fill(undefined);
function prefix(intVal: number, negative: boolean): string {
  const table = negative ? NEG : POS;
  return (table[intVal] ??= (negative ? "-" : "") + intVal + ".");
}

function isZero(int: string, frac: string): boolean {
  if (int !== "0") return false;
  for (let i = 0; i < frac.length; i++) if (frac.charCodeAt(i) !== C_0) return false;
  return true;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** A letter or a mark of one (Thai vowels, Devanagari signs): part of a word. */
const LETTER = /[\p{L}\p{M}]/u;

/** Whether a word starts at i: after a space, a tab or an opening bracket. */
function isWordStart(cell: string, i: number, start: number): boolean {
  const p = i > start ? cell.charCodeAt(i - 1) : 32;
  return p === 32 || p === 9 || p === 0xa0 || p === 40 || p === 0x3000;
}

function isCurrencyChar(c: number): boolean {
  return (
    (c >= 65 && c <= 90) || // A-Z (codes)
    (c >= 97 && c <= 122) || // a-z ("kr", "zł" partly)
    c === 36 || // $
    c === 0xa3 || // £
    c === 0xa5 || // ¥
    (c >= 0x20a0 && c <= 0x20cf) || // the currency signs' block: € ₹ ₩ ₺ ₽ ₱ ₦ ₪ ₫ ₴ ₸ ₵
    c === 0x0e3f || // ฿
    c === 0x09f3 || // ৳
    c === 0x142 || // ł (zł)
    c === 0x10d || // č (Kč)
    (c > 0xff && isCurrencyBeyondLatin(c))
  );
}

/**
 * Currency signs and words past Latin-1: the full-width ￥ ＄ ￡ ￦ of Chinese, Japanese and Korean apps, ₾, ﷼, the
 * currencies' words in every alphabet, the yen, yuan and won as words; the cent signs left out.
 */
const CURRENCY_SIGN = /^\p{Sc}$/u;
/** The yen, the yuan and the won written as a word after the digits: "1,000円", "100元", "12,500원". */
const CURRENCY_UNITS = new Set([0x5186, 0x5143, 0x5713, 0x5706, 0xc6d0]);
/** A letter of an alphabet past Latin-1 (Latin Extended to Georgian: "грн", "лв", "сум", "ლარი", "บาท"), as A-Z are. */
const ALPHABET_LETTER = /^\p{L}$/u;
const LAST_ALPHABET = 0x10ff;
/** The full-width cent sign: "50￠" is hundredths, never read as units (nor is "50¢", which the list above leaves out). */
const FULL_WIDTH_CENT = 0xffe0;

function isCurrencyBeyondLatin(c: number): boolean {
  if (CURRENCY_UNITS.has(c)) return true;
  if (c <= LAST_ALPHABET && ALPHABET_LETTER.test(String.fromCharCode(c))) return true;
  return c !== FULL_WIDTH_CENT && CURRENCY_SIGN.test(String.fromCharCode(c));
}

/**
 * A normalized decimal written in 1/10^scale units, in units ("1234.00" at scale 2 is "12.34"), or "!reason"
 * when that needs more decimals than the service stores.
 */
export function scaleDown(amount: string, scale: number): string {
  const neg = amount.charCodeAt(0) === 45;
  const abs = neg ? amount.slice(1) : amount;
  const dot = abs.indexOf(".");
  const int = dot < 0 ? abs : abs.slice(0, dot);
  let frac = dot < 0 ? "" : abs.slice(dot + 1);
  const digits = (int + frac).padStart(frac.length + scale + 1, "0");
  const cut = digits.length - frac.length - scale;
  frac = digits.slice(cut);
  while (frac.length > 2 && frac.endsWith("0")) frac = frac.slice(0, -1);
  if (frac.length > MAX_DECIMALS)
    return `!"${amount}" in 1/${10 ** scale} units has more than ${MAX_DECIMALS} decimals (amountScale ${scale})`;
  const whole = digits.slice(0, cut).replace(/^0+(?=\d)/, "");
  const out = `${whole}.${frac}`;
  return neg && /[1-9]/.test(out) ? "-" + out : out;
}

/** The sign flipped: the file's convention is turned into the service's (positive = money out). */
export function negateAmount(amount: string): string {
  if (amount.charCodeAt(0) === 45) return amount.slice(1);
  if (amount === "0.00" || isZero(amount.slice(0, amount.indexOf(".")), amount.slice(amount.indexOf(".") + 1))) return amount;
  return "-" + amount;
}

export function absolute(amount: string): string {
  return amount.charCodeAt(0) === 45 ? amount.slice(1) : amount;
}

/** Adds two normalized decimals exactly (debit minus credit when a row fills both columns). */
export function addDecimals(a: string, b: string): string {
  const scale = 10000n;
  const toUnits = (s: string): bigint => {
    const neg = s.startsWith("-");
    const [i = "0", f = ""] = (neg ? s.slice(1) : s).split(".");
    const v = BigInt(i) * scale + BigInt((f + "0000").slice(0, 4));
    return neg ? -v : v;
  };
  const sum = toUnits(a) + toUnits(b);
  const neg = sum < 0n;
  const abs = neg ? -sum : sum;
  let f = (abs % scale).toString().padStart(4, "0");
  while (f.length > 2 && f.endsWith("0")) f = f.slice(0, -1);
  const s = `${abs / scale}.${f}`;
  return neg ? "-" + s : s;
}

/** Signs only one currency writes (a header ending in one names its amounts' currency: decide-numbers.ts). */
export const ONE_CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  "€": "eur",
  "£": "gbp",
  "₹": "inr",
  "₩": "krw",
  "₺": "try",
  "₽": "rub",
  zł: "pln",
  Kč: "czk",
};

/**
 * Signs read inside an amount cell, in the order they are looked for: the dollars and the sol a few letters name
 * ("R$" Brazil's real, "S/" Peru's sol) before "$" alone.
 */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  US$: "usd", // before "S$", which it contains
  R$: "brl",
  A$: "aud",
  C$: "cad",
  NZ$: "nzd",
  HK$: "hkd",
  S$: "sgd",
  MX$: "mxn",
  "S/": "pen",
  "₱": "php",
  "₦": "ngn",
  "₪": "ils",
  "฿": "thb",
  "৳": "bdt",
  "₫": "vnd",
  "₴": "uah",
  "₸": "kzt",
  "₵": "ghs",
  "€": "eur",
  "£": "gbp",
  $: "usd", // "$" alone is most often USD; other dollars write their code ("CAD", "A$")
  "¥": "jpy", // and the yuan's too: the file's script decides between them (decide-numbers.ts)
  "￥": "jpy",
  "￦": "krw",
  "￡": "gbp",
  ...ONE_CURRENCY_SIGNS,
  Fr: "chf",
};

/** A currency named inside an amount cell ("€ 12,00", "12.00 USD", "-$5.00"), lowercase, or undefined. */
export function currencyInCell(cell: string): string | undefined {
  const code = /(?:^|[^A-Za-z])([A-Z]{3})(?:$|[^A-Za-z])/.exec(cell);
  if (code?.[1]) return code[1].toLowerCase();
  for (const sym in CURRENCY_SYMBOLS) if (cell.includes(sym)) return CURRENCY_SYMBOLS[sym];
  return undefined;
}

export interface NumberEvidence {
  decimalComma: number;
  decimalPoint: number;
  /** "1,234" or "1.234": a single separator followed by exactly three digits could be either. */
  ambiguous: number;
  thousands: Map<ThousandsSeparator, number>;
  numeric: number;
  nonEmpty: number;
  /** Values with a minus, parentheses or trailing minus. */
  negative: number;
  /** Values grouped in lakhs and crores ("1,25,000.00"): written in South Asia, where dates are day-first. */
  lakhs: number;
}

export function newEvidence(): NumberEvidence {
  return { decimalComma: 0, decimalPoint: 0, ambiguous: 0, thousands: new Map(), numeric: 0, nonEmpty: 0, negative: 0, lakhs: 0 };
}

// A currency code or symbol may touch the digits ("EUR12", "12,00€"), and so may a statement's CR/DR mark
// ("2,150.00CR"); other short words ("kr", "Fr.") are set apart by a space or a dot, so codes such as "P12"
// or "12A" are not numbers. Some exports drop the zero before the decimal mark ("-.46", ",5"): a mark right
// before the first digit is a decimal mark. A trailing "+" marks money in ("12,00+"). The yen, yuan and won may follow
// the digits as a word ("1,000円", "100元", "12,500원"), and so may a currency's word of four letters at most in any
// alphabet ("125 000,00 so'm", "1 245,90 лв.", "12 ლარი"). A currency sign may follow a few letters that say whose
// it is ("R$", "NZ$"), and Peru's sol is written "S/" or "S/.". After the number, a word in any language may say its
// direction ("12.50 debit", "900,00 Dare", "1,234.00 Dr.", "5,000.00 (Cr)"), after its currency or alone.
const NUMBERISH =
  /^[\s(+\-−]*(?:[A-Z]{3}|[A-Za-z]{0,3}\p{Sc}|S\/\.?|[A-Za-z]{1,3}(?:\.|\s))?[\s(+\-−]*[.,]?\d[\d.,'’\s\u00a0\u202f]*(?:\s*(?:[A-Z]{3}|[CD][Rr]\.?|\p{Sc}|[円元圓圆원])|\s+\p{L}{1,4}(?:['’]\p{L}{1,2})?\.?)?(?:\s*\(\p{L}{1,12}\.?\)|\s+\p{L}{1,12}\.?)?[\s)+\-−]*$/u;
/** What is left of a cell for its sign to be seen: currency letters, signs and spaces taken out. */
const NOT_SIGN = /S\/\.?|[A-Za-z\p{Sc}\s円元圓圆원]+/gu;

/** A first group of one or two digits, then groups of two, then the last three: "1,25,000", "12,34,56,789.00". */
const LAKHS = /^\d{1,2}(?:,\d\d)+,\d{3}(?:\.\d+)?$/;

/** Looks at one cell of a candidate amount column and records what its separators say. */
export function observeNumber(cell: string, ev: NumberEvidence): boolean {
  const s = cell.trim();
  // A dash standing for no amount says nothing of the column's numbers, as an empty cell does.
  if (s === "" || (s.length <= 2 && isNoAmount(s))) return false;
  ev.nonEmpty++;
  if (!NUMBERISH.test(s)) return false;
  ev.numeric++;
  if (/^[(\-−]|[)\-−]$/.test(s.replace(NOT_SIGN, ""))) ev.negative++;
  // A word's abbreviation dot ("лв.", "Fr.") is no separator of the digits.
  const digits = s
    .replace(/\p{L}+\./gu, " ")
    .replace(/[^\d.,'’\s\u00a0\u202f]/g, "")
    .trim();
  if (/\d['’]\d{3}/.test(digits)) bump(ev.thousands, "'");
  if (/\d[\s\u00a0\u202f]\d{3}/.test(digits)) bump(ev.thousands, " ");
  if (LAKHS.test(digits)) ev.lakhs++;
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    if (lastComma > lastDot) {
      ev.decimalComma++;
      bump(ev.thousands, ".");
    } else {
      ev.decimalPoint++;
      bump(ev.thousands, ",");
    }
    return true;
  }
  const sep = lastDot >= 0 ? "." : lastComma >= 0 ? "," : "";
  if (sep === "") return true;
  const count = digits.split(sep).length - 1;
  const after = digits.length - digits.lastIndexOf(sep) - 1;
  // ".460" has nothing before the mark to group: a decimal, whatever the digits after it.
  if (count === 1 && digits.charCodeAt(0) === sep.charCodeAt(0)) {
    if (sep === ",") ev.decimalComma++;
    else ev.decimalPoint++;
  } else if (count > 1) {
    // "1.234.567" — repeated, so grouping; the decimal is the other one.
    if (sep === ".") ev.decimalComma++;
    else ev.decimalPoint++;
    bump(ev.thousands, sep);
  } else if (after === 3) ev.ambiguous++;
  else if (sep === ",") ev.decimalComma++;
  else ev.decimalPoint++;
  return true;
}

function bump<K>(m: Map<K, number>, k: K): void {
  m.set(k, (m.get(k) ?? 0) + 1);
}
