// When a receipt or a card alert was sent, as an instant: a shop mails its receipt minutes after the card was tapped,
// and of two purchases alike the payment just before the mail is its own (matching/receipt-match.ts).

/** A Date header that states its zone ("Tue, 20 Oct 2026 14:52:10 -0700", "…Z", "… GMT"): the rest say no instant. */
const ZONED = /(?:[+-]\d{2}:?\d{2}|Z|\b(?:GMT|UTC|UT)\b)\s*(?:\([^)]*\))?\s*$/i;

/**
 * The instant a message was sent, to the minute in UTC ("2026-10-20T21:52Z"): its own Date header when that states its
 * zone (an inline forward's quoted date seldom does), else when it reached Intake, which it cannot precede.
 */
export function sentAt(date: string | null | undefined, receivedAt: Date): string {
  const written = date?.trim() ?? "";
  const parsed = ZONED.test(written) ? Date.parse(written) : Number.NaN;
  const at = Number.isNaN(parsed) || parsed > receivedAt.getTime() ? receivedAt : new Date(parsed);
  return `${at.toISOString().slice(0, 16)}Z`;
}
