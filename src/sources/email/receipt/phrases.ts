// Label words found in text as words: "Total" is not inside "Subtotal", "Summe" not inside "Zwischensumme",
// and "order  total" matches "Order total" whatever the spacing and case.
//
// Phrase lists are long (hundreds of labels in a dozen languages) and a mail as text has hundreds of lines,
// so the matching is made cheap: text is lower-cased once and matched case-sensitively (a case-insensitive
// Unicode pattern costs about four times as much per character), and a question about every line of a mail
// is one pass over the whole text (`linesWith`), not one call per line.

/** A phrase list compiled once. */
export interface Phrases {
  /** Over one lower-cased line: letters may not touch either end, spaces match any run of spaces. */
  line: RegExp;
  /** The same over many lower-cased lines joined by newlines: a newline is no space, so no match spans two lines. */
  lines: RegExp;
  /** Case-insensitive over the text as written, for text whose lower case is not as long (offsets would move: "İ"). */
  folded: RegExp;
}

export function phrasePattern(phrases: readonly string[]): Phrases {
  const alternatives = (words: readonly string[], space: string) =>
    [...words]
      // Longest first, so "order total" is taken before "total" at the same place.
      .sort((a, b) => b.length - a.length)
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, space))
      .join("|");
  const lower = phrases.map((p) => p.toLowerCase());
  const pattern = (words: readonly string[], space: string, flags: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(words, space)})(?![\\p{L}])`, flags);
  return { line: pattern(lower, "\\s+", "gu"), lines: pattern(lower, "[^\\S\\n]+", "gu"), folded: pattern(phrases, "\\s+", "giu") };
}

export interface Found {
  /** As written in the text. */
  text: string;
  start: number;
  end: number;
}

/** Every match of a compiled phrase list in a line, with where it ends (labels are followed by their values). */
export function phrasesIn(line: string, phrases: Phrases): Found[] {
  const lower = line.toLowerCase();
  const [pattern, text] = lower.length === line.length ? [phrases.line, lower] : [phrases.folded, line];
  const out: Found[] = [];
  // exec on the shared pattern: matchAll would copy the pattern on every call.
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    out.push({ text: line.slice(m.index, pattern.lastIndex), start: m.index, end: pattern.lastIndex });
  }
  return out;
}

/** The lines as one lower-cased text and where each starts, made once per array of lines. */
interface Joined {
  lower: string;
  starts: number[];
}
const JOINED = new WeakMap<readonly string[], Joined | null>();

function joined(lines: readonly string[]): Joined | null {
  let j = JOINED.get(lines);
  if (j === undefined) {
    const text = lines.join("\n");
    const lower = text.toLowerCase();
    const starts: number[] = [];
    for (let i = 0, at = 0; i < lines.length; at += lines[i]!.length + 1, i++) starts.push(at);
    // A line with a newline of its own, or a lower case of another length, is matched line by line.
    j = lower.length === text.length && !lines.some((l) => l.includes("\n")) ? { lower, starts } : null;
    JOINED.set(lines, j);
  }
  return j;
}

/** The indices of the lines that hold a phrase of the list, in order: one pass over the whole text. */
export function linesWith(lines: readonly string[], phrases: Phrases): number[] {
  const j = joined(lines);
  if (!j) return lines.flatMap((l, i) => (phrasesIn(l, phrases).length > 0 ? [i] : []));
  const out: number[] = [];
  const { lower, starts } = j;
  const pattern = phrases.lines;
  pattern.lastIndex = 0;
  let i = 0;
  for (let m = pattern.exec(lower); m !== null; m = pattern.exec(lower)) {
    while (i + 1 < starts.length && starts[i + 1]! <= m.index) i++;
    out.push(i);
    // One match says enough about a line: go on from the next.
    if (i + 1 >= starts.length) break;
    pattern.lastIndex = starts[i + 1]!;
  }
  return out;
}

/** Lowercase without accents, for comparing names ("Zürich" ~ "zurich"). */
export function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
