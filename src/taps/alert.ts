// A card alert as a tap: a bank's, card issuer's or wallet's mail of one payment (reader/alert) becomes the one
// provisional item a tap would, at the amount that moved in the account; the bank's row of a later export takes it
// over (outbox/reconcile.ts) by the tap's window and tolerances, a hold by a pending row's. Kinds that moved nothing
// (declined, reversed, a notice) make no item. Pure.
import { ALERT_ID_PREFIX, EXTERNAL_ID_MAX, hash64 } from "../ids";
import type { PlannedItem } from "../plan";
import type { AlertKind, CardAlert } from "../receipts/reader/alert";

/** The service's sign: money out of the account is positive. */
const SIGN: Readonly<Record<AlertKind, 1 | -1 | null>> = {
  purchase: 1,
  withdrawal: 1,
  hold: 1,
  refund: -1,
  incoming: -1,
  declined: null,
  reversed: null,
  notice: null,
};

/** What an alert that books nothing is, in the inbox's words. */
const NOTHING_MOVED: Readonly<Partial<Record<AlertKind, string>>> = {
  declined: "a declined card payment",
  reversed: "a reversed or cancelled card payment",
  notice: "a card or account notice (a payment due, a statement, a payment to the card)",
};

/** Why an alert books nothing, for the inbox; null when it books its payment. */
export function unbookedAlert(alert: CardAlert): string | null {
  const what = NOTHING_MOVED[alert.kind];
  if (what) return `${what}: nothing was booked${alert.reason ? ` (${alert.reason})` : ""}`;
  if (alert.amount === null) return "a card alert that names no amount: nothing was booked";
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
}

/** The alert's one item, or null when it moved nothing (`unbookedAlert` says why). */
export function alertItem({ alert, messageId, receivedAt }: AlertInput): PlannedItem | null {
  const sign = SIGN[alert.kind];
  if (sign === null || alert.amount === null || unbookedAlert(alert) !== null) return null;
  const amount = sign === 1 ? alert.amount : `-${alert.amount}`;
  const pending = alert.kind === "hold";
  return {
    row: 1,
    item: {
      date: alert.date ?? receivedAt.toISOString().slice(0, 10),
      amount,
      external_id: alertExternalId(alert, messageId, receivedAt),
      payee: alert.merchant ?? fallbackPayee(alert),
      ...(alert.currency ? { currency: alert.currency } : {}),
      notes: alertNotes(alert),
      custom_metadata: { tap: { card: alert.card, alert: alert.issuer ?? true }, ...(pending ? { pending: true } : {}) },
    },
    // A hold books days later at what was really spent: a pending row's window and tolerances, not a tap's.
    provisional: pending ? "pending" : "tap",
  };
}

/** A payment whose alert names no merchant still needs a payee the person recognises. */
function fallbackPayee(alert: CardAlert): string {
  if (alert.kind === "withdrawal") return "Cash withdrawal";
  return alert.issuer ? `${alert.issuer} card payment` : "Card payment";
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
