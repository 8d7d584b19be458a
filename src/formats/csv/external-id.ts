// external_id: a pure function of the source record, so a re-upload or an overlapping export yields the
// same ids and the service skips them (`duplicate_external_id`), while identical same-day rows stay distinct.
import {
  EXTERNAL_ID_MAX,
  hash64,
  hashDigest,
  hashFeed,
  hashFeedCode,
  hashFeedNormalized,
  hashFinish,
  hashReset,
  hex8,
  lastKey1,
  lastKey2,
} from "../../ids";

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
  hashReset();
  hashFeed(p.accountId === null ? "cash" : accountText(p.accountId));
  hashFeedCode(SEP);
  hashFeed(p.date);
  hashFeedCode(SEP);
  hashFeed(p.amount);
  hashFeedCode(SEP);
  if (p.currency) hashFeed(p.currency);
  hashFeedCode(SEP);
  for (let i = 0; i < p.description.length; i++) {
    if (i > 0) hashFeedCode(32);
    hashFeedNormalized(p.description[i]!);
  }
  hashFeedCode(SEP);
  if (p.balance) hashFeed(p.balance);
  return hashDigest();
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
  hashReset();
  hashFeed(accountId === null ? "cash" : accountText(accountId));
  hashFeedCode(SEP);
  hashFeed(date);
  hashFeedCode(SEP);
  hashFeed(amount);
  hashFeedCode(SEP);
  if (currency) hashFeed(currency);
  hashFeedCode(SEP);
  hashFeedNormalized(payee);
  hashFeedCode(32);
  hashFeedNormalized(notes);
  hashFeedCode(SEP);
  if (balance) hashFeed(balance);
  hashFinish();
}

/** Hex digit character codes. */
const HEXC = Uint8Array.from("0123456789abcdef", (c) => c.charCodeAt(0));
const hx = (n: number, shift: number): number => HEXC[(n >>> shift) & 15]!;

/**
 * `contentExternalId(<digest of the last contentKeyOf>, occurrence)` built as one flat string: concatenating
 * eight hex pairs leaves a tree of rope strings per id in the plan, which the GC then traces and copies.
 */
export function contentExternalIdOfLast(occurrence: number): string {
  const a = lastKey1();
  const b = lastKey2();
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
