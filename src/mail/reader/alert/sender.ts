// Who sent an alert: a known issuer on one of its domains (a domain that also sends receipts, Apple's, only for
// its alert senders), a business on a domain of its own, or nobody the mail still tells (a forward that lost
// the sender, free mail, an address anonymised to a documentation domain). Only the first is evidence by
// itself; a business's own mail must show it is an issuer's alert of someone else's sale.
import type { MailAddress } from "../message";
import { isFreeMail } from "../receipt/scams/lookalike";
import { organizationalDomainOf, registrableOf } from "../registrable-domain";
import { presentsAsAlert, presentsAsReceipt } from "./evidence";
import type { AlertKind } from "./index";
import { issuerNamedIn, issuerOfDomain, type Issuer } from "./issuers";
import type { KindReading } from "./kind";

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

/** What an unlisted sender's mail says, for fromUnlistedIssuer. */
export interface UnlistedSays {
  kind: KindReading;
  /** The mail names the card's digits or the wallet the money left. */
  reference: boolean;
  /** The amount's currency, as the mail writes it (a sign, a code, a label). */
  currency: string | null;
  merchant: string | null;
  /** The name its owner registered ("cornerdeli"). */
  senderName: string;
  displayName: string | null;
}

/** Kinds that book a payment out: one from a business's own domain is its own sale unless it names another payee. */
const BOOKS: ReadonlySet<AlertKind> = new Set(["purchase", "withdrawal", "hold"]);

/**
 * Whether a sender on a domain of its own that no table lists (a bank, a card issuer or a wallet of any country) sent
 * an alert of someone else's sale, by what the mail says: a payment's words, an amount with its currency, the card's
 * digits or the wallet the money left, and a payee that is not the sender itself; it does not present itself as a
 * receipt (a payment processor's names the merchant and the card too). A business writes about its own sales and
 * bills (an autopay's "Thanks for your payment … account ending in 2462"): its statements and payments received are
 * no alert, and a payment without a payee is one only when the mail presents itself as an alert. Money in, a payment
 * pending, declined or still to come books nothing: read, it is listed with its reason.
 */
export function fromUnlistedIssuer(says: UnlistedSays, subject: string, lines: readonly string[]): boolean {
  if (!says.reference || says.currency === null || presentsAsReceipt(says.displayName, subject)) return false;
  if (says.kind.meaning === "statement" || says.kind.meaning === "paid-to-card") return false;
  if (says.merchant !== null) return !sameName(says.merchant, says.senderName);
  return !BOOKS.has(says.kind.kind) || presentsAsAlert(says.displayName, subject, lines);
}

function sameName(merchant: string, senderName: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const a = squash(merchant);
  const b = squash(senderName);
  return a.length >= 3 && b.length >= 3 && (a.includes(b) || b.includes(a));
}
