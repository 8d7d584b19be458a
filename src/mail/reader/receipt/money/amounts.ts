// Money written in a line of text: "$70.00", "70,00 €", "EUR 1.234,56", "CHF 1'234.50", "1 234,56 zł",
// "-$5.00", "12,- €". The digits are read by the CSV adapter's number parser once the decimal mark of this
// one amount is known; a number with neither a currency nor decimals ("2 items", "order 1234") is not money.
import { withinServiceLimit } from "../../../../formats/plausible";
import { parseAmount, type NumberFormat } from "../../../../locale/numbers";
import { CURRENCY_SIGNS, isCurrencyCode } from "./currency";

export interface Money {
  /** Positive decimal with "." ("1234.56"). */
  value: string;
  negative: boolean;
  /** The sign or ISO code written next to the digits ("$", "CA$", "EUR", "kr"), or null. */
  sign: string | null;
  /** Where the amount (sign included) is in the line. */
  start: number;
  end: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SIGN = `(?:${CURRENCY_SIGNS.map(escape).join("|")}|[A-Z]{3})`;
/**
 * Indian lakh grouping ("1,23,456.00"), grouped thousands ("1.234,56", "1 234,56", "1'234.50"), plain digits
 * with up to two decimals, or "12,-".
 */
const NUMBER = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+[.,][-–](?!\d)|\d+(?:[.,]\d{1,2})?`;
const GAP = String.raw`[ \u00a0\u202f]?`;
/**
 * A sign ending in a letter ("EUR", "kr") ends a word ("EURO" is not "EUR"); a symbol may touch one ("70,00 €TTC"),
 * and so may Japanese's "円" (its text has no spaces between words: "1,820円です").
 */
const WORD_END = String.raw`(?:(?<=[^\p{L}]|\p{Script=Han})|(?![\p{L}]))`;
/** Before a sign, no letter of a word it would continue ("XEUR"); Chinese and Japanese characters are words of their own ("合計￥1,820"). */
const NOT_IN_WORD = String.raw`(?<!(?!\p{Script=Han})\p{L})`;
/**
 * A sign after the digits. After a count ("2 $20.00") a sign followed by digits belongs to the next amount;
 * after decimals ("70,00 € 12,00 €") it is this one's.
 */
const POST = String.raw`(?<=[.,]\d{1,2}|[.,][-–])${GAP}(?<post>${SIGN})${WORD_END}|${GAP}(?<post2>${SIGN})${WORD_END}(?!\d)(?!${GAP}[-−]?\d)`;
/** Signs written with a full stop ("Rs.113.00", "руб.", "Fr."): the number may touch the stop. */
const AFTER_DOTTED_SIGN = String.raw`(?<=${CURRENCY_SIGNS.filter((s) => s.endsWith("."))
  .map(escape)
  .join("|")})`;
/**
 * An optional minus (touching: "Total - $70.00" is a dash), a sign before or after, and the number. The number
 * may not continue a longer run of digits ("12.03.2024", "+49 30 1234"), is not a percentage, and is not the
 * start of what people do not write as money: an exponent or a hexadecimal ("$1e400", "1.5E3", "$0x1F").
 */
const MONEY = new RegExp(
  String.raw`(?<minus1>[-−])?(?:${NOT_IN_WORD}(?<pre>${SIGN})${GAP})?(?<minus2>[-−])?(?:(?<![\d.,'’])|${AFTER_DOTTED_SIGN})(?<!\d[eExX][+\-−]?)(?<num>${NUMBER})(?![.,'’]?\d)(?![\p{L}][+\-−]?\d)(?!${GAP}%)(?:${POST})?`,
  "gu",
);

/** Every number starts with a digit: most lines of a mail have none, and are not searched. */
const DIGIT = /\d/;

/**
 * The amounts of the lines of the mail being read: totals, items, the currency and the dollar named are each
 * read from the same lines. Kept for one synchronous reading only (`withAmountsKept`), so nothing is carried
 * from one mail to the next. Callers only read what they are given.
 */
let kept: Map<string, Money[]> | null = null;

/** Runs a synchronous reading of one mail with the amounts of its lines kept for its duration. */
export function withAmountsKept<T>(read: () => T): T {
  const outer = kept;
  kept = new Map();
  try {
    return read();
  } finally {
    kept = outer;
  }
}

/** Every amount of money written in a line, left to right. */
export function moneyIn(line: string): Money[] {
  if (!DIGIT.test(line)) return [];
  let out = kept?.get(line);
  if (out === undefined) {
    out = readMoney(line);
    kept?.set(line, out);
  }
  return out;
}

function readMoney(line: string): Money[] {
  const out: Money[] = [];
  // exec on the shared pattern: matchAll would copy it on every call.
  MONEY.lastIndex = 0;
  for (let m = nextMoney(line); m !== null; m = nextMoney(line)) {
    const g = m.groups;
    // MONEY names its groups and always matches `num`.
    if (!g || g.num === undefined) continue;
    const pre = known(g.pre);
    const post = known(g.post ?? g.post2);
    // "$70.00 CAD": the code says which dollar the sign is.
    const sign = pre !== null && post !== null && isCurrencyCode(post) ? post : (pre ?? post);
    const num = g.num;
    // Without a currency, only a number with decimals is money ("70,00"); "2" or "2024" is a count or a year.
    if (sign === null && !/[.,]\d{1,2}$/.test(num)) continue;
    const value = parseNumber(num);
    if (value === null) continue;
    let start = m.index;
    // A pre-sign that is not a currency ("VAT 12.00") is not part of the amount.
    if (g.pre !== undefined && known(g.pre) === null) start = m.index + m[0].indexOf(num);
    out.push({ value, negative: g.minus1 !== undefined || g.minus2 !== undefined, sign, start, end: m.index + m[0].length });
  }
  return out;
}

/**
 * The most an amount starts before its digits: a minus, a sign, a space and a minus ("-EUR -5"). The amount's
 * number starts with a digit, so no place further than this before the next digit starts one.
 */
const LEAD = 3 + Math.max(3, ...CURRENCY_SIGNS.map((s) => s.length));
const NEXT_DIGIT = /\d/g;

/**
 * MONEY's next match from its lastIndex, as `MONEY.exec` finds it, but tried only from LEAD before the next digit:
 * every optional part of its start made the engine try the whole pattern at every character of the line.
 */
function nextMoney(line: string): RegExpExecArray | null {
  NEXT_DIGIT.lastIndex = MONEY.lastIndex;
  const digit = NEXT_DIGIT.exec(line);
  if (!digit) return null;
  let from = Math.max(MONEY.lastIndex, digit.index - LEAD);
  // Never between the halves of a surrogate pair, where a Unicode pattern does not start: one place earlier.
  const c = line.charCodeAt(from);
  if (from > MONEY.lastIndex && c >= 0xdc00 && c <= 0xdfff) from--;
  MONEY.lastIndex = from;
  return MONEY.exec(line);
}

function known(sign: string | undefined): string | null {
  if (sign === undefined) return null;
  if (/^[A-Z]{3}$/.test(sign) && sign !== "RMB") return isCurrencyCode(sign) ? sign : null;
  return sign;
}

/**
 * One amount's digits as a decimal. Its own separators decide the decimal mark: with both, the last one;
 * one mark repeated, or followed by exactly three digits, groups thousands ("1.234" is 1234, as receipts
 * write whole amounts); otherwise it is the decimal mark.
 */
export function parseNumber(num: string): string | null {
  const digits = num.replace(/[.,][-–]$/, "");
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  let decimal: "." | ",";
  if (lastDot >= 0 && lastComma >= 0) decimal = lastComma > lastDot ? "," : ".";
  else if (lastDot < 0 && lastComma < 0) decimal = ".";
  else {
    const mark = lastDot >= 0 ? "." : ",";
    const repeated = digits.indexOf(mark) !== digits.lastIndexOf(mark);
    const groupsThousands = repeated || digits.length - digits.lastIndexOf(mark) - 1 === 3;
    decimal = groupsThousands ? (mark === "." ? "," : ".") : mark;
  }
  const format: NumberFormat = { decimal, thousands: decimal === "," ? "." : "," };
  const value = parseAmount(digits, format);
  return value === null || value.startsWith("!") || !withinServiceLimit(value) ? null : value;
}

/** A price as structured data writes it: 70, "70.00", "$70.00", "70,00 €", "EUR 70". */
export function moneyOfValue(value: string): Money | null {
  const trimmed = value.trim();
  if (/^-?\d+(?:\.\d+)?$/.test(trimmed)) {
    // A bare number in JSON-LD or a `content` attribute is in schema.org's format: "." is the decimal mark.
    const parsed = parseAmount(trimmed, { decimal: ".", thousands: "" });
    if (parsed === null || parsed.startsWith("!") || !withinServiceLimit(parsed)) return null;
    const negative = parsed.startsWith("-");
    return { value: negative ? parsed.slice(1) : parsed, negative, sign: null, start: 0, end: trimmed.length };
  }
  return moneyIn(trimmed)[0] ?? null;
}

/** Whether an amount is zero ("0.00"). */
export function isZero(value: string): boolean {
  return !/[1-9]/.test(value);
}

/**
 * Whether an amount is written with a plus before it, touching or after one space, its currency's code or sign between
 * or not ("+1 500,50 CZK", "+$1,250.00", "+ 80,00 €", "CZK +1 500,50"): how a bank writes money that came in. A plus
 * between two numbers ("1+1") adds them and signs neither.
 */
export function writtenWithPlus(line: string, money: Money): boolean {
  return /(?:^|[\s:(])\+[ \u00a0]?$/u.test(line.slice(Math.max(0, money.start - 4), money.start));
}
