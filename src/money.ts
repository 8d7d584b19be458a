// Exact money at the bottom floor: one decimal for balances, prices and amounts compared across channels, and a
// statement's amount turned into the service's. A value is an integer count of 10^-scale units (BigInt), never a float,
// so 0.1 + 0.2 is 0.3 and 1.2345 BTC × 61,234.56 USD is exact until it is rounded once, at the end.
// Inputs are machine JSON (numbers or numeric strings from an API), not locale text: the locale parser
// of bank exports is src/locale/numbers.ts.
import { fail, ok, type Result } from "./result";

/** value = units × 10^-scale (scale ≥ 0). */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/** Decimals the service stores for a balance (spec: "up to 4 decimals"). */
export const BALANCE_PLACES = 4;
/** Longest numeric text accepted: a price or balance needs far fewer; BigInt work stays small. */
const MAX_INPUT_CHARS = 64;
/** Largest exponent magnitude accepted ("1e-12" is a price; "1e999999" would be a denial of service). */
const MAX_EXPONENT = 64;
/** JSON number grammar (leading zeros tolerated): sign, digits, fraction, exponent. */
const NUMERIC = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

export const ZERO: Decimal = { units: 0n, scale: 0 };

/** A JSON number or numeric string as an exact decimal, or why it is not one. */
export function parseDecimal(input: unknown): Result<Decimal> {
  if (typeof input === "number") {
    // String() of a double is its shortest round-trip form ("0.1", "1e-7"): the number the JSON wrote.
    if (!Number.isFinite(input)) return fail("not a finite number");
    return parseDecimal(String(input));
  }
  if (typeof input !== "string") return fail(`not a number (${input === null ? "null" : typeof input})`);
  if (input.length > MAX_INPUT_CHARS) return fail(`not a number (longer than ${MAX_INPUT_CHARS} characters)`);
  const m = NUMERIC.exec(input);
  if (!m) return fail(`"${input}" is not a decimal number`);
  const [, sign, int = "", frac = "", exp = "0"] = m;
  const e = Number(exp);
  if (Math.abs(e) > MAX_EXPONENT) return fail(`"${input}" has an exponent beyond ±${MAX_EXPONENT}`);
  let units = BigInt(int + frac);
  let scale = frac.length - e;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return ok({ units: sign === "-" ? -units : units, scale });
}

/** A literal known to be valid (constants, tests); throws otherwise. */
export function dec(text: string): Decimal {
  const r = parseDecimal(text);
  if (!r.ok) throw new RangeError(r.reason);
  return r.value;
}

/** Exact text: at least 2 decimals, zeros past the second dropped ("12.00", "1.2345", "0.00001234"). */
export function formatDecimal(d: Decimal): string {
  const trimmed = normalize(d);
  const neg = trimmed.units < 0n;
  const digits = (neg ? -trimmed.units : trimmed.units).toString().padStart(trimmed.scale + 1, "0");
  const cut = digits.length - trimmed.scale;
  const frac = digits.slice(cut).padEnd(2, "0");
  return `${neg ? "-" : ""}${digits.slice(0, cut)}.${frac}`;
}

/** The balance the service takes: rounded half-even to 4 places and formatted. */
export function toBalance(d: Decimal): string {
  return formatDecimal(roundTo(d, BALANCE_PLACES));
}

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
}

