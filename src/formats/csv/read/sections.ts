// A table in sections, each under its own header: a card account's cards one after the other, "Pending"
// above "Posted", "Ausstehende Umsätze" above "Gebuchte Umsätze". Detection finds the longest run of rows
// under its header (table.ts); a section before it whose header shares its names is the same table, read
// row by row rather than skipped as preamble. A section's title says whether its rows are booked yet.
import { rowStateOf, type RowState } from "../words/row-state";
import { isPendingCell } from "../words/row-words";
import { headerName, isSectionHeader } from "./header-row";
import { isBlank, recordAt, type CsvRecord } from "./structure";

/** Lines a section may have between its last row and the next header: a blank, a title, a card number. */
const MAX_TITLE_LINES = 4;
/** Undated lines inside a section's rows (a pending card payment, a wrapped memo) before it is no table. */
const MAX_UNDATED_RUN = 8;

/**
 * The header of the first section of the table whose header is `headerRow`: walking up from it, past a few
 * title lines, over a run of dated rows, to a header that shares the table's names; again from there.
 * `headerRow` itself when the rows above it are another table or a preamble.
 */
export function firstSectionHeader(records: readonly CsvRecord[], headerRow: number, width: number, dated: (i: number) => boolean): number {
  const names = new Set(
    recordAt(records, headerRow)
      .fields.map(headerName)
      .filter((n) => n !== ""),
  );
  let first = headerRow;
  for (;;) {
    let k = first - 1;
    for (let titles = 0; k >= 0 && !dated(k); k--) if (!isBlank(recordAt(records, k).fields) && ++titles > MAX_TITLE_LINES) return first;
    if (k < 0) return first;
    let undated = 0;
    while (k >= 0 && (dated(k) || !isSectionHeader(recordAt(records, k).fields, names, width))) {
      if (dated(k)) undated = 0;
      else if (isBlank(recordAt(records, k).fields) || ++undated > MAX_UNDATED_RUN) return first;
      k--;
    }
    if (k < 0) return first;
    first = k;
  }
}

/** Words a section title may hold besides its state: "Pending transactions", "Gebuchte Umsätze". Titles are short. */
const MAX_TITLE_WORDS = 4;
const MAX_TITLE_LENGTH = 60;
/** Endings a state word takes in a title (plural, adjective): "pendientes", "ausstehende", "bokförda". */
const ENDINGS = ["", "s", "e", "n", "a", "i", "es", "en", "er"];

/**
 * The state a section's title line gives its rows ("Pending transactions", "Posted", "Ausstehende Umsätze",
 * "Gebucht", "Operaciones pendientes", "未確定"), or null for a line that is no such title. A title is one
 * short cell; its state word may be inflected ("ausstehende" is "ausstehend", "pendientes" "pendiente").
 */
const LETTER = /\p{L}/u;
/** A label, a colon and something after it. */
const LABELLED_VALUE = /:\s*\S/;

export function sectionStateOf(cells: readonly string[]): RowState | null {
  let title = "";
  for (const c of cells) {
    const t = c.trim();
    if (t === "") continue;
    if (title !== "") return null;
    title = t;
  }
  // A state is named in words: a cell without a letter ("1", a million such rows) names none, read no further.
  if (title === "" || title.length > MAX_TITLE_LENGTH || !LETTER.test(title)) return null;
  // A label and its value ("Joint Holder :- -", "Status: open") is a line of the account's block, not a title.
  if (LABELLED_VALUE.test(title)) return null;
  const words = headerName(title).split(" ");
  if (words.length > MAX_TITLE_WORDS) return null;
  // Longer phrases first: "nicht gebucht" is pending, "gebucht" alone booked.
  for (let n = words.length; n >= 1; n--) {
    for (let at = 0; at + n <= words.length; at++) {
      const phrase = words.slice(at, at + n).join(" ");
      for (const ending of ENDINGS) {
        if (!phrase.endsWith(ending)) continue;
        const state = stateOfPhrase(phrase.slice(0, phrase.length - ending.length));
        if (state !== null) return state;
      }
    }
  }
  return null;
}

function stateOfPhrase(phrase: string): RowState | null {
  if (phrase.length < 2) return null;
  return rowStateOf(phrase) ?? (isPendingCell(phrase) ? "pending" : null);
}
