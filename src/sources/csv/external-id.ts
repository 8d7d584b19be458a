// external_id: a pure function of the source record, so a re-upload or an overlapping export yields the
// same ids and the service skips them (`duplicate_external_id`), while identical same-day rows stay distinct.
import { EXTERNAL_ID_MAX } from "../../plan";

/**
 * A 64-bit hash as 16 hex characters: two 32-bit multiplicative hashes with different primes and seeds,
 * each finished with murmur3's avalanche. Synchronous and allocation-free (Web Crypto is async and slow
 * per call for 100k short strings); collisions matter only among one account's rows (~2^-64 per pair).
 */
// The state lives in a typed array, read into locals for each string: module-level `let`s holding int32
// values beyond the 31-bit small-integer range are boxed as heap numbers on every write under pointer
// compression (workerd), which made hashing allocate per character there. Values and results are the same.
const S = new Int32Array(4); // h1, h2, and the last digest d1, d2
const H1 = 0;
const H2 = 1;
const D1 = 2;
const D2 = 3;

function reset(): void {
  S[H1] = 0x811c9dc5;
  S[H2] = 0x27d4eb2f;
}

function feedCode(c: number): void {
  S[H1] = Math.imul(S[H1]! ^ c, 0x01000193);
  let b = Math.imul(S[H2]! ^ c, 0x5bd1e995);
  b ^= b >>> 13;
  S[H2] = b;
}

function feed(s: string): void {
  let a = S[H1]!;
  let b = S[H2]!;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  S[H1] = a;
  S[H2] = b;
}

/** Lowercase, whitespace runs as one space, trimmed: "  Coffee   SHOP " and "coffee shop" hash alike. */
function feedNormalized(s: string): void {
  let a = S[H1]!;
  let b = S[H2]!;
  let pendingSpace = false;
  let started = false;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c <= 32 || c === 0xa0 || c === 0x202f) {
      pendingSpace = started;
      continue;
    }
    if (pendingSpace) {
      a = Math.imul(a ^ 32, 0x01000193);
      b = Math.imul(b ^ 32, 0x5bd1e995);
      b ^= b >>> 13;
      pendingSpace = false;
    }
    started = true;
    if (c >= 65 && c <= 90) c += 32;
    else if (c >= 128) c = lower(c, s, i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  S[H1] = a;
  S[H2] = b;
}

/**
 * First code unit of `s[i].toLowerCase()`, memoized per code unit: the same value as before, without a
 * one-character string per non-ASCII character ("München", "Überweisung" are in every other row).
 */
