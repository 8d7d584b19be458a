// A bank's, card issuer's or wallet's alert of one payment ("You spent 18.40 GBP at Corner Deli", "Compra aprobada
// en MERCADONA por 45,20 €", "Kartenzahlung 23,40 EUR bei REWE"): told apart from a merchant's receipt, and read
// as what moved in the person's account. Pure: nothing here sends, stores or fetches (receipts/alerts.ts books it).
import type { MailAddress, MailMessage } from "../message";
import { withAmountsKept } from "../receipt/amounts";
import { isFreeMail } from "../receipt/lookalike";
import type { PersonZone } from "../receipt/user-day";
import { organizationalDomainOf, registrableOf } from "../registrable-domain";
import { amountIn, moneyOfLine, namesMoney, type AmountReading } from "./amounts";
import { cardIn } from "./card";
import { dayOf } from "./day";
import { notAnAlert, presentsAsAlert } from "./evidence";
import { issuerNamedIn, issuerOfDomain, type Issuer } from "./issuers";
import { kindIn, reasonOf } from "./kind";
import { merchantIn } from "./merchant";
import { referenceIn } from "./reference";
import { alertText } from "./text";

/**
 * What the alert says happened:
 * - purchase, withdrawal: money out of the account (a card payment; cash from a machine);
 * - refund, incoming: money in (a merchant's refund; a transfer or payment received);
 * - hold: a pre-authorisation or pending hold, booked as pending until the bank's row comes;
 * - declined, reversed: nothing moved (a declined, reversed or cancelled payment), listed with its reason;
 * - notice: nothing to book (a payment due, a statement ready, a payment made to the card from another account).
 */
export type AlertKind = "purchase" | "withdrawal" | "refund" | "incoming" | "hold" | "declined" | "reversed" | "notice";

export interface CardAlert {
  kind: AlertKind;
  /** The bank, issuer or wallet that sent it, as people name it ("Monzo", "American Express"); null when unknown. */
  issuer: string | null;
  /** The card or account as the mail names it ("Visa ending 4321", "Girokonto •••• 4321"), null when it names none. */
  card: string | null;
  /** The card's or account's last digits as the mail writes them ("4321"), for the card table. */
  last4: string | null;
  /** The merchant or counterparty from the sentence or the subject (its descriptor tidied), never the issuer. */
  merchant: string | null;
  /** The descriptor as the mail wrote it, when the merchant is its tidied form ("SQ *CORNER DELI"). */
  descriptor: string | null;
  /** What moved in the account, in the account's currency: a positive decimal with "." ("42.85"). */
  amount: string | null;
  /** Lowercase ISO 4217 of `amount`. */
  currency: string | null;
  /** The purchase's own amount and currency when the mail gives another than the account's ("40.00", "chf"). */
  original: { amount: string; currency: string } | null;
  /** The payment's day in the person's zone (YYYY-MM-DD). */
  date: string | null;
  /** The payment's time of day as the mail writes it in the person's zone ("14:32"), when it gives one. */
  minute: string | null;
  /** The issuer's own reference of the payment, when the mail gives one: the same reference is the same payment. */
  reference: string | null;
  /** Why nothing is booked, in the mail's words where it gives them ("insufficient funds"), for declined/reversed/notice. */
  reason: string | null;
  /** How each field was read, in words for the inbox (as a receipt's `how`). */
  how: Partial<Record<"kind" | "issuer" | "card" | "merchant" | "amount" | "date", string>>;
}

export interface AlertContext {
  /** When the mail reached Intake: the day of last resort. */
  receivedAt: Date;
  /** The forwarding client's own Date header (the outer message's): it carries the person's UTC offset. */
  forwardedAt?: string | null;
  /** The person's time zone, for a Date header in UTC. */
  zone?: PersonZone | null;
}

export { impersonatedIssuer } from "./impersonation";
export { ISSUERS, type Issuer, type IssuerKind } from "./issuers";

/**
 * The alert a mail is, or null when it is none: a merchant's receipt, an order, a statement, an offer, a code,
 * a transfer out, or a mail that says no kind of payment and names no amount. Conservative: a wrong alert
 * books a payment that is not one, a missed one still reaches the receipt reader.
 */
