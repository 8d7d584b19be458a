// What the streams bench prints: the totals over every stream, a line per class of payment, and on request each
// failing payment of a class with what became of its reports (to find a failure: its seed and payment).

import { noCounts } from "./score.mjs";

/** What can go wrong with a payment (score.mjs), in the table's order. */
const FLAGS = ["lost", "merged", "crossed", "doubled", "wrongPayee", "wrongAmount"];

/** Prints the totals and the classes; answers the totals. */
export function printed(results, { streams, seed, cpuMs }) {
  const totals = noCounts();
  const pairs = { made: 0, right: 0, due: 0 };
  const classes = new Map();
  for (const { stream, score } of results) {
    for (const key of Object.keys(score.counts)) totals[key] += score.counts[key];
    for (const key of Object.keys(pairs)) pairs[key] += score.pairs[key];
    for (const p of stream.payments) {
      totals.reports += p.reports.length;
      const f = score.flags.get(p);
      for (const tag of p.tags) {
        const row = classes.get(tag) ?? { payments: 0, lost: 0, merged: 0, crossed: 0, doubled: 0, wrongPayee: 0, wrongAmount: 0 };
        row.payments++;
        for (const key of FLAGS) row[key] += f[key] ? 1 : 0;
        classes.set(tag, row);
      }
    }
  }
  const n = (x) => x.toLocaleString("en");
  const share = (x, of) => `${((100 * x) / of).toFixed(2)}%`;
  console.log(
    `reconcile streams: ${n(streams)} streams (seed ${seed}), ${n(totals.payments)} payments reported ${n(totals.reports)} times; ` +
      `${n(totals.transactions)} transactions in the budgets for them (CPU ${(cpuMs / 1000).toFixed(1)} s)`,
  );
  console.log(`  lost: ${n(totals.lost)} payments (${share(totals.lost, totals.payments)}) with no transaction of their own`);
  console.log(`  merged: ${n(totals.merged)} transactions standing for two payments or more`);
  console.log(`  crossed: ${n(totals.crossed)} transactions holding another payment's report (that payment kept one of its own)`);
  console.log(
    `  doubles: ${n(totals.doubled)} payments (${share(totals.doubled, totals.payments)}) as two transactions or more (${n(totals.extra)} extra)`,
  );
  console.log(`  wrong payee: ${n(totals.wrongPayee)} transactions named after another payment`);
  console.log(`  wrong amount: ${n(totals.wrongAmount)} payments whose one transaction has another amount than was paid`);
  console.log(
    `  merges (two reports in one transaction): precision ${(pairs.right / pairs.made).toFixed(4)} (${n(pairs.right)} of ${n(pairs.made)} made), ` +
      `recall ${(pairs.right / pairs.due).toFixed(4)} (${n(pairs.right)} of ${n(pairs.due)} due)`,
  );
  console.log(
    `  transfers between the person's accounts: ${n(totals.transfersFound)} of ${n(totals.transfers)} grouped ` +
      `(${share(totals.transfersFound, Math.max(1, totals.transfers))}), ${n(totals.groupsWrong)} groups wrong; ` +
      `look-alikes kept apart: ${n(totals.lookAlikesApart)} of ${n(totals.lookAlikes)}`,
  );
  const header = ["class", "payments", "lost", "merged", "crossed", "doubled", "wrong payee", "wrong amount"];
  console.log(
    `  ${header[0].padEnd(26)}${header
      .slice(1)
      .map((h) => h.padStart(13))
      .join("")}`,
  );
  for (const [tag, row] of [...classes].sort((a, b) => a[0].localeCompare(b[0]))) {
    const cells = [row.payments, ...FLAGS.map((key) => row[key])];
    console.log(`  ${tag.padEnd(26)}${cells.map((c) => n(c).padStart(13)).join("")}`);
  }
  return totals;
}

/** Up to `MAX_SHOWN` failing payments of a class ("all": of any), each with its reports' fates. */
export function explain(results, tag) {
  const MAX_SHOWN = 40;
  let shown = 0;
  for (const { stream, replayed, score } of results) {
    for (const p of stream.payments) {
      const f = score.flags.get(p);
      const failed = Object.entries(f)
        .filter(([, v]) => v)
        .map(([k]) => k);
      const wanted = tag === "all" || p.tags.includes(tag) || failed.includes(tag);
      if (failed.length === 0 || !wanted) continue;
      if (shown++ >= MAX_SHOWN) return;
      const what = p.shop ? `${p.shop.name} ${p.charged} ${p.currency}` : p.booked.text;
      console.log(`seed ${stream.seed} ${p.id} ${what} (${p.account}, day ${p.day + 1}; ${p.tags.join(", ")}): ${failed.join(", ")}`);
      for (const j of replayed.joins.filter((x) => x.payment === p)) {
        const tx = replayed.budget.transactions.get(j.tx);
        const holder = score.own.get(p).some((t) => t.id === j.tx) ? "its own" : `now ${tx ? `${tx.amount} "${tx.payee}"` : "none"}`;
        console.log(`    ${j.channel} → ${j.state} tx ${j.tx} (${holder})`);
      }
    }
  }
}
