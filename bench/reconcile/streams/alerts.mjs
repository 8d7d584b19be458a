// The issuer's card alert of a payment ("You spent 12.40 at BLUE BOTTLE COFFEE", "Kartenzahlung 23,40 EUR bei REWE"),
// forwarded to the mailbox minutes after the payment: what moved in the account (the authorisation before a tip; at a
// pump, the hold), the card's digits, the shop as the network writes it or by name. A quarter arrive both ways: the
// mail filter's copy (the bank's Message-ID) and the person's own inline forward (none left), in either order. Drawn
// from a PRNG of their own: the stream's other reports are the same with alerts or without.
import { DAY, dateOf, drawing } from "./draw.mjs";

/** Card payments the issuer alerts, and of those the share that reaches the mailbox both ways. */
const ALERTED = 0.3;
const BOTH_WAYS = 0.25;
/** Where the issuer's alerts come from (alert-routes.ts counts the sender in an alert's fingerprint). */
export const ALERT_SENDER = "alerts@issuer.example";

/** The alerts' events: {at, kind: "alert", payment, alert, route, messageId}. */
export function alertEvents(stream) {
  const d = drawing(stream.seed ^ 0x5a1e7);
  const events = [];
  for (const p of stream.payments) {
    if (!p.shop || p.account === "cash" || Number(p.charged) <= 0 || !d.chance(ALERTED)) continue;
    const alert = alertOf(p, stream, d);
    const at = p.t0 + d.int(1, 4);
    const messageId = `<alert.${stream.seed}.${p.id}@issuer.example>`;
    events.push({ at, kind: "alert", payment: p, alert, route: "filter", messageId });
    if (d.chance(BOTH_WAYS)) {
      const other = { at: at + d.int(1, 90), kind: "alert", payment: p, alert, route: "forward", messageId: null };
      // Either may come first: the person forwards before the filter's copy arrives as often as after.
      if (d.chance(0.5)) [events.at(-1).at, other.at] = [other.at, events.at(-1).at];
      events.push(other);
    }
  }
  return events;
}

/** The alert as the mail reader reads it (mail/reader/alert: `CardAlert`). */
function alertOf(p, stream, d) {
  const account = stream.accounts[p.account];
  const minute = p.t0 % DAY;
  return {
    kind: p.hold ? "hold" : "purchase",
    issuer: account.card.split(" ")[0],
    card: account.card,
    last4: account.card.slice(-4),
    merchant: d.chance(0.5) ? p.shop.name : p.field,
    descriptor: p.field,
    amount: p.pendingAmount,
    currency: stream.currency,
    original: p.foreign ? { amount: p.authorised, currency: p.currency } : null,
    date: dateOf(p.day),
    minute: `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`,
    reference: null,
    reason: null,
    how: {},
  };
}
