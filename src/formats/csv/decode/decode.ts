// Bytes → text. Banks export UTF-8 (with or without BOM), occasionally UTF-16, and otherwise the legacy
// encoding of their language: a Windows or ISO code page, KOI8, Shift_JIS, GBK, Big5, EUC… The bytes decide
// UTF-8 and UTF-16 (a BOM, valid UTF-8, the NUL pattern) and ISO-2022-JP (its escape sequences); a legacy
// encoding is decided by what the sample reads as in each (encodings/choose.ts).
import { chooseLegacy } from "./encodings/choose";
import { iso2022jp } from "./encodings/iso-2022-jp";
import { foldNativeDigits } from "./native-digits";
import type { CsvEncoding } from "../words/encoding-names";
import { byteOrderMark, startsWith } from "../../bytes";
import { decodeInPieces } from "../../whole-text";
import { SourceInputError } from "../../errors";

export { ENCODINGS, type CsvEncoding } from "../words/encoding-names";

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

/** What to upload instead of a statement PDF or a spreadsheet: every bank's online banking offers one of these. */
const EXPORT_HINT = "download the transactions from the bank as CSV, OFX, QIF, CAMT or MT940 and choose that file";

const MARK_REASONS = {
  "utf-8": "a UTF-8 byte order mark",
  "utf-16le": "a UTF-16 LE byte order mark",
  "utf-16be": "a UTF-16 BE byte order mark",
} as const;

export interface EncodingGuess {
  encoding: CsvEncoding;
  /** Bytes to skip at the start (the BOM). */
  bomLength: number;
  /** Why (goes into the profile as `encodingReason`). */
  reason: string;
  /** What the user should check (goes into the profile's `warnings`): bytes replaced while decoding. */
  warning?: string;
}

/**
 * Decide the encoding from the first bytes of the file (a sample is enough: the decision is per file). An
 * encoding the user chose wins (empty files and PDF/ZIP/XLS magic are still rejected).
 */
export function detectEncoding(sample: Uint8Array, override?: CsvEncoding): EncodingGuess {
  const sig = signatureEncoding(sample);
  if (override !== undefined) return { encoding: override, bomLength: sig?.encoding === override ? sig.bomLength : 0, reason: GIVEN };
  if (sig) return sig;
  if (isUtf8(sample)) return { encoding: "utf-8", bomLength: 0, reason: VALID_UTF8 };
  return mostlyUtf8(sample) ?? legacy(sample);
}

/**
 * A UTF-8 file with a few stray bytes (a line pasted from a Windows-1252 system, a character cut by a field
 * limit) is UTF-8: a valid multi-byte character is strong evidence, since in a one-byte code page it is an
 * upper-case accented letter followed by a symbol (mojibake, "Ã©"), which text does not contain, while every
 * accented letter of a one-byte file is an invalid sequence. So the file is UTF-8 when its valid multi-byte
 * characters are at least as many as its invalid sequences: a real Windows-1252 file with accents has
 * nearly none of the first and one of the second per accent.
 */
const UTF8_MIN_VALID = 1;

/** Invalid sequences after which a file that is still mostly invalid is decided not UTF-8. */
const EARLY_VERDICT = 256;
/** UTF-8 with the invalid bytes replaced (U+FFFD) and a warning, when the evidence above says so; else null. */
function mostlyUtf8(bytes: Uint8Array): EncodingGuess | null {
  const { valid, invalid } = countUtf8(bytes);
  if (valid < UTF8_MIN_VALID || invalid > valid) return null;
  return {
    encoding: "utf-8",
    bomLength: 0,
    reason: `the bytes are valid UTF-8 but for ${invalid} invalid sequence${invalid === 1 ? "" : "s"} among ${valid} valid multi-byte characters`,
    warning: replacedWarning(invalid),
  };
}

