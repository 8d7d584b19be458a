// Reading the start of an upload without losing it: detection needs the first bytes before the
// rest of the stream is planned; and what those first bytes say of the encoding (a byte-order mark).

/** Reads until at least `n` bytes (or the end of the stream) have arrived, as one array. */
export async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, n: number): Promise<{ head: Uint8Array; done: boolean }> {
  const parts: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < n) {
    const read = await reader.read();
    if (read.done) {
      done = true;
      break;
    }
    parts.push(read.value);
    size += read.value.length;
  }
  const [only] = parts;
  if (parts.length === 1 && only) return { head: only, done };
  const head = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    head.set(part, offset);
    offset += part.length;
  }
  return { head, done };
}

/** The whole stream again: the head already read, then whatever the reader still holds. */
export function withHead(head: Uint8Array, reader: ReadableStreamDefaultReader<Uint8Array>, done: boolean): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.length) controller.enqueue(head);
      if (done) controller.close();
    },
    async pull(controller) {
      const read = await reader.read();
      if (read.done) controller.close();
      else controller.enqueue(read.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** The whole stream as one array, or `tooLarge()` as soon as it passes `max` bytes (then it is cancelled). */
export async function readAtMost(stream: ReadableStream<Uint8Array>, max: number, tooLarge: () => Error): Promise<Uint8Array> {
  const reader = stream.getReader();
  const { head } = await readHead(reader, max + 1);
  if (head.length > max) {
    await reader.cancel().catch(() => {});
    throw tooLarge();
  }
  return head; // shorter than max + 1: the stream is done
}

/** The byte-order marks of the Unicode encodings files are written in, and the mark's length. */
const MARKS = [
  { encoding: "utf-8", bytes: [0xef, 0xbb, 0xbf] },
  { encoding: "utf-16le", bytes: [0xff, 0xfe] },
  { encoding: "utf-16be", bytes: [0xfe, 0xff] },
] as const;

/** Whether the bytes begin with `signature` (a format's magic number). */
export function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/** The encoding a byte-order mark at the start of the bytes says, with the mark's length; null without one. */
export function byteOrderMark(bytes: Uint8Array): { encoding: (typeof MARKS)[number]["encoding"]; length: number } | null {
  const mark = MARKS.find((m) => m.bytes.every((b, i) => bytes[i] === b));
  return mark ? { encoding: mark.encoding, length: mark.bytes.length } : null;
}
