// A card alert as a tap: a bank's, card issuer's or wallet's mail of one payment (reader/alert) becomes the one
// provisional item a tap would, at the amount that moved in the account; the bank's row of a later export takes it
// over (outbox/reconcile.ts) by the tap's window and tolerances, a hold by a pending row's. What moved nothing
// (declined, reversed, a notice), money in, and a payment that names no payee make no item: the inbox lists them. Pure.
import { ALERT_ID_PREFIX, EXTERNAL_ID_MAX, hash64 } from "../ids";
import type { PlannedItem } from "../plan";
import type { AlertKind, CardAlert } from "./reader/alert";

/**
 * What an alert books now: a payment out of the account. Money in (a refund, a credit, a deposit, a transfer
 * received) is listed and left to the bank's export: the budget's spending is what cannot wait, and a credit
 * alert's figure is often not what the account received (a card's "Purchase Amount" label on a refund).
 */
const BOOKED: ReadonlySet<AlertKind> = new Set(["purchase", "withdrawal", "hold"]);

/**
 * A payment out whose alert names no payee: the receipt reader reads it instead (a wallet's "You paid $12.00 to …"
 * in words the alert reader does not take a payee from), and lists it with its own reason when it finds none either.
 */
export function leftToReceipts(alert: CardAlert): boolean {
  return BOOKED.has(alert.kind) && alert.merchant === null;
}

/** A payment to a merchant (a card payment, a hold): the one kind a payee must name. */
const TO_A_MERCHANT: ReadonlySet<AlertKind> = new Set(["purchase", "hold"]);

/**
 * An alert of a payment to a merchant that names none, whose mail the receipt reader read no payee from either, or
 * only the sender's own name (the bank's or wallet's display name or domain: "PayMe by HSBC" is not whom it paid).
 * Held for the person to say whom it paid, as a receipt naming no business is (receive.ts).
 */
export function asksForPayee(alert: CardAlert, receipt: { verdict: string; merchant: string | null; how: { merchant?: string } }): boolean {
  if (!TO_A_MERCHANT.has(alert.kind) || alert.merchant !== null || alert.amount === null) return false;
  if (receipt.verdict !== "purchase" && receipt.verdict !== "needs_review") return false;
  return receipt.merchant === null || (receipt.how.merchant ?? "").startsWith("sender");
}

/** Why a held alert waits, in the inbox's words. */
export const PAYEE_ASKED = "a card payment whose alert names no merchant: say whom it paid, and it is booked";

/** What an alert that books nothing is, in the inbox's words. */
const NOT_BOOKED: Readonly<Partial<Record<AlertKind, string>>> = {
  declined: "a declined card payment: nothing was booked",
  reversed: "a reversed or cancelled card payment: nothing was booked",
  pending: "a payment still pending: its completion is told again (the next notice, the bank's row), so this one is listed, not booked",
  notice: "a card or account notice (a payment due, a statement, a payment to the card): nothing was booked",
  refund: "money in (a refund or credit): listed, not booked; the bank's export brings it",
  incoming: "money in (a deposit or a payment received): listed, not booked; the bank's export brings it",
};

/** Why an alert books nothing, for the inbox; null when it books its payment. */
export function unbookedAlert(alert: CardAlert): string | null {
  const why = NOT_BOOKED[alert.kind];
  if (why) return `${why}${alert.reason ? ` (${alert.reason})` : ""}`;
  if (alert.amount === null) return "a card alert that names no amount: nothing was booked";
  // A payee is what the person recognises a payment by: one the alert does not name is not made up.
  if (alert.merchant === null) return "a card alert that names no payee: listed, not booked; the bank's export brings it";
  return null;
}

/** Where the payment of an alert is named in words: "card alert · Visa ending 4321 · 14:32 · 40.00 CHF". */
export function alertNotes(alert: CardAlert): string {
  const original = alert.original ? `${alert.original.amount} ${alert.original.currency.toUpperCase()}` : null;
  const descriptor = alert.descriptor && alert.descriptor !== alert.merchant ? `Card: ${alert.descriptor}` : null;
  const hold = alert.kind === "hold" ? "pending hold" : null;
  return ["card alert", alert.issuer, alert.card, hold, alert.minute, original, descriptor].filter(Boolean).join(" · ");
}

export interface AlertInput {
  alert: CardAlert;
  /** The original alert's Message-ID: the same mail forwarded twice is one payment. */
  messageId: string | null;
  /** When the mail reached Intake: the day when the alert names none. */
  receivedAt: Date;
  /** When the issuer sent it (sent-at.ts), minutes after the payment: its receipt meets it by that. */
  sentAt?: string | null;
}

/** The alert's one item, or null when it moved nothing (`unbookedAlert` says why). */
export function alertItem({ alert, messageId, receivedAt, sentAt = null }: AlertInput): PlannedItem | null {
  // What unbookedAlert lists, asked so that the amount and the payee are known here.
  if (!BOOKED.has(alert.kind) || alert.amount === null || alert.merchant === null) return null;
  const pending = alert.kind === "hold";
  return {
    row: 1,
    item: {
      date: alert.date ?? receivedAt.toISOString().slice(0, 10),
      // Money out of the account: positive in the service's convention.
      amount: alert.amount,
      external_id: alertExternalId(alert, messageId, receivedAt),
      payee: alert.merchant,
      ...(alert.currency ? { currency: alert.currency } : {}),
      notes: alertNotes(alert),
      custom_metadata: {
        // The purchase's own amount abroad: the merchant's receipt states it, and meets this transaction by it.
        tap: {
          card: alert.card,
          alert: alert.issuer ?? true,
          ...(alert.original ? { original: alert.original } : {}),
          ...(sentAt ? { at: sentAt } : {}),
        },
        ...(pending ? { pending: true } : {}),
      },
    },
    // A hold books days later at what was really spent: a pending row's window and tolerances, not a tap's.
    provisional: pending ? "pending" : "tap",
  };
}

/**
 * The issuer's reference of the payment when the mail gives one; else the alert mail's Message-ID (two coffees of
 * one price on one day are two mails); else what moved, where, when. Persisted dedupe keys: never change the string.
 */
export function alertExternalId(alert: CardAlert, messageId: string | null, receivedAt: Date): string {
  const key = alert.reference
    ? `ref\u001f${(alert.issuer ?? "").toLowerCase()}\u001f${alert.kind}\u001f${alert.reference.trim().toLowerCase()}`
    : messageId
      ? `m\u001f${messageId.trim().replace(/^<|>$/g, "").toLowerCase()}`
      : [
          "c",
          alert.last4 ?? "",
          (alert.merchant ?? "").trim().toLowerCase(),
          alert.amount,
          alert.kind,
          alert.date ?? receivedAt.toISOString().slice(0, 10),
          alert.minute ?? "",
        ].join("\u001f");
  return `${ALERT_ID_PREFIX}${hash64(key)}`.slice(0, EXTERNAL_ID_MAX);
}
