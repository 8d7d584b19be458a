// external_id: a pure function of the source record, so a re-upload or an overlapping export yields the
// same ids and the service skips them (`duplicate_external_id`), while identical same-day rows stay distinct.
import { EXTERNAL_ID_MAX } from "../../plan";

/**
 * A 64-bit hash as 16 hex characters: two 32-bit multiplicative hashes with different primes and seeds,
 * each finished with murmur3's avalanche. Synchronous and allocation-free (Web Crypto is async and slow
 * per call for 100k short strings); collisions matter only among one account's rows (~2^-64 per pair).
 */
let h1 = 0;
let h2 = 0;

function reset(): void {
  h1 = 0x811c9dc5;
  h2 = 0x27d4eb2f;
}

function feedCode(c: number): void {
  h1 = Math.imul(h1 ^ c, 0x01000193);
  h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  h2 ^= h2 >>> 13;
}

function feed(s: string): void {
  for (let i = 0; i < s.length; i++) feedCode(s.charCodeAt(i));
}

/** Lowercase, whitespace runs as one space, trimmed: "  Coffee   SHOP " and "coffee shop" hash alike. */
function feedNormalized(s: string): void {
  let pendingSpace = false;
  let started = false;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c <= 32 || c === 0xa0 || c === 0x202f) {
      pendingSpace = started;
      continue;
    }
    if (pendingSpace) {
      feedCode(32);
      pendingSpace = false;
    }
    started = true;
    if (c >= 65 && c <= 90) c += 32;
    else if (c >= 128) c = s[i]!.toLowerCase().charCodeAt(0);
    feedCode(c);
  }
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hex8(n: number): string {
  const s = n.toString(16);
  return s.length === 8 ? s : "00000000".slice(s.length) + s;
}

function digest(): string {
  return hex8(fmix(h1)) + hex8(fmix(h2 ^ h1));
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

/** The dedupe key of a row without a bank id: 16 hex characters. */
export function contentKey(p: KeyParts): string {
  reset();
  feed(p.accountId === null ? "cash" : String(p.accountId));
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
