// Which legacy encoding a file that is not UTF-8 nor UTF-16 is in: the sample read in every encoding a bank may
// write, readings the bytes are invalid in dropped, the rest judged as text of their script (reading.ts), Latin
// text passed on to codepage.ts. A declared encoding wins unless the bytes or the header say otherwise (tools copy
// declarations); a best reading that still garbles the header is refused (readable.ts). Decided once per file.
import { declaredEncoding } from "./declared";
import { FAMILIES, familyOf, LATIN } from "./families";
import { headCells, namedCells } from "./header-cells";
import { chooseLatin } from "./latin";
import type { LegacyEncoding } from "../../words/encoding-names";
import { garbledCells, garbledHeaderError, unreadable } from "./readable";
import { readText, scoreOf, type Reading } from "./reading";
import { describeReading } from "./reasons";

/**
 * Bytes of the sample's lines with text beyond ASCII that the readings are judged on (lines of ASCII read the
 * same in all): some hundred words are plenty, and the decision stays cheap.
 */
const EVIDENCE_BYTES = 16 * 1024;
/** A header cell naming a column in a reading counts as much as a word or two of its text. */
const NAMED_CELL_BYTES = 8;
/**
 * Bytes of readable words another script's reading needs to win over Latin: a word or two. A Western file's
 * stray symbol (£, °) is a letter in some page ("Ј" in windows-1251), but no text of that script.
 */
const MIN_EVIDENCE = 8;
/** Readings scoring at least this share of the best are close enough for their header words to count. */
const CONTENTION = 0.5;

export interface LegacyChoice {
  encoding: LegacyEncoding;
  reason: string;
}

/** The legacy encoding of a sample that is not UTF-8 or UTF-16, with the reason; refuses a garbled header. */
export function chooseLegacy(sample: Uint8Array): LegacyChoice {
  const evidence = linesBeyondAscii(sample);
  const readings = new Map<LegacyEncoding, Reading>();
  const invalid: LegacyEncoding[] = [];
  for (const family of FAMILIES) {
    for (const encoding of family.encodings) {
      const r = readIn(evidence, encoding);
      if (r === null) invalid.push(encoding);
      else readings.set(encoding, r);
    }
  }
  weighHeaders(readings);
  let best: Reading | undefined;
  for (const r of readings.values()) if (best === undefined || r.score > best.score) best = r;

  const declared = declaredEncoding(sample);
  let note: string | undefined;
  if (declared !== null) {
    const r = readings.get(declared.encoding) ?? readIn(evidence, declared.encoding);
    const garbled = r === null ? [] : garbledHead(r);
    if (r !== null && garbled.length === 0) {
      if (r.named.length === 0) r.named = namedCells(headCells(r.text));
      return { encoding: declared.encoding, reason: describeReading(r, [], [], `the file declares ${declared.said}`) };
    }
    note =
      r === null
        ? `the file declares ${declared.said}, but its bytes are not valid ${declared.encoding}`
        : `the file declares ${declared.said}, but read so its header is garbled`;
  }

  let chosen: LegacyChoice;
  if (best === undefined || best.family === LATIN || best.score <= 0 || best.stats.good < MIN_EVIDENCE) {
    chosen = chooseLatin(sample, readings);
    if (note !== undefined) chosen.reason = chosen.reason.replace(/^not UTF-8; /, `not UTF-8; ${note}; `);
  } else {
    chosen = { encoding: best.encoding, reason: describeReading(best, [...readings.values()], invalid, note) };
  }
  const reading = readings.get(chosen.encoding);
  const garbled = reading === undefined ? [] : garbledHead(reading);
  if (garbled.length > 0) throw garbledHeaderError(chosen.encoding, garbled, true);
  return chosen;
}

/**
 * The lines of the sample (ended by LF or CR, which no encoding here uses inside a character) that hold a byte
 * beyond ASCII, up to EVIDENCE_BYTES; the last may be cut, which a decoder with `stream` reads up to the cut.
 */
function linesBeyondAscii(sample: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.min(sample.length, EVIDENCE_BYTES));
  let n = 0;
  for (let start = 0; start < sample.length && n < out.length;) {
    let end = start;
    let beyond = false;
    for (; end < sample.length; end++) {
      const b = sample[end];
      if (b === undefined || b === 0x0a || b === 0x0d) break;
      if (b >= 0x80) beyond = true;
    }
    end = Math.min(sample.length, end + 1);
    if (beyond) {
      const line = sample.subarray(start, Math.min(end, start + out.length - n));
      out.set(line, n);
      n += line.length;
    }
    start = end;
  }
  return out.subarray(0, n);
}

/** The sample read in `encoding`, or null when the bytes are not valid in it. */
function readIn(sample: Uint8Array, encoding: LegacyEncoding): Reading | null {
  const family = familyOf(encoding);
  if (family === undefined) return null;
  let text: string;
  try {
    // stream: a character cut at the end of the sample is no error (the stream decoder completes it).
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(sample, { stream: true });
  } catch {
    return null;
  }
  const stats = readText(text, family, encoding);
  return { encoding, family, text, stats, score: scoreOf(stats), named: [] };
}

/** Header words count for the readings in contention (few: the cells are looked up in the vocabulary). */
function weighHeaders(readings: ReadonlyMap<LegacyEncoding, Reading>): void {
  let top = 0;
  for (const r of readings.values()) top = Math.max(top, r.score);
  for (const r of readings.values()) {
    if (r.score <= 0 || r.score < top * CONTENTION) continue;
    r.named = namedCells(headCells(r.text));
    r.score += NAMED_CELL_BYTES * r.named.length;
  }
}

/** The cells at the top the reading garbles, when they are enough to call its header unreadable; else none. */
function garbledHead(r: Reading): string[] {
  const cells = headCells(r.text);
  const garbled = garbledCells(cells, r.family, r.encoding);
  return unreadable(garbled, cells) ? garbled : [];
}