export function sub(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function negate(d: Decimal): Decimal {
  return { units: -d.units, scale: d.scale };
}

/** d^n exactly (n ≥ 0): compound growth is computed exactly and rounded once. */
export function pow(d: Decimal, n: number): Decimal {
  return { units: d.units ** BigInt(n), scale: d.scale * n };
}

/** -1, 0 or 1 as a < b, a = b, a > b (by value: "1.5" equals "1.50"). */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function equals(a: Decimal, b: Decimal): boolean {
  return compare(a, b) === 0;
}

export function sign(d: Decimal): -1 | 0 | 1 {
  return d.units < 0n ? -1 : d.units > 0n ? 1 : 0;
}

/**
 * Rounded to `places` decimals, half-even (a tie goes to the even neighbour: 0.00005 → 0.0000, 0.00015 →
 * 0.0002). Half-even because schedules round every month for decades and half-up would drift upwards
 * on every tie; it is also IEEE 754's default and what decimal libraries call banker's rounding.
 */
export function roundTo(d: Decimal, places: number): Decimal {
  if (d.scale <= places) return d;
  return { units: divideHalfEven(d.units, 10n ** BigInt(d.scale - places)), scale: places };
}

/** a / b rounded half-even to `places` decimals. b must not be zero (a caller's bug, not a data error). */
export function divide(a: Decimal, b: Decimal, places: number): Decimal {
  if (b.units === 0n) throw new RangeError("division by zero");
  const num = a.units * 10n ** BigInt(b.scale + places);
  const den = b.units * 10n ** BigInt(a.scale);
  return { units: divideHalfEven(num, den), scale: places };
}

/** n / d as an integer, ties to even. */
function divideHalfEven(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  const twice = (an % ad) * 2n;
  if (twice > ad || (twice === ad && q % 2n === 1n)) q += 1n;
  return neg ? -q : q;
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  if (a.scale === b.scale) return [a.units, b.units, a.scale];
  if (a.scale > b.scale) return [a.units, b.units * 10n ** BigInt(a.scale - b.scale), a.scale];
  return [a.units * 10n ** BigInt(b.scale - a.scale), b.units, b.scale];
}

/** The same value with no trailing zero decimals (1.2300 → 1.23). */
function normalize(d: Decimal): Decimal {
  let { units, scale } = d;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale--;
  }
  return { units, scale };
}

// Amounts as bank statements write them, from the account holder's view (negative = money out), turned
// into the service's (positive = money out) with at most 4 decimals, exactly.

/** The service keeps 4 decimals; statement writers use up to 5 (unit prices). */
export const SERVICE_DECIMALS = 4;

/** An amount in the holder's view (`.` or `,` decimal, no thousands separators) → the service's sign and ≤ 4 decimals, exact (no floats). */
export function serviceAmount(trnamt: string): { value: string; rounded: boolean } {
  const cleaned = trnamt.replace(/\s/g, "").replace(",", ".");
  const negative = cleaned.startsWith("-");
  const [whole = "0", fraction = ""] = cleaned.replace(/^[+-]/, "").split(".");
  return plainServiceAmount(whole, fraction, negative) ?? roundedServiceAmount(whole, fraction, negative);
}

/** Digits only, at most this many before the point: the whole value fits a string without arithmetic. */
const PLAIN_DIGITS = /^\d{0,15}$/;
const PLAIN_FRACTION = /^\d{0,4}$/;

/**
 * The common case (≤ 4 decimals, nothing to round) by moving the point in the text: a statement has thousands of
 * amounts and a BigInt each cost more than the rest of its transaction. Null when the amount needs rounding or is
 * not plain digits (roundedServiceAmount then answers, or refuses, as always).
 */
function plainServiceAmount(whole: string, fraction: string, negative: boolean): { value: string; rounded: boolean } | null {
  if (!PLAIN_DIGITS.test(whole) || !PLAIN_FRACTION.test(fraction)) return null;
  let first = 0;
  const digits = whole + fraction.padEnd(SERVICE_DECIMALS, "0");
  while (first < digits.length && digits.charCodeAt(first) === 48) first++;
  if (first === digits.length) return { value: "0.0000", rounded: false };
  const padded = digits.slice(first).padStart(SERVICE_DECIMALS + 1, "0");
  // Money out (negative for the holder) is positive for the service.
  const value = `${negative ? "" : "-"}${padded.slice(0, -SERVICE_DECIMALS)}.${padded.slice(-SERVICE_DECIMALS)}`;
  return { value, rounded: false };
}

/** Any number of decimals, rounded half up to the service's four, in exact integer arithmetic. */
function roundedServiceAmount(whole: string, fraction: string, negative: boolean): { value: string; rounded: boolean } {
  let scaled = BigInt(whole + fraction.padEnd(SERVICE_DECIMALS, "0").slice(0, SERVICE_DECIMALS));
  const rest = fraction.slice(SERVICE_DECIMALS);
  const rounded = /[1-9]/.test(rest);
  if (rest && Number(rest[0]) >= 5) scaled += 1n; // half up, away from zero
  // Money out (negative for the holder) is positive for the service.
  const serviceNegative = !negative && scaled !== 0n;
  const digits = scaled.toString().padStart(SERVICE_DECIMALS + 1, "0");
  const value = `${serviceNegative ? "-" : ""}${digits.slice(0, -SERVICE_DECIMALS)}.${digits.slice(-SERVICE_DECIMALS)}`;
  return { value, rounded };
}
