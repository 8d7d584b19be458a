// `:86:` in numbered subfields: a three-digit transaction code, then subfields `?00`, `?20`… each opened by the
// separator written in the fourth position (DFÜ-Abkommen, Anlage 3: normally `?`). German banks (and Triodos,
// writing `>`) number them ?00 posting text, ?20–?29 and ?60–?63 purpose in lines of 27, ?32–?33 counterparty;
// Polish banks write `~` (PKO BP, mBank), `<` (Millennium) or `^` (BNP Paribas) and number ~20–~26 title,
// ~27–~29 or ~32–~33 counterparty.
import type { Details } from "./details";

/** The separators banks write. */
const SEPARATORS = new Set(["?", "~", "<", "^", ">"]);

/** The keywords of the SEPA purpose (ZKA "Verwendungszweck" structure), SVWZ+ being the purpose itself. */
const SEPA_KEYWORD = /(EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|IBAN|BIC|PURP|COAM|OAMT|SQTP|ORCR|ORMR|DDAT)\s?\+/g;

/** Separators of the German layout; the others number theirs as Polish banks do. */
const GERMAN = new Set(["?", ">"]);

/** Subfield numbers of the German purpose (?20–?29, ?60–?63), the Polish title (~20–~26), the counterparty. */
const PURPOSE = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 60, 61, 62, 63];
const TITLE = [20, 21, 22, 23, 24, 25, 26];
const PARTY = [32, 33];

export function subfieldDetails(flat: string): Details | null {
  const separator = separatorOf(flat);
  if (separator === null) return null;
  // Each number's text, by number (one written twice: its pieces in order): the text between two separators,
  // after the two digits that number it (a separator without them opens no subfield). Sliced once from the
  // field, not split into pieces sliced again: this runs for every transaction.
  const sub: string[][] = [];
  for (let at = flat.indexOf(separator); at >= 0;) {
    const next = flat.indexOf(separator, at + 1);
    if (isDigit(flat, at + 1) && isDigit(flat, at + 2)) {
      const number = (flat.charCodeAt(at + 1) - ZERO) * 10 + flat.charCodeAt(at + 2) - ZERO;
      (sub[number] ??= []).push(flat.slice(at + 3, next < 0 ? flat.length : next));
    }
    at = next;
  }
  const lines = (numbers: number[]) => linesOf(sub, numbers);
  if (GERMAN.has(separator)) {
    const purpose = joined(lines(PURPOSE));
    const sepa = purpose?.includes("+") ? sepaParts(purpose) : NO_PARTS;
    const posting = words(sub[0] ?? []);
    const said = sepa.get("SVWZ") ?? purpose;
    // Without a counterparty (fees, interest) the posting text names the transaction, else its purpose.
    const party = joined(lines(PARTY)) ?? sepa.get("ABWA") ?? sepa.get("ABWE") ?? null;
    if (party) return { payee: party, notes: [posting, said].filter(Boolean).join(" · ") || null };
    return posting ? { payee: posting, notes: said } : { payee: said, notes: null };
  }
  // Polish banks write each subfield as a unit: words, not lines cut at a width. The counterparty is in
  // ~32/~33, or in ~27 (its address in ~28/~29); a card payment names the merchant in its title only.
  const title = words(lines(TITLE));
  const party = words(lines(PARTY)) ?? words(sub[27] ?? []);
  return party ? { payee: party, notes: title } : { payee: title, notes: null };
}

const NO_PARTS: ReadonlyMap<string, string> = new Map();
const ZERO = 0x30;

const isDigit = (text: string, at: number) => {
  const digit = text.charCodeAt(at) - ZERO;
  return digit >= 0 && digit <= 9;
};

/**
 * The separator: the character after a three-digit code, or the first one, when two digits follow it. Read by
 * its characters, not matched (a match array for each transaction's `:86:`).
 */
function separatorOf(flat: string): string | null {
  const at = isDigit(flat, 0) && isDigit(flat, 1) && isDigit(flat, 2) ? 3 : 0;
  const separator = flat.charAt(at);
  return SEPARATORS.has(separator) && isDigit(flat, at + 1) && isDigit(flat, at + 2) ? separator : null;
}

/**
 * The pieces of the given subfields, in the order of `numbers`. A loop, not `flatMap`: flatMap cost ~0.9 µs a
 * call in V8, twice per transaction, a fifth of an MT940 plan (bench/csv).
 */
function linesOf(sub: string[][], numbers: readonly number[]): string[] {
  const out: string[] = [];
  for (const n of numbers) {
    const pieces = sub[n];
    if (pieces) for (const piece of pieces) out.push(piece);
  }
  return out;
}

const words = (pieces: string[]) => singleSpaced(pieces.join(" ")) || null;

/**
 * The text with each run of blanks one space, trimmed; replaced only when it has such a run (the test allocates
 * nothing: most subfields have none, and the replacement made a string per subfield twice per transaction).
 */
const singleSpaced = (text: string) => (SPACING.test(text) ? text.replace(/\s+/g, " ") : text).trim();
const SPACING = /\s\s|[^\S ]/;

/**
 * German subfield lines as one text: a line written to its full width (27 characters) was cut mid-word and joins
 * the next directly; a shorter one ended a word.
 */
function joined(pieces: string[]): string | null {
  let text = "";
  let previous: string | null = null;
  for (const piece of pieces) {
    text += previous === null || previous.length >= 27 ? piece : ` ${piece}`;
    previous = piece;
  }
  return singleSpaced(text) || null;
}

/** The SEPA purpose's parts by keyword (`EREF+…SVWZ+…`); empty when the purpose has none. */
function sepaParts(purpose: string): Map<string, string> {
  const parts = new Map<string, string>();
  const found = [...purpose.matchAll(SEPA_KEYWORD)];
  found.forEach((k, i) => {
    const value = purpose.slice(k.index + k[0].length, found[i + 1]?.index ?? purpose.length).trim();
    const [, keyword = ""] = k;
    if (value && !parts.has(keyword)) parts.set(keyword, value);
  });
  return parts;
}
