// Bytes as text at once: the whole files of CSV's plan, OFX, QIF, MT940 and CAMT, and the escaped runs of a mail body.

/** Bytes decoded per call (as many as the CSV stream decodes at a time). */
const DECODE_SLICE = 64 * 1024;

/** The byte of a line feed, alone in every encoding an export is read in but UTF-16 (whose code units hold it). */
const LINE_FEED = 0x0a;

/**
 * `decoder.decode(bytes)` a slice at a time, as pieces (`end` false: as with `{ stream: true }`, the end left open);
 * the decoder carries a character cut at a slice's end into the next. workerd decodes into a zeroed UTF-16 buffer the
 * size of its input: 14 MB for a 7 MB file, taken fresh from the kernel page by page, which made the first plans of a
 * fresh isolate take twice their steady CPU (bench/csv, docs/benchmarks.md); slices reuse one small buffer. Each
 * piece is a flat string: the CSV plan scans them as they are, never joined. With `atLines` (not for UTF-16) a slice
 * ends after its last line feed byte, which no multi-byte character holds, so a record rarely straddles two pieces.
 * The last piece is what the decoder holds at the end ("" or U+FFFD, as a one-call decode gives; a fatal decoder
 * throws, as it does), unless `end` is false.
 */
export function decodeInPieces(decoder: Pick<TextDecoder, "decode">, bytes: Uint8Array, atLines: boolean, end = true): string[] {
  const pieces: string[] = [];
  for (let at = 0; at < bytes.length;) {
    let to = Math.min(bytes.length, at + DECODE_SLICE);
    if (atLines && to < bytes.length) {
      const lineEnd = bytes.lastIndexOf(LINE_FEED, to - 1);
      if (lineEnd >= at) to = lineEnd + 1;
    }
    pieces.push(decoder.decode(bytes.subarray(at, to), { stream: true }));
    at = to;
  }
  if (end) pieces.push(decoder.decode());
  return pieces;
}

/** decodeInPieces as one text (a statement is read whole). */
export function decodeInSlices(decoder: TextDecoder, bytes: Uint8Array, end = true): string {
  return decodeInPieces(decoder, bytes, false, end).join("");
}

/**
 * UTF-8 when the bytes are valid UTF-8 (a mark dropped), else Windows-1252: statement formats name no charset, or
 * name one their writers ignore, and the exports that are not UTF-8 are in the Windows code page.
 */
export function utf8OrWindows1252(bytes: Uint8Array): string {
  try {
    return decodeInSlices(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }), bytes);
  } catch {
    return decodeInSlices(new TextDecoder("windows-1252"), bytes);
  }
}
