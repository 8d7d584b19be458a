// external_id: a pure function of the source record, so a re-upload or an overlapping export yields the
// same ids and the service skips them (`duplicate_external_id`), while identical same-day rows stay distinct.
import {
  EXTERNAL_ID_MAX,
  hash64,
  hashDigest,
  hashFeed,
  hashFeedCode,
  hashFeedCodes,
  hashFromMark,
  hashMark,
  hashFeedNormalized,
  hashFinish,
  hashReset,
  hex8,
  lastKey1,
  lastKey2,
} from "../../../ids";
import type { AmountParts } from "../../../locale/numbers";
import type { TextSpan } from "../read/clean-cells";

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
  p.description.forEach((text, i) => {
    if (i > 0) hashFeedCode(32);
    hashFeedNormalized(text);
  });
  hashFeedCode(SEP);
  if (p.balance) hashFeed(p.balance);
  return hashDigest();
}

/** The day and account whose hash hashMark keeps (no other code marks it). */
let markedDate = "";
let markedAccount: number | null | undefined = undefined;

/**
 * contentKey for the planner's rows (description = [payee, notes]) without the parts object and array, and
 * with the digest kept in lastKey1/lastKey2 for `contentExternalIdOfLast` instead of a hex string; the payee
 * and the notes read where they are (their record's text, when they are a cell as it is).
 * Feeds exactly what contentKey feeds, so the ids are the same.
 */
export function contentKeyOf(
  accountId: number | null,
  date: string,
  amount: string,
  currency: string | undefined,
  payee: Readonly<TextSpan>,
  notes: Readonly<TextSpan>,
  balance: AmountParts | null,
): void {
  // Rows come in runs of one day: the account and the day are fed once per run (the planner shares a day's string).
  if (date !== markedDate || accountId !== markedAccount) {
    hashReset();
    hashFeed(accountId === null ? "cash" : accountText(accountId));
    hashFeedCode(SEP);
    hashFeed(date);
    hashFeedCode(SEP);
    hashMark();
    markedDate = date;
    markedAccount = accountId;
  } else hashFromMark();
  hashFeed(amount);
  hashFeedCode(SEP);
  if (currency) hashFeed(currency);
  hashFeedCode(SEP);
  hashFeedNormalized(payee.text, payee.start, payee.end);
  hashFeedCode(32);
  hashFeedNormalized(notes.text, notes.start, notes.end);
  hashFeedCode(SEP);
  if (balance !== null) feedAmount(balance);
  hashFinish();
}

/** The characters of an amount's text: a sign, at most 15 integer digits, the point and 4 decimals, with room to spare. */
const amountChars = new Uint8Array(32);

const INT32_MAX = 2147483647;

/** Feeds the characters amountText(parts) is made of, without making it. */
function feedAmount(parts: AmountParts): void {
  const chars = amountChars;
  let n = 0;
  if (parts.negative) chars[n++] = 45;
  // The integer's digits, least significant first, then turned around in place.
  const from = n;
  let int = parts.int;
  while (int > INT32_MAX) {
    chars[n++] = 48 + (int % 10);
    int = Math.floor(int / 10);
  }
  // Below 2^31 in 32-bit integers, whose division by ten compiles to a multiplication (a balance's every digit).
  let small = int | 0;
  do {
    const tenth = (small / 10) | 0;
    chars[n++] = 48 + (small - tenth * 10);
    small = tenth;
  } while (small > 0);
  for (let i = from, j = n - 1; i < j; i++, j--) {
    const t = chars[i] ?? 0;
    chars[i] = chars[j] ?? 0;
    chars[j] = t;
  }
  chars[n++] = 46;
  let frac = parts.frac | 0;
  for (let i = n + parts.fracDigits - 1; i >= n; i--) {
    const tenth = (frac / 10) | 0;
    chars[i] = 48 + (frac - tenth * 10);
    frac = tenth;
  }
  hashFeedCodes(chars, n + parts.fracDigits);
}

/** Hex digit character codes. */
const HEXC = Uint8Array.from("0123456789abcdef", (c) => c.charCodeAt(0));
const hx = (n: number, shift: number): number => HEXC[(n >>> shift) & 15] ?? 48;

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
