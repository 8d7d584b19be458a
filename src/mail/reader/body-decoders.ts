// The content transfer encodings of the parts the mail steps read, decoded line by line into one growing byte
// buffer: the same bytes postal-mime's own decoders give (body-decoders.test.ts compares them on every encoding
// and malformed input), at a fraction of their CPU. postal-mime's make objects per line (a typed-array view
// for each literal run of quoted-printable, a string per base64 line, a Blob of every 7bit line and newline)
// and were a third of a receipt's parse. A decoder gets each body line without its line break: as a view of
// its own (`update`, postal-mime's call), or as its place in the message's bytes (`append`, the parser's line
// loop, which then makes no object per line).

/** A part's decoded bytes: appended per line, handed over whole at the end. */
export abstract class BodyBytes {
  protected bytes = new Uint8Array(0);
  protected length = 0;

  /** The line `source[start..end)`, without its line break. */
  abstract append(source: Uint8Array, start: number, end: number): void;

  update(line: Uint8Array): void {
    this.append(line, 0, line.length);
  }

  /** The bytes decoded so far. */
  get size(): number {
    return this.length;
  }

  finalize(): Promise<ArrayBuffer> {
    return Promise.resolve(this.bytes.buffer.slice(0, this.length));
  }

  /** Room for `more` bytes: doubling, so a body of n bytes is copied O(n) times in all. */
  protected reserve(more: number): Uint8Array {
    const needed = this.length + more;
    if (needed > this.bytes.length) {
      const grown = new Uint8Array(Math.max(needed, this.bytes.length * 2, 4096));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    return this.bytes;
  }
}

const LF = 0x0a;
const CR = 0x0d;
const DASH = 0x2d;
const EQUALS = 0x3d;

/** 7bit, 8bit, binary or no encoding: the lines as they are, each ended by a newline. */
export class PlainBody extends BodyBytes {
  append(source: Uint8Array, start: number, end: number): void {
    const bytes = this.reserve(end - start + 1);
    let at = this.length;
    // A copy in script: a line is short, and `set` would need a view of it.
    for (let i = start; i < end; i++) bytes[at++] = source[i] ?? 0;
    bytes[at++] = LF;
    this.length = at;
  }
}

/** "=" and LF in each byte of a 32-bit word. */
const EQUALS_WORD = 0x3d3d3d3d;
const LF_WORD = 0x0a0a0a0a;

/**
 * The high bit of each byte of a 32-bit word that is zero, and perhaps of bytes after it (a borrow): XORed with a byte
 * repeated four times, the bytes that were that byte. Only the lowest bit set is exact, and it is all the loops read.
 */
const zeroBytes = (x: number): number => (x - 0x01010101) & ~x & 0x80808080;

/** The place of the first byte `zeroBytes` found (not 0), in a word read little-endian: how many bytes come before it. */
const firstByte = (mask: number): number => (31 - Math.clz32(mask & -mask)) >> 3;
/** Bytes of the message decoded per check of the room left. */
const CHUNK = 4096;

/** Hex digit values, -1 for any other byte. */
const HEX = new Int8Array(256).fill(-1);
for (let i = 0; i < 10; i++) HEX[0x30 + i] = i;
for (let i = 0; i < 6; i++) HEX[0x41 + i] = HEX[0x61 + i] = 10 + i;

/**
 * Quoted-printable: "=XX" is the byte XX (either case); a "=" that starts no such pair is kept as written; a line
 * ending in "=" is a soft break (no newline); every other line ends in a newline.
 */
export class QuotedPrintableBody extends BodyBytes {
  /** The message's bytes as 32-bit words (lines come from one message: made once), and the decoded bytes' likewise. */
  #source: Uint8Array | null = null;
  #words: DataView | null = null;
  #decoded: Uint8Array | null = null;
  #decodedWords: DataView | null = null;

