// The n of a content id "h:<key>:<n>": how many rows of the file so far had the same key (identical same-day rows
// stay distinct). Counted on the key's two 32-bit halves (lastKey1/lastKey2), never on strings.

/**
 * Occurrences per 64-bit key in an open-addressing table of typed arrays: one entry per distinct key,
 * no per-row objects (a Map keyed by 16-character strings cost more than the rest of the row).
 */
export class KeyCounter {
  private k1: Int32Array;
  private k2: Int32Array;
  private n: Uint32Array;
  private size = 0;

  constructor(private readonly initialCapacity = 1024) {
    this.k1 = new Int32Array(initialCapacity);
    this.k2 = new Int32Array(initialCapacity);
    this.n = new Uint32Array(initialCapacity);
  }

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

  /** Forgets every key; a table that grew is given back, so clearing costs what the first capacity does. */
  clear(): void {
    if (this.size === 0) return;
    this.size = 0;
    if (this.n.length === this.initialCapacity) this.n.fill(0);
    else
      [this.k1, this.k2, this.n] = [
        new Int32Array(this.initialCapacity),
        new Int32Array(this.initialCapacity),
        new Uint32Array(this.initialCapacity),
      ];
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

/** Slots of the table of one date's keys: a day of a personal account fits, and clearing it is a few cache lines. */
const DAY_CAPACITY = 32;

/**
 * Occurrences counted date by date. A content key hashes its row's date, so equal keys are rows of one date (a
 * 64-bit collision between two dates aside, ~2^-64 a pair), and an export lists a date's rows together: a small
 * table of the current date's keys answers and stays in the cache, where one table of every key of a
 * 100,000-row file is read at random. The keys are also kept in file order, 8 bytes a row; when a date comes back
 * after its run ended (an unsorted file), they are counted again into one table of the whole file, which counts
 * every row from then on, as if it had from the start.
 */
export class OccurrenceCounter {
  private date: string | null = null;
  private readonly day = new KeyCounter(DAY_CAPACITY);
  private readonly datesEnded = new Set<string>();
  private keys = new Int32Array(2048);
  private keyCount = 0;
  private whole: KeyCounter | null = null;

  /** The occurrence of the key (a, b) of a row dated `date`, this row included. */
  increment(date: string, a: number, b: number): number {
    if (this.whole !== null) return this.whole.increment(a, b);
    if (date !== this.date) {
      if (this.date !== null) this.datesEnded.add(this.date);
      if (this.datesEnded.has(date)) return this.countWhole().increment(a, b);
      this.date = date;
      this.day.clear();
    }
    this.keep(a, b);
    return this.day.increment(a, b);
  }

  private keep(a: number, b: number): void {
    if (this.keyCount + 2 > this.keys.length) {
      const more = new Int32Array(this.keys.length * 2);
      more.set(this.keys);
      this.keys = more;
    }
    this.keys[this.keyCount++] = a;
    this.keys[this.keyCount++] = b;
  }

  private countWhole(): KeyCounter {
    const whole = new KeyCounter();
    for (let i = 0; i < this.keyCount; i += 2) whole.increment(this.keys[i]!, this.keys[i + 1]!);
    this.keys = new Int32Array(0);
    this.keyCount = 0;
    this.datesEnded.clear();
    return (this.whole = whole);
  }
}
