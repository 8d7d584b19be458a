// A streaming reader of multipart/form-data (RFC 7578): parts one after another, each part's body as
// it arrives. `Request.formData()` holds the whole body in memory (a 100 MB file costs ~200 MB, and
// an isolate has 128 MB), so uploads are read with this instead. It knows only what a form needs:
// the boundary, each part's headers, and its body bytes.
import { HttpError } from "./errors";

/** A part's header block larger than this is not a form a browser or curl sends. */
const MAX_HEADER_BYTES = 16 * 1024;
/** RFC 2046: a boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;

const CRLF = new Uint8Array([0x0d, 0x0a]);
const BLANK_LINE = new Uint8Array([0x0d, 0x0a, 0x0d, 0x0a]);

export interface PartHead {
  /** Lower-case header names. */
  headers: Map<string, string>;
}

/** The boundary of a `multipart/form-data; boundary=…` Content-Type, or a 400 saying what is missing. */
export function boundaryOf(contentType: string): string {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? "";
  if (!boundary || boundary.length > MAX_BOUNDARY_LENGTH) {
    throw malformed("its Content-Type has no valid boundary");
  }
  return boundary;
}

export const malformed = (what: string) => new HttpError(400, `The multipart form could not be read: ${what}.`);

/**
 * Reads a form part by part: `nextPart()` gives the next part's headers (null after the closing
 * delimiter), then `readBody()` gives its body in pieces until null. Unread body is skipped.
 */
export class MultipartReader {
  private readonly delimiter: Uint8Array;
  private buffer: Uint8Array = new Uint8Array(0);
  private ended = false;
  /** Where the reader is: before the first part, at a part's headers, in its body, or past the closing delimiter. */
  private state: "preamble" | "headers" | "body" | "closed" = "preamble";
  /** Every byte read from the body so far: the caller's size limit is checked against it. */
  bytesRead = 0;

  constructor(
    boundary: string,
    private readonly source: ReadableStreamDefaultReader<Uint8Array>,
    private readonly maxBytes: number,
    private readonly tooLarge: () => Error,
  ) {
    this.delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  }

  async nextPart(): Promise<PartHead | null> {
    while (this.state === "body") await this.readBody();
    if (this.state === "preamble") await this.skipPreamble();
    if (this.state === "closed") return null;
    return { headers: await this.readHeaders() };
  }

  /** The next piece of the current part's body, or null at its end. */
  async readBody(): Promise<Uint8Array | null> {
    if (this.state !== "body") return null;
    for (;;) {
      const at = indexOf(this.buffer, this.delimiter);
      if (at >= 0) {
        const piece = this.buffer.subarray(0, at);
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        await this.afterDelimiter();
        return piece.length ? piece : null;
      }
      // Everything but a tail that could be the start of the delimiter belongs to the body.
      const safe = partialDelimiterAt(this.buffer, this.delimiter);
      if (safe > 0) {
        const piece = this.buffer.subarray(0, safe);
        this.buffer = this.buffer.subarray(safe);
        return piece;
      }
      if (!(await this.fill())) throw malformed("it ended inside a part (the upload was cut short)");
    }
  }

  /** Drops what is still unread (the epilogue, or the rest of a form we refused). */
  cancel(reason?: unknown): Promise<void> {
    return this.source.cancel(reason);
  }

  private async skipPreamble(): Promise<void> {
    // The first delimiter may open the body without the CRLF that precedes every later one.
    const first = this.delimiter.subarray(2);
    for (;;) {
      if (startsWith(this.buffer, first)) {
        this.buffer = this.buffer.subarray(first.length);
        break;
      }
      const at = indexOf(this.buffer, this.delimiter);
      if (at >= 0) {
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        break;
      }
      if (this.buffer.length > MAX_HEADER_BYTES) throw malformed("no part starts with the boundary of its Content-Type");
      if (!(await this.fill())) {
        if (!this.bytesRead) throw malformed("the body is empty");
        if (startsWith(first, this.buffer)) throw malformed("it ended inside the first boundary (the upload was cut short)");
        throw malformed("no part starts with the boundary of its Content-Type");
      }
    }
    await this.afterDelimiter();
  }

