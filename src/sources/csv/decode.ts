// Bytes → text. Banks export UTF-8 (with or without BOM), Windows-1252/ISO-8859-1, Windows-1250 (Central
// Europe) and occasionally UTF-16; nothing in the file says which, so we decide from byte patterns, from
// whether the bytes are valid UTF-8 and, for the two code pages, from what the sample reads as (codepage.ts).
import { chooseCodePage } from "./codepage";
import { CsvInputError } from "./errors";

export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1250" | "windows-1252";

/** Bytes the code-page decision reads (the same as the detection sample): decided once, never per row. */
const CODE_PAGE_SAMPLE = 64 * 1024;

/** Signatures of formats people upload by mistake (statement PDFs, spreadsheets, zipped exports). */
const MAGIC: ReadonlyArray<[string, number[]]> = [
  ["a PDF document", [0x25, 0x50, 0x44, 0x46]], // %PDF
  ["a ZIP archive (XLSX/ODS spreadsheets are ZIP files)", [0x50, 0x4b, 0x03, 0x04]],
  ["an Excel 97-2003 workbook (XLS)", [0xd0, 0xcf, 0x11, 0xe0]],
  ["a gzip archive", [0x1f, 0x8b]],
  ["a PNG image", [0x89, 0x50, 0x4e, 0x47]],
  ["a JPEG image", [0xff, 0xd8, 0xff]],
];

function startsWith(bytes: Uint8Array, sig: readonly number[]): boolean {
  if (bytes.length < sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (bytes[i] !== sig[i]) return false;
  return true;
}

export interface EncodingGuess {
  encoding: CsvEncoding;
  /** Bytes to skip at the start (the BOM). */
  bomLength: number;
  /** Why (goes into the profile as `encodingReason`). */
  reason: string;
}

/**
 * Decide the encoding from the first bytes of the file (a sample is enough: the decision is per file). An
 * encoding the user chose wins (empty files and PDF/ZIP/XLS magic are still rejected).
 */
export function detectEncoding(sample: Uint8Array, override?: CsvEncoding): EncodingGuess {
  const sig = signatureEncoding(sample);
  if (override !== undefined) return { encoding: override, bomLength: sig?.encoding === override ? sig.bomLength : 0, reason: GIVEN };
  return sig ?? (isUtf8(sample) ? { encoding: "utf-8", bomLength: 0, reason: VALID_UTF8 } : oneByte(sample));
}

const VALID_UTF8 = "the bytes are valid UTF-8";

function oneByte(sample: Uint8Array): EncodingGuess {
  const { encoding, reason } = chooseCodePage(sample.length > CODE_PAGE_SAMPLE ? sample.subarray(0, CODE_PAGE_SAMPLE) : sample);
  return { encoding, bomLength: 0, reason };
}

/** Empty file and magic bytes rejected; the encoding when a BOM or the NUL pattern decides it, else null. */
function signatureEncoding(sample: Uint8Array): EncodingGuess | null {
  if (sample.length === 0) throw new CsvInputError("the file is empty");
  for (const [what, sig] of MAGIC) {
    if (startsWith(sample, sig)) throw new CsvInputError(`the file is ${what}, not delimited text (CSV)`);
  }
  if (startsWith(sample, [0xef, 0xbb, 0xbf])) return { encoding: "utf-8", bomLength: 3, reason: "a UTF-8 byte order mark" };
  if (startsWith(sample, [0xff, 0xfe])) return { encoding: "utf-16le", bomLength: 2, reason: "a UTF-16 LE byte order mark" };
  if (startsWith(sample, [0xfe, 0xff])) return { encoding: "utf-16be", bomLength: 2, reason: "a UTF-16 BE byte order mark" };
  // UTF-16 without BOM: ASCII-range text puts a NUL in every other byte, on the odd side for LE.
  const n = Math.min(sample.length, 4096) & ~1;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (sample[i] === 0) evenNul++;
    if (sample[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  // 40%: mostly-ASCII UTF-16 has ~100% NULs on one side; text in other encodings has none.
  if (pairs >= 2 && oddNul > pairs * 0.4 && evenNul < pairs * 0.05) {
    return { encoding: "utf-16le", bomLength: 0, reason: "no byte order mark, but every other byte is NUL (UTF-16 LE)" };
  }
  if (pairs >= 2 && evenNul > pairs * 0.4 && oddNul < pairs * 0.05) {
    return { encoding: "utf-16be", bomLength: 0, reason: "no byte order mark, but every other byte is NUL (UTF-16 BE)" };
  }
  // Not decided by signature: UTF-8 if the bytes are valid UTF-8, else Windows-1250 or Windows-1252 as the
  // sample reads (WHATWG decodes "iso-8859-1" as windows-1252 too; 1252 is the superset banks actually write).
  return null;
}

/**
 * Decodes a whole file the way `new TextDecoder(detectEncoding(bytes).encoding).decode(bytes)` would (or with
 * the encoding the user chose), but in one pass: the UTF-8 validity check is the decode itself, instead of
 * a validating decode of every byte followed by a second, real one.
 */
export function decodeWhole(
  bytes: Uint8Array,
  override: CsvEncoding | undefined,
): { encoding: CsvEncoding; text: string; reason: string } {
  const sig = signatureEncoding(bytes); // also rejects empty files and PDF/ZIP/XLS magic
  if (override !== undefined || sig !== null) {
    const encoding = override ?? sig!.encoding;
    return { encoding, text: new TextDecoder(encoding).decode(bytes), reason: override !== undefined ? GIVEN : sig!.reason };
  }
  const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let text: string;
  try {
    // stream:true tolerates a multi-byte sequence cut at the end (isUtf8 does the same)...
    text = strict.decode(bytes, { stream: true });
  } catch {
    // Not UTF-8: the code page is decided on the sample, then the whole file is decoded once with it.
    const guess = oneByte(bytes);
    return { encoding: guess.encoding, text: new TextDecoder(guess.encoding).decode(bytes), reason: guess.reason };
  }
  try {
    text += strict.decode();
  } catch {
    // ...which a non-fatal decoder turns into one U+FFFD at the end of the text.
    text += "\ufffd";
  }
  return { encoding: "utf-8", text, reason: VALID_UTF8 };
}

/** The reason recorded when the user chose the encoding. */
export const GIVEN = "given in the profile";

function isUtf8(sample: Uint8Array): boolean {
  try {
    // stream:true tolerates a multi-byte sequence cut at the end of the sample.
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** A decoder for the chosen encoding that drops the BOM (TextDecoder does that for us by default). */
export function makeDecoder(encoding: CsvEncoding): TextDecoder {
  return new TextDecoder(encoding);
}

/** NUL and other C0 controls (except tab/CR/LF) do not occur in text exports; many mean a binary file. */
export function assertLooksLikeText(text: string): void {
  const n = Math.min(text.length, 8192);
  if (n === 0) throw new CsvInputError("the file is empty");
  let controls = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) controls++;
  }
  // 2%: a stray form feed or replacement char is tolerable; more is a binary file.
  if (controls > n * 0.02) throw new CsvInputError("the file is binary, not delimited text (CSV)");
}
