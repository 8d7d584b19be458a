// When each report of a stream's payments reaches Intake: a tap and a receipt at their own minute, the bank's rows
// in the exports the person uploads, account by account, every few days and once after the month. An export holds
// the rows booked since the one before (and some days before that: exports overlap) and, where the bank shows
// them, the rows still pending then.
import { DAY, dateOf } from "./draw.mjs";

/** Days between two uploads of one account's export. */
const EXPORT_EVERY = [3, 9];
/** Days an export reaches back before the previous one's end: the same rows again. */
const OVERLAP = [0, 3];
/** Someone who watches a hold looks at the bank that evening this often (an export while the hold is pending). */
const EXPORT_AFTER_HOLD = 0.7;

/** The stream's events, oldest first: {at, kind: "tap" | "receipt", payment} or {at, kind: "export", account, rows}. */
export function eventsOf(payments, accounts, lastDay, d) {
  const events = [];
  for (const p of payments) {
    if (p.tap) events.push({ at: p.tap.at, kind: "tap", payment: p });
    if (p.receipt) events.push({ at: p.receipt.at, kind: "receipt", payment: p });
  }
  for (const [name, account] of Object.entries(accounts)) {
    const mine = payments.filter((p) => p.account === name && p.booked);
    let previous = -Infinity;
    for (const at of exportTimes(mine, lastDay, d)) {
      const from = previous - d.int(...OVERLAP) * DAY;
      const rows = [];
      for (const p of mine) {
        if (p.booked.at <= at && p.booked.at > from) rows.push(row(p, "booked", p.booked.date, p.booked.amount));
        else if (account.pending && p.t0 < at && at < p.booked.at) rows.push(row(p, "pending", dateOf(p.day), p.pendingAmount));
      }
      rows.sort((a, b) => a.date.localeCompare(b.date));
      if (rows.length > 0) events.push({ at, kind: "export", account: name, rows });
      previous = at;
    }
  }
  return events.sort((a, b) => a.at - b.at);
}

const row = (payment, channel, date, amount) => ({ payment, channel, date, amount, text: payment.booked.text });

/** Every few days an evening's upload, the last one after everything of the month is booked; and after a hold. */
function exportTimes(payments, lastDay, d) {
  const times = [];
  for (let day = d.int(1, 5); day <= lastDay + 3; day += d.int(...EXPORT_EVERY)) times.push(day * DAY + d.int(18 * 60, 23 * 60));
  times.push((lastDay + 6) * DAY + 20 * 60);
  for (const p of payments) {
    if ((p.hold || p.pendingShown) && d.chance(p.pendingShown ? 1 : EXPORT_AFTER_HOLD)) times.push(p.t0 + d.int(2, 8) * 60);
  }
  return times.sort((a, b) => a - b);
}
