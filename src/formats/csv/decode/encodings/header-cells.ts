// The cells near the top of a reading that carry text beyond ASCII: where a header is, and what its words say.
// The column names of the header vocabulary (headerScore) are evidence for the reading that spells them, and
// a reading that garbles them is no reading of the file.
import { bestRole, HEADER_LINES, MAX_HEADER_CELL, unquote } from "../codepage";

/** Column names have at most this many words; a longer cell is a memo ("Darbo užmokestis už gruodį"). */
const HEADER_WORDS = 3;

/** Lines, cells and characters of one cell: data cells hold digits (dates, amounts); column names seldom do. */
const DIGIT = /\d/;
const BEYOND_ASCII = /[^\x00-\x7f]/;

/** Distinct cells of the first lines (split at any delimiter) with text beyond ASCII and no digit. */
export function headCells(text: string): string[] {
  const cells = new Set<string>();
  let start = 0;
  for (let line = 0; line < HEADER_LINES && start < text.length; line++) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    for (const raw of text.slice(start, end).split(/[;,\t|]/)) {
      const cell = unquote(raw);
      if (cell.length > 0 && cell.length <= MAX_HEADER_CELL && BEYOND_ASCII.test(cell) && !DIGIT.test(cell)) cells.add(cell);
    }
    start = end + 1;
  }
  return [...cells];
}

/** The cells that name a column, as `"Дата" (date)`. */
export function namedCells(cells: readonly string[]): string[] {
  const named: string[] = [];
  for (const cell of cells) {
    if (cell.split(" ").length > HEADER_WORDS) continue;
    const [role, score] = bestRole(cell);
    if (score > 0) named.push(`"${cell}" (${role})`);
  }
  return named;
}
