// Ids at the bottom floor: the 64-bit hash every external_id is made of, the longest id the service takes,
// and a statement's id. Persisted dedupe keys are built from these: what is hashed, and how, never changes.

/** Longest `external_id` the service accepts on a transaction (spec: "up to 75 characters"). */
export const EXTERNAL_ID_MAX = 75;

/**
 * A statement's `external_id` (OFX, QIF, CAMT, MT940): the format's prefix and a hash of the account, the
 * record's key (the bank's id, or its content) and its occurrence (1 when the key is the bank's own id).
 * Persisted dedupe keys: the string hashed must never change.
 */
export function statementExternalId(prefix: string, account: string, key: string, occurrence: number): string {
  return `${prefix}:${hash64(`${account}\u001f${key}\u001f${occurrence}`)}`.slice(0, EXTERNAL_ID_MAX);
}

/**
 * A 64-bit hash as 16 hex characters: two 32-bit multiplicative hashes with different primes and seeds,
 * each finished with murmur3's avalanche. Synchronous and allocation-free (Web Crypto is async and slow
 * per call for 100k short strings); collisions matter only among one account's rows (~2^-64 per pair).
 */
// The state lives in a typed array, read into locals for each string: module-level `let`s holding int32
// values beyond the 31-bit small-integer range are boxed as heap numbers on every write under pointer
// compression (workerd), which made hashing allocate per character there. Values and results are the same.
// Typed with its four slots, so that reading one is a number (an index signature's read may be undefined).
// h1, h2; the last digest d1, d2; and a mark m1, m2 (hashMark)
const S = new Int32Array(6) as Int32Array & Record<0 | 1 | 2 | 3 | 4 | 5, number>;
const H1 = 0;
const H2 = 1;
const D1 = 2;
const D2 = 3;
const M1 = 4;
const M2 = 5;

/** An incremental hash (the CSV planner feeds a row's parts without joining them): reset, feed, then digest. */
export function hashReset(): void {
  S[H1] = 0x811c9dc5;
  S[H2] = 0x27d4eb2f;
}

/** Keeps the hash as fed so far: a prefix that the next strings share (a day's rows) is fed once. */
export function hashMark(): void {
  S[M1] = S[H1];
  S[M2] = S[H2];
}

/** The hash as it was at the last hashMark, as if what was fed since had not been. */
export function hashFromMark(): void {
  S[H1] = S[M1];
  S[H2] = S[M2];
}

export function hashFeedCode(c: number): void {
  S[H1] = Math.imul(S[H1] ^ c, 0x01000193);
  let b = Math.imul(S[H2] ^ c, 0x5bd1e995);
  b ^= b >>> 13;
  S[H2] = b;
}

export function hashFeed(s: string): void {
  let a = S[H1];
  let b = S[H2];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  S[H1] = a;
  S[H2] = b;
}

