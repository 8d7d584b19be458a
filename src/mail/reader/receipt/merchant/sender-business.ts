// The business behind a sender whose display name does not say it: a person who writes for the shop ("John Smith
// <john.smith@acmebooks.com>"), a department ("Billing"), or nobody ("Nobody", "noreply"). The mail names the
// business elsewhere: its domain's brand as the text writes it ("Your Acme Books order", "© 2024 Acme Books
// Inc."), or a legal line of its signature or letterhead ("Acme Inc., 12 Main St", "Zeus Italia S.r.l.",
// "株式会社アクメ").
import type { MailAddress } from "../../message";
import { domainOf, nameOfDomain } from "./domains";
import { foldAccents } from "../text/phrases";

/** A brand shorter than this could be anything in a text ("aa", "hp"): not searched for. */
const MIN_BRAND = 4;
/** Words a brand is written in at most ("Acme Books Online Shop"). */
const MAX_BRAND_WORDS = 4;
/** Lines searched for a legal line: the top (a letterhead) and the bottom (a signature, a footer). */
const EDGE_LINES = 40;

/** Company forms, written after the name ("Acme Books Ltd", "Zeus Italia S.r.l."). */
const FORM = String.raw`(?:Inc\.?|LLC|L\.L\.C\.|Ltd\.?|Limited|GmbH(?:\s*&\s*Co\.?\s*(?:KG|oHG))?|AG|KG|oHG|UG|S\.?A\.?S\.?|SARL|S\.?à\.?r\.?l\.?|S\.?A\.?|S\.?L\.?U?\.?|S\.?r\.?l\.?s?|S\.?p\.?A\.?|B\.?V\.?|N\.?V\.?|Lda\.?|Ltda\.?|Co\.,?\s*Ltd\.?|Corp\.?|Corporation|PLC|Pty\.?\s*Ltd\.?|Oy|AB|ApS|A/S)`;
/** A legal name: capitalised words before a company form, or "株式会社" before or after a Japanese name. */
const LEGAL = new RegExp(
  String.raw`(?:^|[©\s,:]\s*(?:\d{4}(?:[-–]\d{4})?\s+)?)(?<name>\p{Lu}[\p{L}\d&'’.-]*(?:\s+[\p{L}\d&'’.-]+){0,4}?,?\s+${FORM})(?=$|[\s,.;)|·])|(?<ja>株式会社\s*[^\s、。,（(]{2,20}|[^\s、。,（(：:]{2,20}\s*株式会社)`,
  "u",
);
/** Words of a display name that make it a business, not a person ("Corner Café", "Blue Bottle Coffee"). */
const BUSINESS_WORDS = new RegExp(
  `(?<![\\p{L}])(?:${FORM}|shop|store|market|cafe|café|coffee|books?|bakery|restaurant|hotel|travel|airlines?|air|studio|group|club|center|centre|pharmacy|apotheke|bäckerei|boutique|garage|autohaus|tickets|online|company|services?)(?![\\p{L}])`,
  "iu",
);
/** A person's name: two or three capitalised words, an initial allowed ("Maria Rossi", "J. Smith", "Anne-Marie Dupont"). */
const PERSON =
  /^\p{Lu}(?:\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?|\.)(?:\s+(?:van|von|de|der|den|da|di|del|la|le)?\s*\p{Lu}(?:\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?|\.)){1,2}$/u;

export interface SenderBusiness {
  name: string;
  how: string;
}

/**
 * How a display name reads as a person's rather than the business's: shaped as a name, from a domain that shares
 * no word with it, with an address that is theirs ("maria.rossi@", "mrossi@": "own address") or another
 * ("unlike the domain": weaker, since many shops' names are not their domains'). Null for a business's name.
 */
export function personName(display: string, from: MailAddress | null): "own address" | "unlike the domain" | null {
  if (!PERSON.test(display) || BUSINESS_WORDS.test(display)) return null;
  const words = display.split(/\s+/).filter((w) => letters(w).length >= 3);
  // A word of the domain's name is the brand's ("Capital One <capitalone@capitalone.com>").
  const domain = domainOf(from?.address);
  const brand = domain ? letters(nameOfDomain(domain)) : "";
  if (words.some((w) => brand.includes(letters(w)))) return null;
  const local = letters((from?.address ?? "").split("@")[0] ?? "");
  return words.some((w) => local.includes(letters(w)) || local.includes(letters(umlauts(w)))) ? "own address" : "unlike the domain";
}

/**
 * The business the mail names for its sender's domain, or (with `legal`) in a legal line of its letterhead or
 * signature; null when it names neither.
 */
export function senderBusiness(
  from: MailAddress | null,
  subject: string | null,
  lines: readonly string[],
  legal: boolean,
): SenderBusiness | null {
  const domain = domainOf(from?.address);
  const brand = domain ? brandIn(letters(nameOfDomain(domain)), [subject ?? "", ...lines]) : null;
  if (brand) return { name: brand, how: "the sender's domain, as the mail writes its name" };
  if (!legal) return null;
  const edges = lines.length <= 2 * EDGE_LINES ? lines : [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
  for (const line of edges) {
    const m = LEGAL.exec(line);
    const name = (m?.groups?.name ?? m?.groups?.ja)?.trim();
    if (name) return { name, how: "the legal name in the mail's letterhead or signature" };
  }
  return null;
}

/** A web address's ending after a brand ("Booking.com", "Zalando.de"). */
const TLD = /\.(?:com|net|org|co|de|fr|it|es|nl|be|at|ch|jp|ca|uk|au|io|shop|store)(?:\.[a-z]{2})?$/i;

/**
 * The domain's name as the text writes it ("acmebooks" → "Acme Books", "booking" → "Booking.com"): capitalised,
 * in a few words, and with its web address when the mail writes it so somewhere (a common word such as
 * "Booking" alone is not the brand).
 */
function brandIn(key: string, texts: readonly string[]): string | null {
  if (key.length < MIN_BRAND) return null;
  let plain: string | null = null;
  for (const text of texts) {
    // Addresses and links write the domain, not the name.
    const words = text.replace(/\S*[@/]\S*|\bwww\.\S*/g, " ").match(/[\p{L}\d&'’-]+(?:\.[a-z]{2,5})*/gu) ?? [];
    for (const [i, first] of words.entries()) {
      if (!/^\p{Lu}/u.test(first)) continue;
      let joined = "";
      for (const [k, word] of words.slice(i, i + MAX_BRAND_WORDS).entries()) {
        joined += letters(word.replace(TLD, ""));
        if (joined === key) {
          const written = words.slice(i, i + k + 1).join(" ");
          if (TLD.test(word)) return written;
          plain ??= written;
        }
        if (!key.startsWith(joined) || TLD.test(word)) break;
      }
    }
  }
  return plain;
}

/** Lower-case letters and digits only, accents dropped ("Bäckerei Horn" → "backereihorn"). */
function letters(text: string): string {
  return foldAccents(text).replace(/[^\p{L}\d]/gu, "");
}

/** German umlauts as an address writes them ("Müller" → "Mueller"). */
function umlauts(word: string): string {
  return word.replace(/[äöüÄÖÜ]/g, (c) => `${c.normalize("NFD")[0]}e`).replace(/ß/g, "ss");
}
