// Who sent an alert: a known issuer on one of its domains (a domain that also sends receipts, Apple's, only for
// its alert senders), a business on a domain of its own, or nobody the mail still tells (a forward that lost
// the sender, free mail, an address anonymised to a documentation domain). Only the first is evidence by
// itself; a business's own mail must show it is an issuer's alert of someone else's sale.
import type { MailAddress } from "../message";
import { isFreeMail } from "../receipt/scams/lookalike";
import { organizationalDomainOf, registrableOf } from "../registrable-domain";
import type { AlertKind } from "./index";
import { issuerNamedIn, issuerOfDomain, type Issuer } from "./issuers";

export interface Sender {
  issuer: Issuer | null;
  /** Its organizational domain, when it has one. */
  domain: string | null;
  /** The name its owner registered ("cornerdeli"), for a sender that is no issuer and no mail provider or placeholder. */
  name: string | null;
}

export function senderOf(from: MailAddress | null): Sender {
  const domain = organizationalDomainOf(from?.address ?? null);
  if (!from || domain === null) return { issuer: null, domain: null, name: null };
  const issuer = issuerOfDomain(domain);
  // A domain that sends other mail too (Apple's receipts) is the issuer's only for its alert senders.
  const alerts = issuer && (!issuer.alertSenders || issuer.alertSenders.test(`${from.name ?? ""} ${from.address ?? ""}`));
  if (alerts) return { issuer, domain, name: null };
  const own = registrableOf(domain);
  const anonymous = isFreeMail(domain) || /^(?:example|invalid|test|localhost)$/.test(own?.name ?? "");
  return { issuer: null, domain, name: anonymous ? null : (own?.name ?? null) };
}

/** The issuer a mail from elsewhere names: its sender's display name, else its subject or text. */
export function issuerInMail(displayName: string | null, subject: string, lines: readonly string[]): Issuer | null {
  for (const text of [displayName ?? "", subject, ...lines]) {
    const named = issuerNamedIn(text, text === displayName);
    if (named) return named.issuer;
  }
  return null;
}

/**
 * A business that is no known issuer, writing from its own domain, writes about its own sales and bills (an
 * autopay "Thanks for your payment … account ending in 2462"). Its mail is an alert only as an unknown bank's
 * would be: a payment of the card with the digits, at a merchant that is not the sender itself, in a mail that
 * presents itself as an alert and not as a receipt (evidence.ts).
 */
export function byIssuerFromElsewhere(kind: AlertKind, card: boolean, merchant: string | null, senderName: string): boolean {
  if (!card || kind === "notice") return false;
  return merchant !== null && !sameName(merchant, senderName);
}

function sameName(merchant: string, senderName: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const a = squash(merchant);
  const b = squash(senderName);
  return a.length >= 3 && b.length >= 3 && (a.includes(b) || b.includes(a));
}
