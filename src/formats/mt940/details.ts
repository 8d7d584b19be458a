// Payee and notes of one transaction, from what its bank writes after the `:61:` line: `:86:` in numbered
// subfields (subfields.ts), in `/KEY/` pairs (slash-pairs.ts) or as free text, and the non-SWIFT `:NS:` lines
// (non-swift.ts) some banks write beside or instead of it.
import { isIdentifier, nonSwiftParts } from "./non-swift";
import { slashPairDetails } from "./slash-pairs";
import { subfieldDetails } from "./subfields";

export interface Details {
  payee: string | null;
  notes: string | null;
}

export function detailsOf(information: string, nonSwift: string, supplementary: string | null): Details {
  // Structured lines are cut at a fixed width, mid-word: joined as written. Free text is read as words.
  const flat = information.replace(/\n/g, "");
  const coded = subfieldDetails(flat) ?? slashPairDetails(flat);
  const text = coded ? "" : freeText(information);
  const structured = coded ?? labelled(text) ?? cardTerminal(text) ?? taxNumbered(text);
  const ns = nonSwift ? nonSwiftParts(nonSwift) : NO_LINES;
  if (structured?.payee) return { payee: structured.payee, notes: together(structured.notes, ...ns.lines) };
  if (structured) return { payee: ns.name, notes: together(structured.notes, ...ns.rest) };
  if (ns.name) return { payee: ns.name, notes: together(text, ...ns.rest) };
  // The `:61:` line's supplementary details name the transaction when nothing else does ("REFUNDED CHARGES").
  const named = supplementary && /\p{L}{3}/u.test(supplementary) && !isIdentifier(supplementary) && !supplementary.startsWith("/");
  return { payee: text || (named ? supplementary : null), notes: together(...ns.rest) };
}

const NO_LINES = { lines: [], name: null, rest: [] };

const together = (...parts: (string | null)[]) => parts.filter(Boolean).join(" · ") || null;

/** SWIFT's width of a `:86:` line: a line this long was cut where the width ran out, often mid-word. */
const LINE_WIDTH = 65;

/**
 * Free text over several lines as one text: a line of the field's full width (65) was cut where the width ran
 * out and joins the next directly; a shorter one ended a word (ABN AMRO's columns of 32 end words at 64). Only the
 * line ends after full lines are cut out; the others are blanks like any other, made single spaces with them.
 */
function freeText(information: string): string {
  const pieces: string[] = [];
  let from = 0;
  let lineStart = 0;
  for (let at = information.indexOf("\n"); at >= 0; at = information.indexOf("\n", at + 1)) {
    if (at - lineStart >= LINE_WIDTH) {
      pieces.push(information.slice(from, at));
      from = at + 1;
    }
    lineStart = at + 1;
  }
  pieces.push(information.slice(from));
  return pieces.join("").replace(/\s+/g, " ").trim();
}

/** Labels of free-text details (ABN AMRO's SEPA text, other Dutch, English, German and French exports). */
const LABEL =
  /\b(IBAN|BIC|NAAM|NAME|NOM|OMSCHRIJVING|DESCRIPTION|KENMERK|BETALINGSKENM\.?|MACHTIGING|INCASSANT|REFERENCE|REF|ID BEGUNSTIGDE|VERWENDUNGSZWECK|MOTIF)\s*:/gi;
const NAME_LABELS = new Set(["NAAM", "NAME", "NOM"]);
const PURPOSE_LABELS = new Set(["OMSCHRIJVING", "DESCRIPTION", "VERWENDUNGSZWECK", "MOTIF"]);

/** `SEPA OVERBOEKING IBAN: NL… BIC: … NAAM: J JANSEN OMSCHRIJVING: FACTUUR 12`: the name and the description. */
function labelled(text: string): Details | null {
  const labels = [...text.matchAll(LABEL)];
  const value = (wanted: Set<string>) => {
    const at = labels.findIndex(([, label = ""]) => wanted.has(label.toUpperCase()));
    const found = labels[at];
    if (!found) return null;
    const from = found.index + found[0].length;
    return text.slice(from, labels[at + 1]?.index ?? text.length).trim() || null;
  };
  const payee = value(NAME_LABELS);
  return payee ? { payee, notes: value(PURPOSE_LABELS) } : null;
}

/**
 * Russian free text names the counterparty before its tax number (ИНН, and КПП after it), then the purpose:
 * `ООО "Вектор" ИНН 7709876543 КПП 770901001 Оплата по договору 12`. The name runs from the start to a space
 * before the first ИНН after a letter: one lazy run there, not two (a letter, then more), which cost the square of
 * the text when no ИНН followed (a 64 KB `:86:` took seconds). `text` is free text, its blanks single spaces.
 */
function taxNumbered(text: string): Details | null {
  const letter = text.search(/\p{L}/u);
  if (letter < 0) return null;
  const m = TAX_NUMBERED.exec(text.slice(letter + 1));
  if (!m) return null;
  const [, rest = "", notes = ""] = m;
  return { payee: `${text.slice(0, letter + 1)}${rest}`.trim(), notes: notes.trim() || null };
}

const TAX_NUMBERED = /^([^]*?)[,;]?\s+(?:ИНН|INN)\s*:?\s*\d{10}(?:\d{2})?(?:[,;]?\s*(?:КПП|KPP)\s*:?\s*\d{9})?[,;.]?\s*([^]*)$/u;

/**
 * A Dutch card payment or withdrawal (`BEA   NR:5R7HW4   03.01.24/12.34 Albert Heijn 1234,PAS123`): the merchant
 * after the terminal's date and time, without the card number.
 */
function cardTerminal(text: string): Details | null {
  const m = /^(?:BEA|GEA)\b.*?\d{2}\.\d{2}\.\d{2}\/\d{2}[.:]\d{2}\s+(.+?)(?:,\s*PAS\s*\d+)?$/i.exec(text);
  const [, payee] = m ?? [];
  return payee === undefined ? null : { payee: payee.trim(), notes: text };
}
