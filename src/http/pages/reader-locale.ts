// The reader's locale: the first language of the request's Accept-Language that Intl knows, English when none. What
// writes a page's dates when the person's budget does not say its formats (page-dates.ts).

/** The locale when the request names none Intl knows. */
const FALLBACK = "en";
/** Languages of an Accept-Language looked at, at most: it is the client's to write, not to make us loop over. */
const MAX_LANGUAGES = 10;

/** The reader's locale from an Accept-Language header ("de-CH,de;q=0.9,en;q=0.8" → "de-CH"), by quality. */
export function readerLocale(acceptLanguage: string | undefined): string {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .slice(0, MAX_LANGUAGES)
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.tag && l.tag !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    try {
      const [known] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (known) return known;
    } catch {
      // Not a language tag: the next one.
    }
  }
  return FALLBACK;
}