/** The warning for `invalid` replaced sequences; `where` places them ("the first on line 5"). */
export function replacedWarning(invalid: number, where?: string): string {
  return (
    `${invalid} byte sequence${invalid === 1 ? " is" : "s are"} not valid UTF-8 and ${invalid === 1 ? "was" : "were"} replaced by "\ufffd"` +
    (where !== undefined ? ` (${where})` : "") +
    "; the rest of the file is UTF-8. Check those rows, or set encoding if the file is in another code page"
  );
}

/** The warning for the U+FFFD of a decoded text (a whole file or its sample), with the line of the first. */
export function replacementWarning(text: string, count: number): string {
  const at = text.indexOf("\ufffd");
  return replacedWarning(count, at < 0 ? undefined : `the first on line ${lineOf(text, at)}`);
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** Occurrences of U+FFFD (what a non-fatal decoder writes for each invalid sequence). */
export function countReplacements(text: string): number {
  let n = 0;
  for (let i = text.indexOf("\ufffd"); i >= 0; i = text.indexOf("\ufffd", i + 1)) n++;
  return n;
}

/**
 * Valid multi-byte UTF-8 characters and invalid sequences, counted as the decoder replaces them: a lead byte
 * with some of its continuation bytes (a character cut short) is one, a stray byte is one.
 */
function countUtf8(b: Uint8Array): { valid: number; invalid: number } {
  let valid = 0;
  let invalid = 0;
  const n = b.length;
  for (let i = 0; i < n;) {
    const c = b[i];
    if (c === undefined) break; // i < n: never
    if (c < 0x80) {
      i++;
      continue;
    }
    const need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
    // The second byte's range is narrower after E0, ED, F0 and F4 (no overlongs, surrogates or > U+10FFFF).
    const lo = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
    const hi = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
    // A character cut by the end of a sample is neither (the stream decoder completes it).
    if (need > 0 && i + need >= n) break;
    let k = 1;
    while (k <= need) {
      const x = b[i + k];
      // i + need < n: the byte is there.
      if (x === undefined || x < (k === 1 ? lo : 0x80) || x > (k === 1 ? hi : 0xbf)) break;
      k++;
    }
    if (need > 0 && k > need) {
      valid++;
      i += need + 1;
    } else {
      invalid++;
      i += k;
      // A one-byte code page: no need to read a large file to the end to know it.
      if (invalid >= EARLY_VERDICT && invalid > valid) break;
    }
  }
  return { valid, invalid };
}

const VALID_UTF8 = "the bytes are valid UTF-8";

function legacy(sample: Uint8Array): EncodingGuess {
  const { encoding, reason } = chooseLegacy(sample.length > CODE_PAGE_SAMPLE ? sample.subarray(0, CODE_PAGE_SAMPLE) : sample);
  return { encoding, bomLength: 0, reason };
}

/** Whether the bytes themselves decide the encoding (a BOM, the UTF-16 NUL pattern, ISO-2022-JP, UTF-8). */
export function decidedByBytes(sample: Uint8Array): boolean {
  return signatureEncoding(sample) !== null || isUtf8(sample) || mostlyUtf8(sample) !== null;
}

/** Empty file and magic bytes rejected; the encoding when a BOM or the NUL pattern decides it, else null. */
function signatureEncoding(sample: Uint8Array): EncodingGuess | null {
  if (sample.length === 0) throw new SourceInputError("the file is empty");
  for (const [what, sig] of MAGIC) {
    if (startsWith(sample, sig)) throw new SourceInputError(`the file is ${what}, not a bank export: ${EXPORT_HINT}`);
  }
  const mark = byteOrderMark(sample);
  if (mark) return { encoding: mark.encoding, bomLength: mark.length, reason: MARK_REASONS[mark.encoding] };
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
  // ISO-2022-JP is 7-bit (valid UTF-8 too): its escape into JIS X 0208 says what it is.
  const jis = iso2022jp(sample.subarray(0, CODE_PAGE_SAMPLE));
  if (jis !== null) return { encoding: "iso-2022-jp", bomLength: 0, reason: jis };
  // Not decided by signature: UTF-8 if the bytes are valid UTF-8, else the legacy encoding the sample reads as.
  return null;
}

/** A whole file's text as decodeWhole reads it, in the pieces it was decoded in (whole-text.ts says why). */
export interface DecodedPieces {
  encoding: CsvEncoding;
  pieces: string[];
  reason: string;
  warning?: string;
}

/**
 * Decodes a whole file the way `makeDecoder(detectEncoding(bytes).encoding).decode(bytes)` would (or with the
 * encoding the user chose), but in one pass: the UTF-8 validity check is the decode itself, instead of a
 * validating decode of every byte followed by a second, real one.
 */
export function decodeWhole(
  bytes: Uint8Array,
  override: CsvEncoding | undefined,
): { encoding: CsvEncoding; text: string; reason: string; warning?: string } {
  const { pieces, ...rest } = decodeWholeInPieces(bytes, override);
  return { ...rest, text: pieces.join("") };
}

/** decodeWhole, the text left in the pieces it was decoded in: lines end a piece but in UTF-16. */
export function decodeWholeInPieces(bytes: Uint8Array, override: CsvEncoding | undefined): DecodedPieces {
  const sig = signatureEncoding(bytes); // also rejects empty files and PDF/ZIP/XLS magic
  const whole = (encoding: CsvEncoding): string[] =>
    decodeInPieces(makeDecoder(encoding), bytes, encoding !== "utf-16le" && encoding !== "utf-16be");
  if (override !== undefined) return { encoding: override, pieces: whole(override), reason: GIVEN };
  if (sig !== null) return { encoding: sig.encoding, pieces: whole(sig.encoding), reason: sig.reason };
  const strict = makeDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let pieces: string[];
  try {
    // The end left open, as with stream:true, tolerates a multi-byte sequence cut at the end (isUtf8 does the same)...
    pieces = decodeInPieces(strict, bytes, true, false);
  } catch {
    // UTF-8 but for a few bytes: those are replaced, and the profile warns.
    const mostly = mostlyUtf8(bytes);
    if (mostly) {
      const replaced = whole("utf-8");
      const text = replaced.join("");
      return { encoding: "utf-8", pieces: replaced, reason: mostly.reason, warning: replacementWarning(text, countReplacements(text)) };
    }
    // Not UTF-8: the legacy encoding is decided on the sample, then the whole file is decoded once with it.
    const guess = legacy(bytes);
    return { encoding: guess.encoding, pieces: whole(guess.encoding), reason: guess.reason };
  }
  try {
    pieces.push(strict.decode());
  } catch {
    // ...which a non-fatal decoder turns into one U+FFFD at the end of the text.
    pieces.push("\ufffd");
  }
  return { encoding: "utf-8", pieces, reason: VALID_UTF8 };
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

/** What decodes a CSV's bytes: TextDecoder's `decode`. */
export type CsvDecoder = Pick<TextDecoder, "decode">;

/**
 * A decoder for the chosen encoding (the BOM dropped, as TextDecoder does) whose text has its native digits in ASCII
 * (native-digits.ts): every reading of a CSV's bytes decodes through it (the head's detection, a whole file's plan, a
 * stream's), so all read a file's digits alike. Each character folds alone: a piece folds as the whole text would.
 */
export function makeDecoder(encoding: CsvEncoding, options?: ConstructorParameters<typeof TextDecoder>[1]): CsvDecoder {
  const decoder = new TextDecoder(encoding, options);
  return { decode: (input, decoding) => foldNativeDigits(decoder.decode(input, decoding)) };
}

/** NUL and other C0 controls (except tab/CR/LF) do not occur in text exports; many mean a binary file. */
export function assertLooksLikeText(text: string): void {
  const n = Math.min(text.length, 8192);
  if (n === 0) throw new SourceInputError("the file is empty");
  let controls = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) controls++;
  }
  // 2%: a stray form feed or replacement char is tolerable; more is a binary file.
  if (controls > n * 0.02) throw new SourceInputError("the file is binary, not delimited text (CSV)");
}
