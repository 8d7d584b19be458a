// What a phone and a receipt hand Intake of a payment: the fields a phone posts to /taps (the end-to-end test posts
// them), the purchase the mail reader reads from a receipt (the end-to-end test mails it: test/support/streams.ts).
// A bank's export is its file: bank-files.mjs.
import { localTime } from "./draw.mjs";

/** The person's UTC offset in October, as their phone writes a time. */
export const OFFSETS = { us: "-07:00", eu: "+02:00" };
const SYMBOLS = { usd: "$", eur: "€" };

/** A stream's minute (the person's local time) as the instant it is: when a mail or a tap reaches Intake. */
export const instant = (minute, home) => new Date(localTime(minute, OFFSETS[home]));

/** The phone's amount: "12.40", "€4.50" abroad from the US; "4,50 €" at home in Europe. */
export function tapAmount(p, home) {
  const amount = p.authorised;
  const symbol = SYMBOLS[p.currency];
  if (home === "us") return p.currency === "usd" ? amount : `${symbol}${amount}`;
  return `${amount.replace(".", ",")} ${symbol}`;
}

export function tapFields(p, stream) {
  return {
    merchant: p.tap.name,
    amount: tapAmount(p, stream.home),
    currency: p.currency.toUpperCase(),
    card: stream.accounts[p.account].card,
    time: localTime(p.t0, OFFSETS[stream.home]),
  };
}

/** The receipt as the reader reads it (mail/reader/receipt-plan.ts `ReadPurchase`), a restaurant's tip line read. */
export function purchaseOf(p) {
  const purchase = { merchant: p.shop.name, total: p.charged, currency: p.currency, date: p.receipt.date, orderNumber: p.receipt.order };
  return { ...purchase, items: [], ...(p.tip ? { tip: tipOf(p) } : {}) };
}

/** The tip a receipt's total includes: what was charged over what was authorised (the bill). */
export const tipOf = (p) => (Math.round(Number(p.charged) * 100 - Number(p.authorised) * 100) / 100).toFixed(2);
