// Whether each section of a statement of several accounts prints what is owed (a card's bill: purchases positive) or
// the holder's money (an account: what leaves it negative). A section's own rows decide it where something proves
// them: its headings and figures (section-signs.ts), money columns a header or a balance told apart, or signed rows
// its balances prove read as an account's. A section whose only reason to read as a bill is that most of its signed
// rows are positive (an account of three salaries) is a close call: it takes the sense the decided sections agree on,
// and keeps its own where none decides. A file whose own words name a card is read as each section's say, as before.

/** How a section's rows read its sense. */
export interface SectionSense {
  /** The sense its own rows gave: true where read as what is owed. */
  owed: boolean;
  /** The sense its rows prove (headings, columns told apart, balances), or null where nothing does. */
  decided: boolean | null;
  /** Whether its sense came from the count of its signed rows alone (most positive: a bill's purchases). */
  closeCall: boolean;
}

/**
 * The sense each section is read in: its own, or, for a close call, the one the decided sections agree on. `card`:
 * the statement's own words name a card's bill.
 */
export function sensesOf(sections: readonly SectionSense[], card: boolean): boolean[] {
  if (card || sections.length < 2) return sections.map((s) => s.owed);
  const decided = new Set(sections.flatMap((s) => (s.closeCall || s.decided === null ? [] : [s.decided])));
  const [agreed] = decided.size === 1 ? [...decided] : [];
  return sections.map((s) => {
    if (!s.closeCall) return s.owed;
    return agreed ?? s.owed;
  });
}

/**
 * Which sections' sense is a guess: a close call (most signed rows positive, and nothing else) in a file whose words
 * name no card, where the file's decided sections agree on no sense for it to take. An account of mostly salaries and transfers in reads
 * so as well as a bill, its figures adding up either way: the reading says so rather than pass for proven.
 */
export function guessedSenses(sections: readonly SectionSense[], card: boolean): boolean[] {
  const decided = new Set(sections.flatMap((s) => (s.closeCall || s.decided === null ? [] : [s.decided])));
  return sections.map((s) => !card && s.closeCall && s.decided === null && decided.size !== 1);
}
