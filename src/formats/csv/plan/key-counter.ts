// The occurrence of a row's content key (the n of "h:<key>:<n>"): how many rows of the file up to this one have its key.

/**
 * Occurrences per 64-bit key in an open-addressing table: one entry per distinct key, no per-row objects (a Map
 * keyed by 16-character strings cost more than the rest of the row). A slot is three neighbouring int32s (the two
 * halves of the key and the count), so a probe reads one or two cache lines, not one in each of three arrays.
 */
export class KeyCounter {
  private slots = new Int32Array(SLOT * MIN_SLOTS);
  /** Slots in the table (a power of two), less one: a key's first slot is its hash masked with this. */
  private mask = MIN_SLOTS - 1;
  private size = 0;

  increment(a: number, b: number): number {
    // Grow at half full to keep probe chains short.
    if (this.size * 2 > this.mask) this.grow();
    const slots = this.slots;
    let i = ((a ^ Math.imul(b, 0x9e3779b1)) & this.mask) * SLOT;
    for (;;) {
      const c = slots[i + 2] ?? 0;
      if (c === 0) {
        slots[i] = a;
        slots[i + 1] = b;
        slots[i + 2] = 1;
        this.size++;
        return 1;
      }
      if (slots[i] === a && slots[i + 1] === b) {
        slots[i + 2] = c + 1;
        return c + 1;
      }
      i = i + SLOT === slots.length ? 0 : i + SLOT;
    }
  }

  /** Twice the slots, every key moved with its count (keys are distinct: each takes the first free slot). */
  private grow(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = this.mask * 2 + 1;
    for (let j = 0; j < old.length; j += SLOT) {
      const c = old[j + 2] ?? 0;
      if (c === 0) continue;
      const a = old[j] ?? 0;
      const b = old[j + 1] ?? 0;
      let i = ((a ^ Math.imul(b, 0x9e3779b1)) & mask) * SLOT;
      while ((slots[i + 2] ?? 0) !== 0) i = i + SLOT === slots.length ? 0 : i + SLOT;
      slots[i] = a;
      slots[i + 1] = b;
      slots[i + 2] = c;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/** Int32s per slot of KeyCounter: the key's two halves and its count. */
const SLOT = 3;
/** Slots of a KeyCounter at first: a file of a few hundred rows never grows it. */
const MIN_SLOTS = 1024;
