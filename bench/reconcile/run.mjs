// The reconciliation's cost: a 5,000-row bank file appended to the Outbox in chunks of 1,000, each chunk matched
// against the account's open receipts (500, of which the file pays 500) ÷ the same appends with no open receipt.
// The Outbox's own SQLite answers it: no request to the budgeting service, no listing, nothing per row (each match
// then costs its one update, sent by delivery). Run in Node over node:sqlite, the SQLite the Durable Object also
// runs, with the store and the step bundled from src/ as deployed; CPU per run from process.cpuUsage, the two sides
// in turns, interquartile mean of the paired ratios.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { prng } from "../csv/seeded-random.mjs";
import { sqliteStorage } from "./sqlite-storage.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const ROWS = 5_000;
const RECEIPTS = 500;
const CHUNK = 1_000;
const PAIRS = 11;
const ACCOUNT = 101;

const out = join(here, "..", "out", "reconcile-entry.mjs");
mkdirSync(dirname(out), { recursive: true });
await build({ entryPoints: [join(here, "entry.ts")], bundle: true, platform: "node", format: "esm", outfile: out, logLevel: "error" });
const { OutboxStore, reconcileAppended } = await import(pathToFileURL(out).href);

const day = (n) => new Date(Date.UTC(2026, 9, 1) + n * 86_400_000).toISOString().slice(0, 10);
const MERCHANTS = ["Corner Books", "Blue Bottle Coffee", "Harbour Tools", "City Pharmacy", "Green Grocer", "Trattoria Roma", "Cinema Nova"];

/** A fresh Outbox store with `open` receipts inserted into the account, and the bank file's rows (every receipt paid in it). */
function world(open, seed) {
  const rnd = prng(seed);
  const store = new OutboxStore(sqliteStorage());
  const receipts = Array.from({ length: RECEIPTS }, (_, i) => ({
    date: day(Math.floor(rnd() * 28)),
    amount: (5 + Math.floor(rnd() * 20_000) / 100).toFixed(2),
    payee: `${MERCHANTS[i % MERCHANTS.length]} ${i}`,
    external_id: `rcpt:o:${i}`,
  }));
  if (open) {
    store.jobs.create({
      id: "receipts",
      connection_id: "c",
      source: "email",
      manual_account_id: ACCOUNT,
      apply_rules: 1,
      skip_duplicates: 1,
      sealed: 1,
      created_at: 0,
    });
    store.items.append(
      "receipts",
      receipts.map((item, i) => ({ row: i + 1, item, provisional: "receipt" })),
      [],
    );
    receipts.forEach((_, i) => store.items.settle("receipts", i, "inserted", 10_000 + i, null));
  }
  const rows = Array.from({ length: ROWS }, (_, i) => {
    if (i < RECEIPTS) {
      const r = receipts[i];
      return {
        date: day(Number(r.date.slice(8, 10)) - 1 + Math.floor(rnd() * 4)),
        amount: r.amount,
        payee: r.payee.toUpperCase(),
        external_id: `b:${i}`,
      };
    }
    return {
      date: day(Math.floor(rnd() * 30)),
      amount: (Math.floor(rnd() * 900_000) / 100 + 0.01).toFixed(2),
      payee: `SHOP ${i}`,
      external_id: `b:${i}`,
    };
  });
  store.jobs.create({
    id: "bank",
    connection_id: "c",
    source: "csv",
    manual_account_id: ACCOUNT,
    apply_rules: 1,
    skip_duplicates: 1,
    sealed: 0,
    created_at: 0,
    bank_rows: 1,
  });
  return { store, planned: rows.map((item, i) => ({ row: i + 2, item })) };
}

/** CPU ms of appending the file chunk by chunk, each chunk reconciled; and how many rows claimed a receipt. */
function appendFile(open, seed) {
  const { store, planned } = world(open, seed);
  const job = store.jobs.get("bank");
  const before = process.cpuUsage();
  for (let at = 0; at < planned.length; at += CHUNK) {
    const chunk = planned.slice(at, at + CHUNK);
    const first = store.items.append("bank", chunk, []);
    reconcileAppended(store, job, first, chunk, Date.now());
  }
  const used = process.cpuUsage(before);
  const claimed = store.reconciliations.pendingClaims("bank", ROWS).length;
  return { ms: (used.user + used.system) / 1000, claimed };
}

const ratios = [];
const sides = { with: [], without: [] };
let claimed = 0;
for (let pair = 0; pair < PAIRS + 2; pair++) {
  // Turns alternate which side goes first; the first two pairs warm the JIT and are not counted.
  const order = pair % 2 === 0 ? [true, false] : [false, true];
  const result = {};
  for (const open of order) result[open] = appendFile(open, 42 + pair);
  if (pair < 2) continue;
  claimed = result[true].claimed;
  sides.with.push(result[true].ms);
  sides.without.push(result[false].ms);
  ratios.push(result[true].ms / result[false].ms);
}
const sorted = [...ratios].sort((a, b) => a - b);
const quarter = Math.floor(sorted.length / 4);
const middle = sorted.slice(quarter, sorted.length - quarter);
const iqm = middle.reduce((a, b) => a + b, 0) / middle.length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `reconcile: ${ROWS.toLocaleString("en")} bank rows appended against ${RECEIPTS} open receipts ÷ against none: ` +
    `${iqm.toFixed(2)} (median ${median(ratios).toFixed(2)}, range ${sorted[0].toFixed(2)}–${sorted.at(-1).toFixed(2)}; ` +
    `${median(sides.with).toFixed(1)} vs ${median(sides.without).toFixed(1)} ms CPU); ${claimed} of ${RECEIPTS} receipts claimed, 0 requests`,
);
if (claimed !== RECEIPTS) {
  console.error(`reconcile: expected every receipt claimed, got ${claimed}`);
  process.exit(1);
}
