// Whether the sender of a mail plausibly is the business it signs as: its registrable domain is the display
// name or an abbreviation of it ("RBC Royal Bank" at rbc.com, "American Express" at aexp.com), holds the
// name's first word ("Lyft" at lyftmail.com), or belongs to a payment processor or a shop platform sending for
// a merchant. Free mail and an address without a domain never are: anyone can write from them in any name.
import type { MailAddress } from "../../message";
import { registrableOf } from "../../registrable-domain";
import { isFreeMail } from "./lookalike";
import { cleanDisplayName, processorOf, SHOP_PLATFORMS } from "../merchant/payee";
import { foldAccents } from "../text/phrases";

/** How the sender fails to be the business it signs as, in words for the inbox, or null when it plausibly is. */
export function senderUnlike(from: MailAddress): string | null {
  const registrable = registrableOf(from.address);
  if (!registrable) return `the sender's address (${from.address}) has no domain`;
  if (isFreeMail(registrable.domain)) return `it comes from a free-mail address (${registrable.domain})`;
  if (processorOf(from) || SHOP_PLATFORMS.has(registrable.name)) return null;
  const name = cleanDisplayName(from.name);
  const letters = name ? foldAccents(name).replace(/[^a-z0-9]/g, "") : "";
  const domain = registrable.name.replace(/[^a-z0-9]/g, "");
  const first = name
    ? foldAccents(name)
        .split(/[^a-z0-9]+/)
        .find((w) => w.length >= 3)
    : undefined;
  if (letters !== "" && (abbreviates(domain, letters) || (first !== undefined && domain.includes(first)))) return null;
  return name
    ? `the sender "${name}" writes from ${registrable.domain}, which is not its name`
    : `the sender (${registrable.domain}) signs with no name`;
}

/** Whether the domain's letters are the name's, in order, starting with its first ("aexp" in "americanexpress"). */
function abbreviates(domain: string, name: string): boolean {
  if (domain === "" || domain[0] !== name[0]) return false;
  let at = 0;
  for (const c of domain) {
    at = name.indexOf(c, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}
