// An XML file's bytes as text, in the encoding the file says it is in: a byte-order mark first (UTF-8, UTF-16
// either way round), then the pattern "<?" makes in UTF-16 without a mark, then the declaration's
// `encoding="…"` (ISO-8859-1 and Windows-1252 exports exist), else UTF-8, XML's default.

import { byteOrderMark } from "../bytes";
import { decodeInSlices } from "../whole-text";

const LABELS_UTF16 = /^utf-16/i;

function encodingOf(bytes: Uint8Array): string {
  const mark = byteOrderMark(bytes);
  if (mark) return mark.encoding;
  const [a, b] = bytes;
  if (a === 0x3c && b === 0x00) return "utf-16le";
  if (a === 0x00 && b === 0x3c) return "utf-16be";
  // The declaration is ASCII in every encoding the mark and the pattern above leave.
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
  if (!declared || LABELS_UTF16.test(declared)) return "utf-8";
  try {
    return new TextDecoder(declared).encoding;
  } catch {
    return "utf-8"; // a label the runtime does not know: XML's default
  }
}

/** The file as text (a mark dropped), in its own encoding. */
export function xmlText(bytes: Uint8Array): string {
  return decodeInSlices(new TextDecoder(encodingOf(bytes)), bytes);
}
