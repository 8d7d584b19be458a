// The first part of a file too large to preview whole, cut where its last whole record ends: the preview reads
// that part as a file of its own, so a record the cut went through is not read as a short or broken row.
// Line-based formats only: OFX and CAMT are one document, whose balances and closing tags are at its end.

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;

/**
 * CSV: up to the last line end outside a quoted field (a quoted field may hold line ends). Quotes are counted
 * bytewise, which holds for UTF-8, the single-byte code pages and the East Asian ones (no trail byte is a quote
 * or a line end); a UTF-16LE line end keeps its second byte.
 */
export function csvHead(bytes: Uint8Array): Uint8Array | null {
  let quoted = false;
  let end = -1;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === QUOTE) quoted = !quoted;
    else if (!quoted && (b === LF || b === CR)) end = i + 1;
  }
  if (end <= 0) return null;
  // UTF-16LE writes a line end as 0A 00 at an even offset: the 00 belongs to it (text of one byte a character has no 00).
  if ((end - 1) % 2 === 0 && bytes[end] === 0) end++;
  return bytes.subarray(0, end);
}

/** QIF: up to the end of the last line that is `^` alone, which closes every record. */
export function qifHead(bytes: Uint8Array): Uint8Array | null {
  const text = new TextDecoder("latin1").decode(bytes);
  let end = -1;
  for (const match of text.matchAll(/(?:^|[\r\n])\^[ \t]*(\r\n|\r|\n)/g)) end = match.index + match[0].length;
  return end <= 0 ? null : bytes.subarray(0, end);
}

/**
 * MT940: up to the start of the last statement begun in the part, so every statement read is whole, its closing
 * balance included: its SWIFT envelope (`{1:` at a line start) in a file of envelopes, else its `:20:`. Null before
 * a second statement.
 */
export function mt940Head(bytes: Uint8Array): Uint8Array | null {
  const text = new TextDecoder("latin1").decode(bytes);
  const envelopes = lineStarts(text, /(^|[\r\n])(?=\{1:)/g);
  const starts = envelopes.length > 0 ? envelopes : lineStarts(text, /(^|[\r\n])(?=:20:)/g);
  const last = starts.at(-1);
  return last === undefined || starts.length < 2 ? null : bytes.subarray(0, last);
}

/** Where each line the pattern finds begins (the pattern matches the line end before it, or the text's start). */
function lineStarts(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(pattern)].map((m) => m.index + m[0].length);
}
