// Mails that claim a charge in someone else's name, or promise money: suspicious, never booked. Each class is a
// rule, none a list of senders: a lookalike (lookalike.ts), a callback scam (callback.ts), a lure (lures.ts), a
// bill in an authority's name (authority.ts), a brand's order from a sender not the brand's, a tax invoice from
// free mail (only registered businesses issue those). A forward that lost the original's address has nothing
// to judge, so it is not suspicious for that.
import type { MailAddress } from "../../message";
import { registrableOf } from "../../registrable-domain";
import { authorityBill } from "./authority";
import { asksToCall } from "./callback";
import { brandOrder, isFreeMail, lookalike } from "./lookalike";
import { lureIn } from "./lures";
import { phrasePattern, phrasesIn } from "../text/phrases";
import { TAX_INVOICE } from "./scam-words";
import { senderUnlike } from "./sender-name";

export interface ImpersonationInput {
  from: MailAddress | null;
  subject: string | null;
  lines: readonly string[];
  /** The merchant the markup names, if any. */
  claimed: string | null;
  /** The total read, if any, and its currency (lowercase ISO 4217). */
  total?: { value: string; currency: string | null } | null;
}

const taxInvoice = phrasePattern(TAX_INVOICE);

/** Why the mail is suspicious, or null. */
export function impersonation(input: ImpersonationInput): string | null {
  const { from, subject, lines, claimed } = input;
  const text = [subject ?? "", ...lines];
  const lookalikeSender = lookalike(from, claimed, text);
  if (lookalikeSender) return lookalikeSender;
  if (!from?.address) return null;
  const sender = senderUnlike(from);
  // A prize or an inheritance is a scam whoever writes; money to collect and outsized amounts only from a stranger.
  const lure = lureIn({ subject, lines, total: input.total ?? null, unlike: sender });
  if (lure) return lure;
  if (sender === null) return null;
  if (asksToCall(subject, lines)) return `callback scam: the mail asks you to call a number about a charge, and ${sender}`;
  const authority = authorityBill({ from, subject, lines, total: Boolean(input.total) });
  if (authority) return authority;
  const brand = brandOrder(from, subject);
  if (brand) return `${brand}, and ${sender}`;
  const registrable = registrableOf(from.address);
  if (registrable && isFreeMail(registrable.domain)) {
    const invoice = text.map((l) => phrasesIn(l, taxInvoice)[0]?.text).find((t) => t);
    if (invoice)
      return `a tax invoice ("${invoice}") from a free-mail address (${registrable.domain}): businesses issue those from their own domain`;
  }
  return null;
}
