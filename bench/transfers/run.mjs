// Transfers between the budget's own accounts (src/outbox/kinds/transfers.ts): a 5,000-row file of one account paired
// against 5,000 transactions of the budget's three other accounts in its window, by transfer-match.ts bundled from
// src/. Prints the pairing's CPU ÷ reading the window's pages (JSON.parse of what the service sends), the requests
// the look costs (pages, the categories, one group a pair) and the pairs found against the ones generated.
//   TRANSFER_ROWS=n (5000): rows of the file, and transactions of the other accounts.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { prng } from "../csv/seeded-random.mjs";
import { cpuMs, median, servicePages, serviceTransaction } from "../service-pages.mjs";

const ROWS = Number(process.env.TRANSFER_ROWS ?? 5000);
/** One row in 25 of the file is a transfer to or from another account; as many look-alikes share an amount without evidence. */
const TRANSFER_EVERY = 25;
/** The service's page of GET /transactions. */
const PAGE = 2000;
const RUNS = 15;

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "out", "transfer-match.mjs");
mkdirSync(dirname(out), { recursive: true });
await build({
  entryPoints: [join(here, "..", "..", "src", "outbox", "matching", "transfer-match.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: out,
  logLevel: "error",
});
const { pairTransfers } = await import(pathToFileURL(out).href);

const rnd = prng(7);
const day = (n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const accounts = new Map([
  [1, { id: 1, names: ["Everyday Checking"], numbers: ["DE89370400440532013000"] }],
  [2, { id: 2, names: ["Visa Platinum"], numbers: ["4111111111114242"] }],
  [3, { id: 3, names: ["Rainy Day Savings"], numbers: [] }],
  [4, { id: 4, names: ["Euro Wallet"], numbers: [] }],
]);
const movements = [];
const truth = new Set();
let key = 1;
const shops = ["REWE", "Lidl", "Shell 1234", "Amazon Mktp", "Netflix", "Stadtwerke", "Bäckerei"];
for (let i = 0; i < ROWS; i++) {
  const d = Math.floor((i * 365) / ROWS);
  if (i % TRANSFER_EVERY === 0) {
    // A transfer: checking's side names the other account; the other side posts 0–3 days later.
    const other = 2 + (i % 3);
    const amount = Math.round(rnd() * 200_000) / 100 + 1;
    const outKey = key++;
    const inKey = key++;
    const name = accounts.get(other).names[0];
    movements.push({ key: outKey, accountId: 1, date: day(d), amount, currency: "eur", toBase: amount, text: `Transfer to ${name}` });
    movements.push({
      key: inKey,
      accountId: other,
      date: day(d + Math.floor(rnd() * 4)),
      amount: -amount,
      currency: "eur",
      toBase: -amount,
      text: "Incoming transfer",
    });
    truth.add(`${outKey}:${inKey}`);
    // A look-alike: the same amount in another account the same day, no evidence.
    movements.push({
      key: key++,
      accountId: other,
      date: day(d),
      amount: -amount,
      currency: "eur",
      toBase: -amount,
      text: "Refund Electronics",
    });
  } else {
    const amount = Math.round(rnd() * 15_000) / 100 + 0.5;
    movements.push({
      key: key++,
      accountId: 1,
      date: day(d),
      amount,
      currency: "eur",
      toBase: amount,
      text: `${shops[i % shops.length]} ${i}`,
    });
  }
}
// The other accounts' own spending, up to ROWS transactions in all.
for (let n = movements.length - ROWS; n < ROWS; n++) {
  const amount = Math.round(rnd() * 9_000) / 100 + 0.5;
  movements.push({
    key: key++,
    accountId: 2 + (n % 3),
    date: day(Math.floor(rnd() * 365)),
    amount,
    currency: "eur",
    toBase: amount,
    text: `${shops[n % shops.length]} card ${n}`,
  });
}

// What the service sends for the window: the transactions as JSON, a page at a time.
const pages = servicePages(
  movements.map((m) =>
    serviceTransaction({
      id: m.key,
      date: m.date,
      amount: m.amount.toFixed(4),
      currency: m.currency,
      toBase: m.toBase,
      payee: m.text,
      accountId: m.accountId,
    }),
  ),
  PAGE,
);

let pairs = [];
const pairing = [];
const reading = [];
// Sides in turns, after a warm-up of each.
for (let r = -3; r < RUNS; r++) {
  const p = cpuMs(() => (pairs = pairTransfers(movements, accounts)));
  const j = cpuMs(() => pages.forEach((page) => JSON.parse(page)));
  if (r >= 0) (pairing.push(p), reading.push(j));
}
const found = pairs.filter((p) => truth.has(`${p.out}:${p.in}`)).length;
console.log(`transfers.rows ${ROWS} of the file against ${movements.length - ROWS} of the other accounts`);
console.log(
  `transfers.pairing_vs_reading_ratio ${(median(pairing) / median(reading)).toFixed(2)} (median of ${RUNS} runs in turns: pairing ${median(pairing).toFixed(1)} ms vs JSON.parse of the window's ${pages.length} pages ${median(reading).toFixed(1)} ms)`,
);
console.log(
  `transfers.requests ${pages.length + 1 + pairs.length} (${pages.length} pages of ${PAGE}, the categories, ${pairs.length} groups; none per row)`,
);
console.log(
  `transfers.pairs ${pairs.length} found, ${found} of ${truth.size} generated, ${pairs.length - found} wrong (look-alikes of an equal amount without evidence: ${truth.size})`,
);