  append(line: Uint8Array, start: number, lineEnd: number): void {
    let end = lineEnd;
    const soft = end > start && line[end - 1] === EQUALS;
    if (soft) end--;
    const bytes = this.reserve(end - start + 1);
    const words = this.#wordsOf(line);
    const decodedWords = this.#decodedWordsOf(bytes);
    let at = this.length;
    // Every index read is below end <= lineEnd <= line.length, and HEX holds every byte: the `??` are never taken.
    for (let i = start; i < end;) {
      // The bytes up to the next "=" are copied four at a time: most of a body is text between escapes. A word is
      // read only where four bytes of the line are left, and written where they go (the room reserved is the line's).
      if (i + 4 <= end) {
        const word = words.getUint32(i, true);
        const equals = zeroBytes(word ^ EQUALS_WORD);
        decodedWords.setUint32(at, word, true);
        if (equals === 0) {
          at += 4;
          i += 4;
          continue;
        }
        // The bytes before the "=" are kept; those from it on are written again below.
        const before = firstByte(equals);
        at += before;
        i += before;
      }
      const c = line[i] ?? 0;
      if (c === EQUALS && i + 2 < end) {
        const high = HEX[line[i + 1] ?? 0] ?? -1;
        const low = HEX[line[i + 2] ?? 0] ?? -1;
        if (high >= 0 && low >= 0) {
          bytes[at++] = (high << 4) | low;
          i += 3;
          continue;
        }
      }
      bytes[at++] = c;
      i++;
    }
    if (!soft) bytes[at++] = LF;
    this.length = at;
  }

  /**
   * The body lines from `from` on, decoded as `append` decodes each, in one pass over their bytes that finds their
   * ends too: the line loop's search for each line's end cost half as much again as the decoding. Stops at the first
   * line that is the message's last (no line break after it, or nothing after that), or that starts with "--" while
   * `mayEnd` (a boundary, perhaps): that line is left to the caller, as it is to `append`'s. Returns where it starts.
   */
  appendLines(source: Uint8Array, from: number, mayEnd: boolean): number {
    const length = source.length;
    /** The line being decoded, and where its bytes start. */
    let start = from;
    if (mayEnd && source[start] === DASH && source[start + 1] === DASH) return start;
    const words = this.#wordsOf(source);
    let at = this.length;
    let lineAt = at;
    let i = start;
    while (i < length) {
      // A byte read makes one byte at most (a line's CRs and soft break are taken back at its end), and a word is
      // written only where four bytes of the chunk are left: room for the chunk's bytes.
      this.length = at;
      const stop = Math.min(length, i + CHUNK);
      const bytes = this.reserve(stop - i);
      const decodedWords = this.#decodedWordsOf(bytes);
      while (i < stop) {
        // The bytes up to the next "=" or line break, four at a time (as in `append`).
        if (i + 4 <= stop) {
          const word = words.getUint32(i, true);
          const stops = zeroBytes(word ^ EQUALS_WORD) | zeroBytes(word ^ LF_WORD);
          decodedWords.setUint32(at, word, true);
          if (stops === 0) {
            at += 4;
            i += 4;
            continue;
          }
          const before = firstByte(stops);
          at += before;
          i += before;
        }
        const c = source[i] ?? 0;
        if (c === EQUALS) {
          // Two hex digits are neither CR nor LF, nor the "=" of a soft break: the pair is within the line's text.
          const high = HEX[source[i + 1] ?? 0] ?? -1;
          const low = HEX[source[i + 2] ?? 0] ?? -1;
          if ((high | low) >= 0) {
            bytes[at++] = (high << 4) | low;
            i += 3;
            continue;
          }
        }
        if (c !== LF) {
          bytes[at++] = c;
          i++;
          continue;
        }
        // The line's end: the CRs before the LF are no part of it (each was copied as one byte), and an "=" before
        // them is a soft break (copied as one byte too), else the line ends in a newline.
        let end = i;
        while (end > start && source[end - 1] === CR) {
          end--;
          at--;
        }
        if (end > start && source[end - 1] === EQUALS) at--;
        else bytes[at++] = LF;
        i++;
        if (i >= length) {
          this.length = lineAt;
          return start;
        }
        start = i;
        lineAt = at;
        if (mayEnd && source[i] === DASH && source[i + 1] === DASH) {
          this.length = at;
          return i;
        }
      }
    }
    this.length = lineAt;
    return start;
  }

  /** The 32-bit words of the message's bytes: made once, since the parser's lines are places in one message. */
  #wordsOf(source: Uint8Array): DataView {
    if (this.#source !== source || this.#words === null) {
      this.#source = source;
      this.#words = new DataView(source.buffer, source.byteOffset, source.byteLength);
    }
    return this.#words;
  }

  /** The 32-bit words of the decoded bytes: made again when they grow. */
  #decodedWordsOf(bytes: Uint8Array): DataView {
    if (this.#decoded !== bytes || this.#decodedWords === null) {
      this.#decoded = bytes;
      this.#decodedWords = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    return this.#decodedWords;
  }
}

