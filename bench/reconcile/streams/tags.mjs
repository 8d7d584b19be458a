// What a payment's reports are, and the classes it is counted in besides its collision: how it was paid and in
// which order its reports came, so that a failure in the bench's table points at what made it hard.

/** Each payment's `reports` (the truth: the channels that reported it) and `tags`. */
export function tagged(payments, events) {
  const firstRow = new Map();
  for (const p of payments) p.reports = [];
  for (const e of events) {
    if (e.kind !== "export") {
      // One report per channel, as a transaction holds them (score.mjs): an alert both ways is one alert, counted apart.
      if (e.kind === "alert") e.payment.alertWays = (e.payment.alertWays ?? 0) + 1;
      if (!e.payment.reports.includes(e.kind)) e.payment.reports.push(e.kind);
      continue;
    }
    for (const r of e.rows) {
      if (!firstRow.has(r.payment)) firstRow.set(r.payment, e.at);
      if (!r.payment.reports.includes(r.channel)) r.payment.reports.push(r.channel);
    }
  }
  for (const p of payments) {
    const tags = new Set(p.tags);
    const rowAt = firstRow.get(p) ?? Infinity;
    if (!tags.size) tags.add("no collision drawn");
    if (!p.shop) tags.add("bank only");
    if (p.account === "cash") tags.add("cash");
    if (p.tip) tags.add("tip");
    if (p.foreign) tags.add("other currency");
    if (p.hold) tags.add(p.shop.kind === "hotel" ? "hotel hold" : "fuel hold");
    if (p.booked && Number(p.booked.amount) < 0) tags.add("money in");
    if (p.reports.includes("pending")) tags.add("pending row");
    if (p.receipt && p.tap) tags.add("receipt and tap");
    if (p.receipt && p.receipt.at > rowAt) tags.add("receipt after the row");
    if (p.tap && p.tap.at > rowAt) tags.add("tap after the row");
    if (p.alertWays) tags.add(p.alertWays > 1 ? "alert both ways" : "card alert");
    p.tags = [...tags];
  }
}