export function readAlert(message: MailMessage, context: AlertContext): CardAlert | null {
  return withAmountsKept(() => readOne(message, context));
}

function readOne(message: MailMessage, context: AlertContext): CardAlert | null {
  const { subject, lines } = alertText(message);
  const sender = senderOf(message.from);
  // A business's own mail names issuers in passing ("we never ask for PayPal"): only its opening lines count.
  const named = sender.issuer ? null : issuerInMail(message.from?.name ?? null, subject, sender.name ? lines.slice(0, 8) : lines);
  const issuer = sender.issuer ?? named;
  const kind = kindIn(subject, lines, namesMoney);
  if (!kind) return null;
  const card = cardIn(subject, lines);
  // Evidence it is an issuer's: its sender, or the mail naming the card's digits or the issuer.
  if (!sender.issuer && !card && !named) return null;
  if (notAnAlert(subject, lines, distinctAmounts(subject, lines, issuer))) return null;
  const money = amountIn(subject, lines, { issuer, kindLine: kind.line });
  if (!money && kind.kind !== "notice") return null;
  const moved = kind.kind === "notice" ? null : merchantIn(kind.kind, subject, lines, issuer, kind.line, namesMoney);
  if (sender.name && !byIssuerFromElsewhere(kind.kind, card !== null, moved?.merchant ?? null, sender.name)) return null;
  if (sender.name && !presentsAsAlert(message.from?.name ?? null, subject, lines)) return null;
  const currency = money?.amount.currency ?? issuer?.currency ?? null;
  const day = dayOf(lines, message.date, context, currency, issuer?.country ?? null);
  const how: CardAlert["how"] = {
    kind: `"${kind.words}" in the ${kind.line < 0 ? "subject" : "alert"}`,
    date: day.how,
  };
  if (issuer) how.issuer = sender.issuer ? `the sender's domain (${sender.domain})` : `named in the mail`;
  if (card) how.card = `"${card.card}" in the ${card.line < 0 ? "subject" : "alert"}`;
  if (moved) how.merchant = moved.how;
  if (money) how.amount = amountHow(money, currency);
  return {
    kind: kind.kind,
    issuer: issuer?.name ?? null,
    card: card?.card ?? null,
    last4: card?.last4 ?? null,
    merchant: moved?.merchant ?? null,
    descriptor: moved?.descriptor ?? null,
    amount: money?.amount.value ?? null,
    currency: money ? currency : null,
    original: money?.original?.currency ? { amount: money.original.value, currency: money.original.currency } : null,
    date: day.date,
    minute: day.minute,
    reference: referenceIn(lines),
    reason: reasonOf(kind.kind, subject, lines),
    how,
  };
}

interface Sender {
  issuer: Issuer | null;
  /** Its organizational domain, when it has one. */
  domain: string | null;
  /** The name its owner registered ("cornerdeli"), for a sender that is no issuer and no mail provider or placeholder. */
  name: string | null;
}

function senderOf(from: MailAddress | null): Sender {
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
function issuerInMail(displayName: string | null, subject: string, lines: readonly string[]): Issuer | null {
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
function byIssuerFromElsewhere(kind: AlertKind, card: boolean, merchant: string | null, senderName: string): boolean {
  if (!card) return false;
  if (kind === "notice") return false;
  return merchant !== null && !sameName(merchant, senderName);
}

function sameName(merchant: string, senderName: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const a = squash(merchant);
  const b = squash(senderName);
  return a.length >= 3 && b.length >= 3 && (a.includes(b) || b.includes(a));
}

/** The different amounts the alert's first lines name: a statement names many. */
function distinctAmounts(subject: string, lines: readonly string[], issuer: Issuer | null): number {
  const seen = new Set<string>();
  for (const [i, line] of [subject, ...lines.slice(0, 40)].entries())
    for (const m of moneyOfLine(line, i - 1, issuer)) seen.add(`${m.value} ${m.currency ?? ""}`);
  return seen.size;
}

function amountHow(money: AmountReading, currency: string | null): string {
  const note = money.amount.note ? `; ${money.amount.note}` : "";
  const assumed = money.amount.currency === null && currency !== null ? `; no sign: the issuer's currency, ${currency}` : "";
  return `${money.how}${note}${assumed}`;
}