/** Base64 digit values, -1 for any other byte. */
const SEXTET = new Int8Array(256).fill(-1);
for (const [i, c] of [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].entries()) SEXTET[c.charCodeAt(0)] = i;

/**
 * Base64: every byte outside the alphabet is skipped (line breaks, spaces, stray characters). "=" ends a group
 * wherever it stands — some mailers pad every line — so the group is decoded as far as it goes (two digits are
 * one byte, three are two, one is none) and the next digit starts a new group, as postal-mime does.
 */
export class Base64Body extends BodyBytes {
  /** The digits of the open group, oldest in the high bits. */
  #group = 0;
  #digits = 0;

  append(line: Uint8Array, start: number, end: number): void {
    const bytes = this.reserve(Math.ceil(((end - start + this.#digits) * 3) / 4));
    let at = this.length;
    let group = this.#group;
    let digits = this.#digits;
    // i is below end <= line.length, and SEXTET holds every byte: the `??` are never taken.
    for (let i = start; i < end; i++) {
      // Four digits at a group's start are three bytes at once (an OR of the values is negative if one is not a digit).
      if (digits === 0 && i + 4 <= end) {
        const a = SEXTET[line[i] ?? 0] ?? -1;
        const b = SEXTET[line[i + 1] ?? 0] ?? -1;
        const c = SEXTET[line[i + 2] ?? 0] ?? -1;
        const d = SEXTET[line[i + 3] ?? 0] ?? -1;
        if ((a | b | c | d) >= 0) {
          bytes[at++] = (a << 2) | (b >> 4);
          bytes[at++] = ((b & 0x0f) << 4) | (c >> 2);
          bytes[at++] = ((c & 0x03) << 6) | d;
          i += 3;
          continue;
        }
      }
      const c = line[i] ?? 0;
      const value = SEXTET[c] ?? -1;
      if (value >= 0) {
        group = (group << 6) | value;
        if (++digits === 4) {
          bytes[at++] = group >>> 16;
          bytes[at++] = (group >>> 8) & 0xff;
          bytes[at++] = group & 0xff;
          group = digits = 0;
        }
      } else if (c === EQUALS && digits > 0) {
        at = this.#endGroup(bytes, at, group, digits);
        group = digits = 0;
      }
    }
    this.length = at;
    this.#group = group;
    this.#digits = digits;
  }

  override finalize(): Promise<ArrayBuffer> {
    if (this.#digits > 0) {
      this.length = this.#endGroup(this.reserve(2), this.length, this.#group, this.#digits);
      this.#group = this.#digits = 0;
    }
    return super.finalize();
  }

  /** A group cut short: two digits are one byte, three are two, one is none. */
  #endGroup(bytes: Uint8Array, at: number, group: number, digits: number): number {
    if (digits === 2) bytes[at++] = group >>> 4;
    else if (digits === 3) {
      bytes[at++] = group >>> 10;
      bytes[at++] = (group >>> 2) & 0xff;
    }
    return at;
  }
}

/** A part no step reads: nothing kept, and it ends with no content. */
export class UnreadBody extends BodyBytes {
  append(_source: Uint8Array, _start: number, _end: number): void {}
}

/** The content of parts cut at their bound: empty, and told apart from a part that was empty. */
const cutContents = new WeakSet<ArrayBuffer>();
/** Whether a part's content is empty because the part was over its bound (`CappedBody`). */
export const wasCut = (content: ArrayBuffer): boolean => cutContents.has(content);

/**
 * A kept file's bytes, decoded by `inner` up to `max`: a part that grows past it keeps nothing more (the
 * bytes so far are let go at once) and ends with an empty content that `wasCut` recognises. Half a file is
 * no file: a PDF reader needs its end, and the service takes no more than its limit.
 */
export class CappedBody extends BodyBytes {
  #inner: BodyBytes | null;

  constructor(
    inner: BodyBytes,
    readonly max: number,
  ) {
    super();
    this.#inner = inner;
  }

  append(source: Uint8Array, start: number, end: number): void {
    if (this.#inner === null) return;
    this.#inner.append(source, start, end);
    if (this.#inner.size > this.max) this.#inner = null;
  }

  override finalize(): Promise<ArrayBuffer> {
    if (this.#inner !== null) return this.#inner.finalize();
    const cut = new ArrayBuffer(0);
    cutContents.add(cut);
    return Promise.resolve(cut);
  }
}
