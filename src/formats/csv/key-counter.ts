// The occurrence of a row's content key (the n of "h:<key>:<n>"): how many rows of the file up to this one have its key.

/**
 * Counts per 64-bit key in an open-addressing table: one entry per distinct key, no per-row objects (a Map keyed by
 * 16-character strings cost more than the rest of the row). A slot is three neighbouring int32s (the two halves of
 * the key and its count), so a probe reads one or two cache lines, not one in each of three arrays.
 */
class CountTable {
  private slots = new Int32Array(SLOT * MIN_SLOTS);
  /** Slots in the table (a power of two), less one: a key's first slot is its hash masked with this. */
  private mask = MIN_SLOTS - 1;
  /** Where the keys are, in the order they came (for moving them out without reading every slot). */
  private used = new Int32Array(MIN_SLOTS);
  size = 0;

  /** The key's count after adding `n` to it. */
  add(a: number, b: number, n: number): number {
    // Grow at half full to keep probe chains short.
    if (this.size * 2 > this.mask) this.grow();
    const slots = this.slots;
    let i = ((a ^ Math.imul(b, 0x9e3779b1)) & this.mask) * SLOT;
    for (;;) {
      const c = slots[i + 2] ?? 0;
      if (c === 0) {
        slots[i] = a;
        slots[i + 1] = b;
        slots[i + 2] = n;
        this.used[this.size++] = i;
        return n;
      }
      if (slots[i] === a && slots[i + 1] === b) {
        slots[i + 2] = c + n;
        return c + n;
      }
      i = i + SLOT === slots.length ? 0 : i + SLOT;
    }
  }

  /** Adds every key of this table, with its count, to `other`, and leaves this one empty. */
  moveInto(other: CountTable): void {
    const { slots, used } = this;
    for (let k = 0; k < this.size; k++) {
      const i = used[k] ?? 0;
      other.add(slots[i] ?? 0, slots[i + 1] ?? 0, slots[i + 2] ?? 0);
      slots[i + 2] = 0;
    }
    this.size = 0;
  }

  /** Twice the slots, every key moved with its count (keys are distinct: each takes the first free slot). */
  private grow(): void {
    const { slots: old, used: oldUsed, size } = this;
    this.slots = new Int32Array(old.length * 2);
    this.used = new Int32Array(oldUsed.length * 2);
    this.mask = this.mask * 2 + 1;
    this.size = 0;
    for (let k = 0; k < size; k++) {
      const i = oldUsed[k] ?? 0;
      this.add(old[i] ?? 0, old[i + 1] ?? 0, old[i + 2] ?? 0);
    }
  }
}

/** Int32s per slot of a CountTable: the key's two halves and its count. */
const SLOT = 3;
/** Slots of a CountTable at first: a file of a few hundred rows never grows it. */
const MIN_SLOTS = 1024;

/**
 * Occurrences of keys that come in groups whose keys never equal another group's (a day's rows: the day is part of
 * the key). A run of one group is counted in a small table the processor keeps in its cache, then moved into the
 * file's table at once when the group changes: a table of megabytes is read at random places once per key in a
 * loop that waits on many of them together, not once per row between the rows' work. A group that comes back
 * (a file not in date order) is counted in the file's table directly.
 */
export class KeyCounter {
  private readonly all = new CountTable();
  private readonly run = new CountTable();
  private runGroup: string | null = null;
  /** The run's group had keys before this run: they are in `all`, so its keys are counted there. */
  private runInAll = false;
  private readonly groups = new Set<string>();

  /** The key's occurrence so far, this one counted. */
  increment(a: number, b: number, group: string): number {
    if (group !== this.runGroup) this.startRun(group);
    return this.runInAll ? this.all.add(a, b, 1) : this.run.add(a, b, 1);
  }

  private startRun(group: string): void {
    this.run.moveInto(this.all);
    this.runGroup = group;
    this.runInAll = this.groups.has(group);
    this.groups.add(group);
  }
}