/** hashFeed of the first `length` character codes of `codes` (a number's digits, written without a string). */
export function hashFeedCodes(codes: Uint8Array, length: number): void {
  let a = S[H1];
  let b = S[H2];
  for (let i = 0; i < length; i++) {
    const c = codes[i] ?? 0;
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  S[H1] = a;
  S[H2] = b;
}

/**
 * `s` from `from` to `to`, lowercase, whitespace runs as one space, trimmed: "  Coffee   SHOP " and "coffee shop" hash
 * alike. Whitespace here is a code unit ≤ 32, U+00A0 or U+202F; lowercase is the first code unit of the code unit's
 * `toLowerCase()`. The ends are trimmed first, so inside the text a space is fed as it comes and only a second one in
 * a row is skipped: one rarely taken branch instead of one per word. A cell read in its record's text (from, to)
 * rather than sliced out of it reads faster: a slice is a view every character read pays to follow.
 */
export function hashFeedNormalized(s: string, from = 0, to = s.length): void {
  const t = NORMALIZED ?? normalizedTable();
  let end = to;
  while (end > from && t[s.charCodeAt(end - 1)] === 32) end--;
  let i = from;
  while (i < end && t[s.charCodeAt(i)] === 32) i++;
  let a = S[H1];
  let b = S[H2];
  let previous = 0;
  for (; i < end; i++) {
    const c = t[s.charCodeAt(i)] ?? 0;
    if (((c ^ 32) | (previous ^ 32)) === 0) continue;
    previous = c;
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  S[H1] = a;
  S[H2] = b;
}

/**
 * Every code unit as the normalized hash reads it, made on first use (128 KiB): one lookup a character, no branch.
 * A block of 256 code units that `toLowerCase()` leaves as it is is copied as it is; the others are read one by one.
 */
let NORMALIZED: Uint16Array | null = null;

function normalizedTable(): Uint16Array {
  const t = new Uint16Array(65536);
  const block = new Uint16Array(256);
  for (let start = 0; start < 65536; start += 256) {
    for (let i = 0; i < 256; i++) block[i] = start + i;
    const text = String.fromCharCode(...block);
    const same = text.toLowerCase() === text;
    for (let c = start; c < start + 256; c++) t[c] = isNormalizedSpace(c) ? 32 : same ? c : lowercaseCode(c);
  }
  NORMALIZED = t;
  return t;
}

const isNormalizedSpace = (c: number): boolean => c <= 32 || c === 0xa0 || c === 0x202f;
const lowercaseCode = (c: number): number => String.fromCharCode(c).toLowerCase().charCodeAt(0);

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
/** Each byte's two digits; every byte (0–255) has its entry. */
const hexOf = (byte: number): string => HEX[byte] ?? "00";

export function hex8(n: number): string {
  return hexOf(n >>> 24) + hexOf((n >>> 16) & 255) + hexOf((n >>> 8) & 255) + hexOf(n & 255);
}

export function hashDigest(): string {
  hashFinish();
  return hex8(S[D1]) + hex8(S[D2]);
}

export function hashFinish(): void {
  const h1 = S[H1];
  S[D1] = fmix(h1);
  S[D2] = fmix(S[H2] ^ h1);
}

/** The two halves of the last digest, for counting occurrences without building strings. */
export const lastKey1 = (): number => S[D1];
export const lastKey2 = (): number => S[D2];

/** The 64-bit hash of a string as 16 hex characters (also used for the header fingerprint). */
export function hash64(s: string): string {
  hashReset();
  hashFeed(s);
  return hashDigest();
}

/**
 * The external_ids of what is not a bank's row, each channel's by its prefix — spelled here only:
 * - a phone's tap (taps/tap.ts) and a card alert, both an authorisation the bank's row takes over later: `tap:`;
 * - a receipt (mail/reader/receipt-plan.ts), named by its order number `rcpt:o:`, its mail's Message-ID `rcpt:m:`
 *   or, with neither, by what was bought for how much when `rcpt:c:`.
 */
export const TAP_ID_PREFIX = "tap:";
export const RECEIPT_ID_PREFIX = "rcpt:";
export const RECEIPT_ORDER_ID_PREFIX = "rcpt:o:";
export const RECEIPT_MESSAGE_ID_PREFIX = "rcpt:m:";
export const RECEIPT_CONTENT_ID_PREFIX = "rcpt:c:";

/**
 * A card alert's transaction is a tap's (the authorisation the bank's row takes over later), told apart by this
 * prefix of its external_id so that reports can say "your card alert" (mail/alert-item.ts).
 */
export const ALERT_ID_PREFIX = `${TAP_ID_PREFIX}a:`;

export const isTapId = (id: string | null | undefined): boolean => (id ?? "").startsWith(TAP_ID_PREFIX);
export const isReceiptId = (id: string | null | undefined): boolean => (id ?? "").startsWith(RECEIPT_ID_PREFIX);

/** The external_ids of one kind of record: those starting with `prefix`, but not with `except` (a phone tap's, not an alert's). */
export interface IdKind {
  prefix: string;
  except: string | null;
}

export const isAlertId = (externalId: string | null | undefined): boolean => (externalId ?? "").startsWith(ALERT_ID_PREFIX);