let LOWER: Uint16Array | null = null; // 0 = not computed yet (no character lowercases to NUL)
function lower(c: number, s: string, i: number): number {
  const table = (LOWER ??= new Uint16Array(65536));
  let l = table[c]!;
  if (l === 0) table[c] = l = s[i]!.toLowerCase().charCodeAt(0);
  return l;
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Byte → two hex digits; a table lookup beats toString(16) + padding in the per-row path. */
const HEX: readonly string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

function hex8(n: number): string {
  return HEX[n >>> 24]! + HEX[(n >>> 16) & 255]! + HEX[(n >>> 8) & 255]! + HEX[n & 255]!;
}

function digest(): string {
  finish();
  return hex8(S[D1]!) + hex8(S[D2]!);
}

function finish(): void {
  const h1 = S[H1]!;
  S[D1] = fmix(h1);
  S[D2] = fmix(S[H2]! ^ h1);
}

/** The two halves of the last digest, for counting occurrences without building strings. */
export const lastKey1 = (): number => S[D1]!;
export const lastKey2 = (): number => S[D2]!;

/**
 * Occurrences per 64-bit key in an open-addressing table of typed arrays: one entry per distinct key,
 * no per-row objects (a Map keyed by 16-character strings cost more than the rest of the row).
 */
export class KeyCounter {
  private k1 = new Int32Array(1024);
  private k2 = new Int32Array(1024);
  private n = new Uint32Array(1024);
  private size = 0;

  increment(a: number, b: number): number {
    // Grow at half full to keep probe chains short.
    if (this.size * 2 >= this.n.length) this.grow();
    const mask = this.n.length - 1;
    let i = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
    for (;;) {
      const c = this.n[i]!;
      if (c === 0) {
        this.k1[i] = a;
        this.k2[i] = b;
        this.n[i] = 1;
        this.size++;
        return 1;
      }
      if (this.k1[i] === a && this.k2[i] === b) {
        this.n[i] = c + 1;
        return c + 1;
      }
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const { k1, k2, n } = this;
    const cap = n.length * 2;
    this.k1 = new Int32Array(cap);
    this.k2 = new Int32Array(cap);
    this.n = new Uint32Array(cap);
    this.size = 0;
    for (let i = 0; i < n.length; i++) {
      const c = n[i]!;
      if (c === 0) continue;
      this.increment(k1[i]!, k2[i]!);
      this.n[this.find(k1[i]!, k2[i]!)] = c;
    }
  }

  private find(a: number, b: number): number {
    const mask = this.n.length - 1;
    let i = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
    while (!(this.k1[i] === a && this.k2[i] === b)) i = (i + 1) & mask;
    return i;
  }
}

/** The 64-bit hash of a string as 16 hex characters (also used for the header fingerprint). */
export function hash64(s: string): string {
  reset();
  feed(s);
  return digest();
}

/** Field separator inside hashed keys (cannot occur in a decoded CSV cell). */
const SEP = 0x1f;

export interface KeyParts {
  accountId: number | null;
  date: string;
  amount: string;
  currency: string | undefined;
  /** Payee, notes and every other text of the row that describes it. */
  description: readonly string[];
  balance: string | undefined;
}

let lastAccount = NaN;
let lastAccountText = "";
function accountText(id: number): string {
  if (id !== lastAccount) [lastAccount, lastAccountText] = [id, String(id)];
  return lastAccountText;
}

/** The dedupe key of a row without a bank id: 16 hex characters. */
export function contentKey(p: KeyParts): string {
  reset();
  feed(p.accountId === null ? "cash" : accountText(p.accountId));
  feedCode(SEP);
  feed(p.date);
  feedCode(SEP);
  feed(p.amount);
  feedCode(SEP);
  if (p.currency) feed(p.currency);
  feedCode(SEP);
  for (let i = 0; i < p.description.length; i++) {
    if (i > 0) feedCode(32);
    feedNormalized(p.description[i]!);
  }
  feedCode(SEP);
  if (p.balance) feed(p.balance);
  return digest();
}

/**
 * contentKey for the planner's rows (description = [payee, notes]) without the parts object and array, and
 * with the digest kept in lastKey1/lastKey2 for `contentExternalIdOfLast` instead of a hex string.
 * Feeds exactly what contentKey feeds, so the ids are the same.
 */
export function contentKeyOf(
  accountId: number | null,
  date: string,
  amount: string,
  currency: string | undefined,
  payee: string,
  notes: string,
  balance: string | undefined,
): void {
  reset();
  feed(accountId === null ? "cash" : accountText(accountId));
  feedCode(SEP);
  feed(date);
  feedCode(SEP);
  feed(amount);
  feedCode(SEP);
  if (currency) feed(currency);
  feedCode(SEP);
  feedNormalized(payee);
  feedCode(32);
  feedNormalized(notes);
  feedCode(SEP);
  if (balance) feed(balance);
  finish();
}

/** Hex digit character codes. */
const HEXC = Uint8Array.from("0123456789abcdef", (c) => c.charCodeAt(0));
const hx = (n: number, shift: number): number => HEXC[(n >>> shift) & 15]!;

/**
 * `contentExternalId(<digest of the last contentKeyOf>, occurrence)` built as one flat string: concatenating
 * eight hex pairs leaves a tree of rope strings per id in the plan, which the GC then traces and copies.
 */
export function contentExternalIdOfLast(occurrence: number): string {
  const a = S[D1]!;
  const b = S[D2]!;
  if (occurrence >= 1 && occurrence <= 9) {
    return String.fromCharCode(
      104,
      58,
      hx(a, 28),
      hx(a, 24),
      hx(a, 20),
      hx(a, 16),
      hx(a, 12),
      hx(a, 8),
      hx(a, 4),
      hx(a, 0),
      hx(b, 28),
      hx(b, 24),
      hx(b, 20),
      hx(b, 16),
      hx(b, 12),
      hx(b, 8),
      hx(b, 4),
      hx(b, 0),
      58,
      48 + occurrence,
    );
  }
  return contentExternalId(hex8(a) + hex8(b), occurrence);
}

/** Bank ids that are short and plain are kept readable; others are hashed to fit the 75-character limit. */
const SAFE_ID = /^[\x21-\x7e]{1,56}$/;

/** `b:<bank id>` (or `b:#<hash>`), with `:<n>` when the file repeats the id (n ≥ 2). */
export function bankExternalId(id: string, occurrence: number): string {
  const t = id.trim();
  const core = SAFE_ID.test(t) ? `b:${t}` : `b:#${hash64(t)}`;
  return occurrence > 1 ? `${core}:${occurrence}` : core;
}

/** `h:<16 hex>:<occurrence>` — the occurrence is always written so the shape is uniform. */
export function contentExternalId(key: string, occurrence: number): string {
  const id = `h:${key}:${occurrence}`;
  return id.length <= EXTERNAL_ID_MAX ? id : id.slice(0, EXTERNAL_ID_MAX);
}
