// The occurrence of a row's content key (the n of "h:<key>:<n>"): how many rows of the file up to this one have its key.
import { lastKey1, lastKey2 } from "../../../ids";

/**
 * Occurrences per 64-bit key. A row's key hashes its day, so only rows of one day can share one, and an export's rows
 * come in runs of a day: the day being read is counted in one small table, emptied when the day changes, which stays
 * in the cache (a single table of every key, read at random, missed the cache on most rows past a few thousand). A
 * day left is kept as its keys in a row, in case it comes back; a day that does come back gets a table of its own.
 */
export class KeyCounter {
  /** The table of a day read for the first time, emptied for the next one. */
  private readonly fresh = new KeyTable();
  private table = this.fresh;
  private day: string | null = null;
  /** The keys of the days left, three int32s each (the key's halves and its count), each day's in a row. */
  private kept = new Int32Array(SLOT * MIN_SLOTS);
  private keptLength = 0;
  /** Where each day left begins in `kept` (its first int32 is its number of keys). */
  private readonly left = new Map<string, number>();
  /** The days that came back after another day's rows, each with its own table. */
  private readonly returned = new Map<string, KeyTable>();

  /**
   * The occurrence of the last digest's key (ids.ts `lastKey1`, `lastKey2`) among the rows of `day`, this row counted.
   * The key is read where it is counted: passed in a call, a half past 2^30 would be boxed on every row.
   */
  increment(day: string): number {
    if (day !== this.day) this.enter(day);
    return this.table.incrementLast();
  }

  private enter(day: string): void {
    if (this.day !== null && this.table === this.fresh) this.keep(this.day);
    this.day = day;
    const returned = this.returned.get(day);
    if (returned !== undefined) {
      this.table = returned;
      return;
    }
    const at = this.left.get(day);
    if (at === undefined) {
      this.table = this.fresh;
      return;
    }
    // Back after other days: its keys go into a table of its own, never kept in a row again.
    const table = new KeyTable();
    const kept = this.kept;
    const end = at + 1 + SLOT * (kept[at] ?? 0);
    for (let i = at + 1; i < end; i += SLOT) table.put(kept[i] ?? 0, kept[i + 1] ?? 0, kept[i + 2] ?? 0);
    this.left.delete(day);
    this.returned.set(day, table);
    this.table = table;
  }

  /** The fresh table's keys, kept in a row under `day`; the table emptied for the next day. */
  private keep(day: string): void {
    const fresh = this.fresh;
    const need = this.keptLength + 1 + SLOT * fresh.size;
    if (need > this.kept.length) {
      const grown = new Int32Array(Math.max(need, this.kept.length * 2));
      grown.set(this.kept.subarray(0, this.keptLength));
      this.kept = grown;
    }
    this.left.set(day, this.keptLength);
    this.kept[this.keptLength] = fresh.size;
    this.keptLength = fresh.copyTo(this.kept, this.keptLength + 1);
    fresh.clear();
  }
}

/**
 * An open-addressing table of keys and their counts. A slot is three neighbouring int32s (the two halves of the key
 * and the count; 0: an empty slot), so a probe reads one cache line; the slots in use are listed in the order they
 * were filled, so that copying and emptying the table read those only.
 */
class KeyTable {
  private slots = new Int32Array(SLOT * MIN_SLOTS);
  /** Slots in the table (a power of two), less one: a key's first slot is its hash masked with this. */
  private mask = MIN_SLOTS - 1;
  /** Where each key is in `slots`, in the order they came. */
  private filled = new Int32Array(MIN_SLOTS);
  size = 0;

  /** The last digest's key counted once more; its count. Written out in full: it runs once a row. */
  incrementLast(): number {
    const a = lastKey1();
    const b = lastKey2();
    const slots = this.slots;
    let i = ((a ^ Math.imul(b, 0x9e3779b1)) & this.mask) * SLOT;
    for (;;) {
      const c = slots[i + 2] ?? 0;
      if (c === 0) {
        slots[i] = a;
        slots[i + 1] = b;
        slots[i + 2] = 1;
        this.filled[this.size++] = i;
        if (this.size * 2 > this.mask) this.grow();
        return 1;
      }
      if (slots[i] === a && slots[i + 1] === b) {
        slots[i + 2] = c + 1;
        return c + 1;
      }
      i = i + SLOT === slots.length ? 0 : i + SLOT;
    }
  }

  /** A key not in the table yet, with its count. */
  put(a: number, b: number, count: number): void {
    const i = this.freeSlot(a, b);
    this.slots[i] = a;
    this.slots[i + 1] = b;
    this.slots[i + 2] = count;
    this.filled[this.size++] = i;
    if (this.size * 2 > this.mask) this.grow();
  }

  /** The keys and counts in the order they came, written to `out` from `at`; where they end. */
  copyTo(out: Int32Array, at: number): number {
    const slots = this.slots;
    for (let k = 0; k < this.size; k++) {
      const i = this.filled[k] ?? 0;
      out[at++] = slots[i] ?? 0;
      out[at++] = slots[i + 1] ?? 0;
      out[at++] = slots[i + 2] ?? 0;
    }
    return at;
  }

  /** No key left; a table grown by a long day goes back to its first size. */
  clear(): void {
    if (this.slots.length > SLOT * MAX_KEPT_SLOTS) {
      this.slots = new Int32Array(SLOT * MIN_SLOTS);
      this.mask = MIN_SLOTS - 1;
      this.filled = new Int32Array(MIN_SLOTS);
    } else for (let k = 0; k < this.size; k++) this.slots[(this.filled[k] ?? 0) + 2] = 0;
    this.size = 0;
  }

  private freeSlot(a: number, b: number): number {
    const slots = this.slots;
    let i = ((a ^ Math.imul(b, 0x9e3779b1)) & this.mask) * SLOT;
    while ((slots[i + 2] ?? 0) !== 0) i = i + SLOT === slots.length ? 0 : i + SLOT;
    return i;
  }

  /** Twice the slots (grown at half full, to keep probe chains short), every key moved with its count, in order. */
  private grow(): void {
    const old = this.slots;
    const filled = this.filled;
    const size = this.size;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    this.filled = new Int32Array(filled.length * 2);
    this.size = 0;
    for (let k = 0; k < size; k++) {
      const j = filled[k] ?? 0;
      this.put(old[j] ?? 0, old[j + 1] ?? 0, old[j + 2] ?? 0);
    }
  }
}

/** Int32s per key: its two halves and its count. */
const SLOT = 3;
/** Slots of a table at first: a day of up to 32 distinct rows never grows it. */
const MIN_SLOTS = 64;
/** The fresh table grown past this by a long day is made anew for the next: a short day's keys spread over it would miss the cache. */
const MAX_KEPT_SLOTS = 1024;
