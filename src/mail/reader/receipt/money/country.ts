// Where the merchant is, for signs several currencies share ("$", "kr", "¥"): the address in the markup,
// the country-code domain of the sender, or an address written in the body (which may be the buyer's:
// the reading says so).
import { countryOfDomain, registrableDomain } from "../merchant/domains";
import { foldAccents } from "../text/phrases";

/** Country names as addresses end with them, in English and the country's own language. */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  canada: "ca",
  australia: "au",
  "new zealand": "nz",
  "united states": "us",
  "united states of america": "us",
  usa: "us",
  "u.s.a.": "us",
  mexico: "mx",
  singapore: "sg",
  "hong kong": "hk",
  taiwan: "tw",
  argentina: "ar",
  chile: "cl",
  sweden: "se",
  sverige: "se",
  denmark: "dk",
  danmark: "dk",
  norway: "no",
  norge: "no",
  iceland: "is",
  island: "is",
  japan: "jp",
  china: "cn",
};

/** Postal codes that name their country: "Toronto, ON M5V 2T6", "Sydney NSW 2000", "Auckland 1010"… */
const POSTAL_SHAPES: readonly { pattern: RegExp; country: string }[] = [
  {
    pattern: /\b(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d\b/,
    country: "ca",
  },
  { pattern: /\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b/, country: "au" },
];

const DIGIT = /\d/;
const NON_ASCII = /[^\x00-\x7f]/;

/** The longest country name's length: a longer part of a line names none. */
const LONGEST_NAME = Math.max(...Object.keys(COUNTRY_NAMES).map((name) => name.length));

/** The last letters of the country names, lower-cased ("canada" → "a", "u.s.a." → "."). */
const NAME_ENDINGS = new Set(Object.keys(COUNTRY_NAMES).map((name) => name.slice(-1)));

/** False only for a line whose last non-blank character is ASCII and ends no country name. */
function mayEndInName(line: string): boolean {
  const end = line.trimEnd();
  const c = end.charCodeAt(end.length - 1);
  return !(c < 0x80) || NAME_ENDINGS.has(String.fromCharCode(c).toLowerCase());
}

export interface Country {
  code: string;
  how: string;
}

/** The merchant's country from the best evidence there is, or null. */
export function merchantCountry(
  markupCountry: string | null,
  domains: readonly (string | null)[],
  lines: readonly string[],
): Country | null {
  if (markupCountry) {
    const code = /^[A-Za-z]{2}$/.test(markupCountry) ? markupCountry.toLowerCase() : COUNTRY_NAMES[foldAccents(markupCountry.trim())];
    if (code) return { code: code === "uk" ? "gb" : code, how: "the merchant's address in the markup" };
  }
  for (const domain of domains) {
    const code = domain ? countryOfDomain(domain) : null;
    if (code && domain) return { code, how: `the merchant's domain .${registrableDomain(domain).split(".").slice(1).join(".")}` };
  }
  for (const line of lines) {
    // Postal codes have digits; most lines have none.
    if (DIGIT.test(line))
      for (const shape of POSTAL_SHAPES)
        if (shape.pattern.test(line)) return { code: shape.country, how: "an address in the body (the merchant's or the buyer's)" };
    // A country name ends the line: a line whose last character is ASCII and ends no name (most end in a digit)
    // is not split and folded. Folding keeps an ASCII character as its lower case, so the test is exact.
    if (!mayEndInName(line)) continue;
    // The last part before folding it (folding makes no commas, tabs or spaces): only the short part is folded,
    // and ASCII folds to its lower case. The part after the last comma or tab, found without splitting the line:
    // it may start with the spaces a comma's split took, which the trim after folding drops as it drops the rest.
    const trimmed = line.trim();
    const last = trimmed.slice(Math.max(trimmed.lastIndexOf(","), trimmed.lastIndexOf("\t")) + 1);
    const folded = NON_ASCII.test(last);
    const key = folded ? foldAccents(last).trim() : last.trim();
    // A part longer than every name is none (an ASCII one's lower case is as long): most lines are not lower-cased.
    if (key.length > LONGEST_NAME) continue;
    const code = COUNTRY_NAMES[folded ? key : key.toLowerCase()];
    if (code) return { code, how: "an address in the body (the merchant's or the buyer's)" };
  }
  return null;
}
