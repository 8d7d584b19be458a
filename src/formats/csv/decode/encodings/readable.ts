// A file whose best reading still garbles its header is refused: its column names are mojibake ("Ñóììà"),
// replacement characters or control characters, so nothing it says can be trusted, and a plan of it would be
// rows of zeros and nonsense. The person is told which reading was the best and what it made of the header.
import { SourceInputError } from "../../../errors";
import { MAX_HEADER_CELL } from "../codepage";
import { familyOf, type Family } from "./families";
import { isLegacy, type CsvEncoding, type LegacyEncoding } from "../../words/encoding-names";
import { readText } from "./reading";

const BEYOND_ASCII = /[^\x00-\x7f]/;
/** Garbled cells quoted in the message. */
const QUOTED = 3;

/** The cells that do not read as the family's writing: more of their text garbled than read. */
export function garbledCells(cells: readonly string[], family: Family, encoding: LegacyEncoding): string[] {
  return cells.filter((cell) => {
    const s = readText(cell, family, encoding);
    return s.garbled > 0 && s.garbled >= s.good;
  });
}

/** Whether `garbled` of `cells` (those with text beyond ASCII) are enough to say the header is unreadable. */
export const unreadable = (garbled: readonly string[], cells: readonly string[]): boolean =>
  garbled.length > 0 && 2 * garbled.length >= cells.length;

/**
 * The refusal of a file whose reading in `encoding` garbles the header cells `garbled`: `best` when no other
 * encoding read it better (decided on the first lines), else the header detection found was garbled in it.
 */
export function garbledHeaderError(encoding: CsvEncoding, garbled: readonly string[], best: boolean): SourceInputError {
  const quoted = garbled
    .slice(0, QUOTED)
    .map((c) => `"${c}"`)
    .join(", ");
  return new SourceInputError(
    (best
      ? `the header does not read as text in any encoding Intake knows: read as ${encoding}, the best of them, it says ${quoted}`
      : `the header does not read as text in ${encoding}, the encoding the rest of the file reads in: it says ${quoted}`) +
      ". Export the file as UTF-8, or set encoding to the one it was written in",
  );
}

/**
 * Refuses a file whose detected header (the column names detection found, wherever in the file) is garbled
 * in the legacy encoding it was read in. UTF-8 and UTF-16 are decided by the bytes, not by reading.
 */
export function refuseGarbledHeader(headers: readonly string[] | undefined, encoding: CsvEncoding): void {
  if (headers === undefined || !isLegacy(encoding)) return;
  const family = familyOf(encoding);
  if (family === undefined) return;
  const cells = headers.filter((h) => h.length <= MAX_HEADER_CELL && BEYOND_ASCII.test(h));
  const garbled = garbledCells(cells, family, encoding);
  if (unreadable(garbled, cells)) throw garbledHeaderError(encoding, garbled, false);
}