  /** After a delimiter: `--` closes the form; otherwise optional blanks and a CRLF open the next part. */
  private async afterDelimiter(): Promise<void> {
    while (this.buffer.length < 2 && (await this.fill()));
    if (this.buffer[0] === 0x2d && this.buffer[1] === 0x2d) {
      this.state = "closed";
      return;
    }
    for (;;) {
      let i = 0;
      while (i < this.buffer.length && (this.buffer[i] === 0x20 || this.buffer[i] === 0x09)) i++;
      if (i + 1 < this.buffer.length) {
        if (this.buffer[i] !== 0x0d || this.buffer[i + 1] !== 0x0a)
          throw malformed("a boundary line is followed by something else than a new line");
        this.buffer = this.buffer.subarray(i + 2);
        this.state = "headers";
        return;
      }
      if (this.buffer.length > MAX_HEADER_BYTES) throw malformed("a boundary line is too long");
      if (!(await this.fill())) throw malformed("it ended after a boundary, without its closing delimiter (the upload was cut short)");
    }
  }

  private async readHeaders(): Promise<Map<string, string>> {
    // The header lines end with an empty line; a part without headers starts with it.
    let block = startsWith(this.buffer, CRLF) ? 0 : indexOf(this.buffer, BLANK_LINE);
    while (block < 0) {
      if (this.buffer.length > MAX_HEADER_BYTES) throw malformed("a part's headers are too long");
      if (!(await this.fill())) throw malformed("it ended inside a part's headers (the upload was cut short)");
      block = startsWith(this.buffer, CRLF) ? 0 : indexOf(this.buffer, BLANK_LINE);
    }
    const text = new TextDecoder().decode(this.buffer.subarray(0, block));
    this.buffer = this.buffer.subarray(block === 0 ? 2 : block + 4);
    this.state = "body";
    const headers = new Map<string, string>();
    for (const line of text ? text.split("\r\n") : []) {
      const colon = line.indexOf(":");
      if (colon <= 0) throw malformed("a part's header line has no name");
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    return headers;
  }

  /** Appends the next chunk of the body to the buffer; false at the end of the body. */
  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await this.source.read();
    } catch {
      throw malformed("the upload broke off before the form was complete");
    }
    if (read.done) {
      this.ended = true;
      return false;
    }
    this.bytesRead += read.value.length;
    if (this.bytesRead > this.maxBytes) {
      await this.source.cancel().catch(() => {});
      throw this.tooLarge();
    }
    if (!this.buffer.length) {
      // The usual case in a body: nothing carried over, so the chunk is taken as it is (no copy).
      this.buffer = read.value;
      return true;
    }
    const joined = new Uint8Array(this.buffer.length + read.value.length);
    joined.set(this.buffer);
    joined.set(read.value, this.buffer.length);
    this.buffer = joined;
    return true;
  }
}

/** Where a possible start of the delimiter cut off by the end of `buffer` begins; its length if none. */
function partialDelimiterAt(buffer: Uint8Array, delimiter: Uint8Array): number {
  const first = delimiter[0];
  if (first === undefined) return buffer.length;
  for (let p = buffer.indexOf(first, Math.max(0, buffer.length - delimiter.length + 1)); p >= 0; p = buffer.indexOf(first, p + 1)) {
    let j = 1;
    while (p + j < buffer.length && buffer[p + j] === delimiter[j]) j++;
    if (p + j === buffer.length) return p;
  }
  return buffer.length;
}

function startsWith(haystack: Uint8Array, needle: Uint8Array): boolean {
  if (haystack.length < needle.length) return false;
  for (let i = 0; i < needle.length; i++) if (haystack[i] !== needle[i]) return false;
  return true;
}

/** First position of `needle` in `haystack`, or -1. Jumps between candidates with the native indexOf. */
function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  if (first === undefined) return -1;
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(first); i >= 0 && i <= last; i = haystack.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}
