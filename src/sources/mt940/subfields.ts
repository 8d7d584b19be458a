// `:86:` in numbered subfields: a three-digit transaction code, then subfields `?00`, `?20`… each opened by the
// separator written in the fourth position (DFÜ-Abkommen, Anlage 3: normally `?`). German banks number them
// ?00 posting text, ?20–?29 and ?60–?63 purpose, ?32–?33 counterparty; Polish banks write `~` (PKO BP, mBank),
// `<` (Millennium) or `^` (BNP Paribas) and number ~20–~26 title, ~27–~29 or ~32–~33 counterparty.
import type { Details } from "./details";

/** The separator: the character after a three-digit code, or the first one, when two digits follow it. */
const STRUCTURED = /^(?:\d{3})?([?~<^>])\d{2}/;

/** The keywords of the SEPA purpose (ZKA "Verwendungszweck" structure), SVWZ+ being the purpose itself. */
const SEPA_KEYWORD = /(EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|IBAN|BIC|PURP|COAM|OAMT|SQTP|ORCR|ORMR|DDAT)\s?\+/g;

export function subfieldDetails(flat: string): Details | null {
  const m = STRUCTURED.exec(flat);
  if (!m) return null;
  const separator = m[1]!;
  const sub = new Map<string, string[]>();
  const each = new RegExp(`\\${separator}(\\d{2})([^\\${separator}]*)`, "g");
  for (const [, number, text] of flat.matchAll(each)) sub.set(number!, [...(sub.get(number!) ?? []), text!]);
  const lines = (...numbers: string[]) => numbers.flatMap((n) => sub.get(n) ?? []);
  if (separator === "?") {
    const purpose = joined(lines("20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "60", "61", "62", "63"));
    const sepa = sepaParts(purpose);
    const posting = words(lines("00"));
    // Without a counterparty (fees, interest) the posting text names the transaction.
    const party = joined(lines("32", "33")) ?? sepa.get("ABWA") ?? sepa.get("ABWE") ?? null;
    const notes = [party ? posting : null, sepa.get("SVWZ") ?? purpose].filter(Boolean).join(" · ") || null;
    return { payee: party ?? posting, notes };
  }
  // Polish banks write each subfield as a unit: words, not lines cut at a width. The counterparty is in
  // ~32/~33, or in ~27 (its address in ~28/~29); a card payment names the merchant in its title only.
  const title = words(lines("20", "21", "22", "23", "24", "25", "26"));
  const party = words(lines("32", "33")) ?? words(lines("27"));
  return party ? { payee: party, notes: title } : { payee: title, notes: null };
}

const words = (pieces: string[]) => pieces.join(" ").replace(/\s+/g, " ").trim() || null;

/**
 * German subfield lines as one text: a line written to its full width (27 characters) was cut mid-word and joins
 * the next directly; a shorter one ended a word.
 */
function joined(pieces: string[]): string | null {
  const text = pieces.reduce((out, piece, i) => (i === 0 || pieces[i - 1]!.length >= 27 ? out + piece : `${out} ${piece}`), "");
  return text.replace(/\s+/g, " ").trim() || null;
}

/** The SEPA purpose's parts by keyword (`EREF+…SVWZ+…`); empty when the purpose has none. */
function sepaParts(purpose: string | null): Map<string, string> {
  const parts = new Map<string, string>();
  if (!purpose) return parts;
  const found = [...purpose.matchAll(SEPA_KEYWORD)];
  found.forEach((k, i) => {
    const value = purpose.slice(k.index + k[0].length, found[i + 1]?.index ?? purpose.length).trim();
    if (value && !parts.has(k[1]!)) parts.set(k[1]!, value);
  });
  return parts;
}
