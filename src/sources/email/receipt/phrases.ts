// Label words found in text as words: "Total" is not inside "Subtotal", "Summe" not inside "Zwischensumme",
// and "order  total" matches "Order total" whatever the spacing and case.

/** A phrase list compiled once: letters may not touch either end, spaces match any run of spaces. */
export function phrasePattern(phrases: readonly string[], flags = "giu"): RegExp {
  const alternatives = [...phrases]
    // Longest first, so "order total" is taken before "total" at the same place.
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}])`, flags);
}

/** Every match of a compiled phrase list in a line, with where it ends (labels are followed by their values). */
export function phrasesIn(line: string, pattern: RegExp): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  pattern.lastIndex = 0;
  for (const m of line.matchAll(pattern)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** Lowercase without accents, for comparing names ("Zürich" ~ "zurich"). */
export function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
