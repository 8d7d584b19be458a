// Priced holdings: quantity × a price read from a JSON document (× an FX rate from a second one) — a
// stock, a fund, a coin, an ounce of gold. The documents are fetched by the caller; this reads them.
//
// Paths are the singular queries of JSONPath (RFC 9535 §2.3.5.1): `$`, then `.name`, `['name']`,
// `["name"]` and `[n]` (n < 0 counts from the end). Each names at most one value, which is what a price
// is. Wildcards, descendants (`..`), slices, unions, filters (`?`) and script expressions are refused
// with a message: nothing in a path is ever evaluated as code.
import { type Decimal, formatDecimal, mul, parseDecimal, sign, toBalance } from "../../../money";
import { fail, ok, type Result } from "../../../result";

export type PathSegment = { name: string } | { index: number };

/** Longest path accepted (a price path is a few segments; this bounds the parser's work). */
const MAX_PATH_CHARS = 512;
/** Most segments in a path. */
const MAX_SEGMENTS = 64;
/** RFC 9535 member-name-shorthand: a letter, "_" or non-ASCII, then also digits. */
const SHORTHAND = /^[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*/;
/** RFC 9535 index: an integer without leading zeros, within ±(2^53 − 1). */
const INDEX = /^-?(?:0|[1-9]\d{0,15})/;
/** RFC 9535 escapes in a quoted name (besides the quote itself and \uXXXX). */
const ESCAPES: Readonly<Record<string, string>> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", "/": "/", "\\": "\\" };
/** RFC 9535 blank space, allowed around a bracketed selector. */
const BLANK = /^[ \t\n\r]*/;

/** A path as segments, or why it is not a singular JSONPath query. */
export function parsePath(path: string): Result<PathSegment[]> {
  if (path.length > MAX_PATH_CHARS) return fail(`path is longer than ${MAX_PATH_CHARS} characters`);
  if (!path.startsWith("$")) return fail('path must start with "$" (the document root)');
  const segments: PathSegment[] = [];
  let rest = path.slice(1);
  while (rest !== "") {
    const refused = unsupported(rest);
    if (refused) return fail(refused);
    const step = rest.startsWith(".") ? dotSegment(rest) : rest.startsWith("[") ? bracketSegment(rest) : null;
    if (!step) return fail(`unexpected "${rest[0]}" at character ${path.length - rest.length + 1}`);
    if (!step.ok) return step;
    segments.push(step.value.segment);
    if (segments.length > MAX_SEGMENTS) return fail(`path has more than ${MAX_SEGMENTS} segments`);
    rest = rest.slice(step.value.length);
  }
  return ok(segments);
}

/** The one value a path names in a document, or why there is none. */
export function readPath(doc: unknown, path: string): Result<unknown> {
  const parsed = parsePath(path);
  if (!parsed.ok) return parsed;
  let here: unknown = doc;
  let at = "$";
  for (const seg of parsed.value) {
    const next = step(here, seg);
    if (!next.ok) return fail(`${at} ${next.reason}`);
    here = next.value;
    at += "name" in seg ? `[${JSON.stringify(seg.name)}]` : `[${seg.index}]`;
  }
  return ok(here);
}

export interface PricedHolding {
  /** Units held (shares, coins, ounces): a decimal ≥ 0. */
  quantity: string;
  pricePath: string;
  /** Set when the price is in another currency than the account: the rate that converts it. */
  fxPath?: string;
}

export interface PricedBalance {
  balance: string; // quantity × price (× fx), rounded half-even to 4 places
  price: string; // the price read, exactly (for "unchanged for N runs")
  fx?: string;
}

/** The holding's balance from the fetched documents, or why it cannot be computed (never a throw). */
export function pricedBalance(holding: PricedHolding, priceDoc: unknown, fxDoc?: unknown): Result<PricedBalance> {
  const quantity = parseDecimal(holding.quantity);
  if (!quantity.ok) return fail(`quantity: ${quantity.reason}`);
  if (sign(quantity.value) < 0) return fail("quantity must not be negative");
  const price = positiveAt(priceDoc, holding.pricePath, "price");
  if (!price.ok) return price;
  let value = mul(quantity.value, price.value);
  if (holding.fxPath === undefined) return ok({ balance: toBalance(value), price: formatDecimal(price.value) });
  if (fxDoc === undefined) return fail("fx rate: no document was fetched for fxPath");
  const fx = positiveAt(fxDoc, holding.fxPath, "fx rate");
  if (!fx.ok) return fx;
  value = mul(value, fx.value);
  return ok({ balance: toBalance(value), price: formatDecimal(price.value), fx: formatDecimal(fx.value) });
}

/** A number (JSON number or numeric string) > 0 at a path; a zero price is a feed's gap, not a value. */
function positiveAt(doc: unknown, path: string, what: string): Result<Decimal> {
  const found = readPath(doc, path);
  if (!found.ok) return fail(`${what}: ${found.reason}`);
  const n = parseDecimal(found.value);
  if (!n.ok) return fail(`${what} at ${path} is ${n.reason}`);
  if (sign(n.value) < 0) return fail(`${what} at ${path} is negative (${formatDecimal(n.value)})`);
  if (sign(n.value) === 0) return fail(`${what} at ${path} is 0`);
  return ok(n.value);
}

/** One segment applied: names only on objects, indexes only on arrays, own members only. */
function step(here: unknown, seg: PathSegment): Result<unknown> {
  if ("name" in seg) {
    if (typeof here !== "object" || here === null || Array.isArray(here)) return fail(`is ${kindOf(here)}, not an object`);
    // Own members only: "__proto__" or "constructor" must not reach the prototype.
    if (!Object.hasOwn(here, seg.name)) return fail(`has no member ${JSON.stringify(seg.name)}`);
    return ok((here as Record<string, unknown>)[seg.name]);
  }
  if (!Array.isArray(here)) return fail(`is ${kindOf(here)}, not an array`);
  const i = seg.index < 0 ? here.length + seg.index : seg.index;
  if (i < 0 || i >= here.length) return fail(`has no element ${seg.index} (length ${here.length})`);
  return ok(here[i]);
}

function kindOf(v: unknown): string {
  return v === null ? "null" : Array.isArray(v) ? "an array" : typeof v === "object" ? "an object" : `a ${typeof v}`;
}

/** The refusal for a construct outside the subset at the start of `rest`, or null. */
function unsupported(rest: string): string | null {
  if (rest.startsWith("..")) return "descendant segments (..) are not supported: a path names one value";
  const inner = rest.startsWith("[") ? rest.slice(1).replace(BLANK, "") : rest.startsWith(".") ? rest.slice(1) : "";
  if (inner.startsWith("?")) return "filter expressions ([?...]) are not supported";
  if (inner.startsWith("(")) return "script expressions are not supported";
  if (inner.startsWith("*")) return "wildcards (*) are not supported: a path names one value";
  return null;
}

type Step = Result<{ segment: PathSegment; length: number }>;

function dotSegment(rest: string): Step {
  const name = SHORTHAND.exec(rest.slice(1))?.[0];
  if (!name) return fail(`"." must be followed by a name (use ['…'] for other names)`);
  return ok({ segment: { name }, length: 1 + name.length });
}

function bracketSegment(rest: string): Step {
  let i = 1 + blanksAt(rest, 1);
  const quote = rest[i];
  let segment: PathSegment;
  if (quote === "'" || quote === '"') {
    const str = quoted(rest, i);
    if (!str.ok) return str;
    segment = { name: str.value.text };
    i = str.value.end;
  } else {
    const digits = INDEX.exec(rest.slice(i))?.[0];
    if (!digits || digits === "-0") return fail("a bracket holds a quoted name or an integer index");
    const index = Number(digits);
    if (!Number.isSafeInteger(index)) return fail("index is out of range");
    segment = { index };
    i += digits.length;
  }
  i += blanksAt(rest, i);
  if (rest[i] === ":") return fail("slices ([a:b]) are not supported: a path names one value");
  if (rest[i] === ",") return fail("unions ([a,b]) are not supported: a path names one value");
  if (rest[i] !== "]") return fail('missing "]"');
  return ok({ segment, length: i + 1 });
}

/** How many blanks (BLANK) start at `rest[at]`. */
const blanksAt = (rest: string, at: number): number => BLANK.exec(rest.slice(at))?.[0].length ?? 0;

/** RFC 9535 string literal starting at `rest[start]` (its quote), with escapes decoded. */
function quoted(rest: string, start: number): Result<{ text: string; end: number }> {
  const q = rest.charAt(start);
  let text = "";
  for (let i = start + 1; i < rest.length; i++) {
    const c = rest.charAt(i);
    if (c === q) return ok({ text, end: i + 1 });
    if (c < " ") return fail("control characters must be escaped in a name");
    if (c !== "\\") {
      text += c;
      continue;
    }
    const e = rest[++i];
    if (e === q) text += q;
    else if (e !== undefined && Object.hasOwn(ESCAPES, e)) text += ESCAPES[e];
    else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(rest.slice(i + 1, i + 5))) {
      text += String.fromCharCode(parseInt(rest.slice(i + 1, i + 5), 16));
      i += 4;
    } else return fail(`invalid escape "\\${e ?? ""}" in a name`);
  }
  return fail("unterminated quoted name");
}
