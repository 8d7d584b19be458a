// Does the budget agree with the bank (src/outbox/agreement/): an account with 20,000 transactions over a year of
// monthly statements (an opening and a closing balance each), checked once, by agreement.ts bundled from src/. Prints
// the check's CPU ÷ reading the account's pages (JSON.parse of what the service sends), the requests the check costs
// (pages of 2,000: nothing per transaction or per row), and what it found with one transaction deleted in the budget.
//   AGREEMENT_TRANSACTIONS=n (20000): the account's transactions in the year.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { prng } from "../csv/seeded-random.mjs";
import { cpuMs, median, servicePages, serviceTransaction } from "../service-pages.mjs";

const TRANSACTIONS = Number(process.env.AGREEMENT_TRANSACTIONS ?? 20_000);
/** The service's page of GET /transactions. */
const PAGE = 2000;
const RUNS = 15;

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "out", "agreement.mjs");
mkdirSync(dirname(out), { recursive: true });
await build({
  stdin: {
    contents: `export { agreementOf } from "./src/outbox/agreement/agreement.ts"; export { chosenAnchors } from "./src/outbox/agreement/anchors.ts";`,
    resolveDir: join(here, "..", ".."),
    loader: "ts",
  },
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: out,
  logLevel: "error",
});
const { agreementOf, chosenAnchors } = await import(pathToFileURL(out).href);

const rnd = prng(11);
const day = (n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const transactions = [];
const rows = [];
const anchors = [];
let balance = 500_000; // units of a ten-thousandth: 50.00
let month = -1;
for (let i = 0; i < TRANSACTIONS; i++) {
  const d = Math.floor((i * 365) / TRANSACTIONS);
  const date = day(d);
  const m = Number(date.slice(5, 7));
  if (m !== month) {
    if (month !== -1) anchors.push({ date: day(d - 1), units: balance, kind: "closing", importId: `m${month}`, at: month });
    anchors.push({ date: day(d - 1), units: balance, kind: "opening", importId: `m${m}`, at: m });
    month = m;
  }
  const cents = i % 40 === 0 ? -Math.round(rnd() * 300_000) : Math.round(rnd() * 9_000) + 50;
  const amount = (cents / 100).toFixed(2);
  balance -= cents * 100;
  transactions.push({ id: i + 1, date, amount, currency: "eur", payee: `Shop ${i % 97}` });
  rows.push({ importId: `m${m}`, row: i + 2, date, amount, payee: `SHOP ${i % 97}`, transactionId: i + 1, state: "inserted" });
}
anchors.push({ date: day(364), units: balance, kind: "closing", importId: `m${month}`, at: month });
// One transaction of July deleted in the budget.
const deleted = transactions.findIndex((t) => t.date >= "2026-07-10");
const inBudget = transactions.filter((_, i) => i !== deleted);
const pages = servicePages(
  inBudget.map((t) => serviceTransaction({ ...t, toBase: Number(t.amount), accountId: 7 })),
  PAGE,
);

const covered = [{ from: day(0), to: day(364) }];
let answer;
const checking = [];
const reading = [];
for (let r = -3; r < RUNS; r++) {
  const c = cpuMs(() => {
    answer = agreementOf({
      anchors: chosenAnchors(anchors),
      transactions: inBudget,
      rows,
      covered,
      rowsKept: covered,
      currency: "eur",
      side: "asset",
    });
  });
  const j = cpuMs(() => pages.forEach((page) => JSON.parse(page)));
  if (r >= 0) (checking.push(c), reading.push(j));
}
console.log(`agreement.transactions ${TRANSACTIONS} in a year of 12 monthly statements (${chosenAnchors(anchors).length} balances)`);
console.log(
  `agreement.check_vs_reading_ratio ${(median(checking) / median(reading)).toFixed(2)} (median of ${RUNS} runs in turns: the check ${median(checking).toFixed(1)} ms vs JSON.parse of the account's ${pages.length} pages ${median(reading).toFixed(1)} ms)`,
);
console.log(`agreement.requests ${pages.length} (pages of ${PAGE}; nothing per transaction or row)`);
const named = answer.causes.map((c) => `${c.kind} ${c.date} ${c.amount}`).join("; ");
console.log(`agreement.found ${answer.status}, ${answer.stretches.differ} of ${answer.stretches.checked} months differ: ${named}`);
