// A bank's, card issuer's or wallet's alert of one payment ("You spent 18.40 GBP at Corner Deli", "Compra aprobada
// en MERCADONA por 45,20 €", "Kartenzahlung 23,40 EUR bei REWE"): told apart from a merchant's receipt, and read
// as what moved in the person's account. Pure: nothing here sends, stores or fetches (mail/alerts.ts books it).
import type { PersonZone } from "../receipt/dates/user-day";

/**
 * What the alert says happened:
 * - purchase, withdrawal: money out of the account (a card payment; cash from a machine);
 * - refund, incoming: money in (a merchant's refund; a transfer or payment received);
 * - hold: a pre-authorisation or a hold of money set aside, booked as pending until the bank's row comes;
 * - pending: a payment not complete yet, whose completion is told again: listed, not booked;
 * - declined, reversed: nothing moved (a declined, reversed or cancelled payment), listed with its reason;
 * - notice: nothing to book (a payment due, a statement ready, a payment made to the card from another account).
 */
export type AlertKind = "purchase" | "withdrawal" | "refund" | "incoming" | "hold" | "pending" | "declined" | "reversed" | "notice";

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

export { readAlert } from "./read";
export { impersonatedIssuer, senderOffPublicSuffixes } from "./impersonation";
export { ISSUERS, type Issuer, type IssuerKind } from "./issuers";
