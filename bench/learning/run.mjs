// Payees and categories learned from the person's own budget, against known truth (bench/learning): generated people
// (generate.mjs), their first 12 months imported as Intake did before it learned (the person renames and files by
// hand), then each later month imported with what the budget's history before it says (src/learning/, bundled from
// intake.ts), the person correcting what came wrong (budget.mjs). Each later month is held out from what it is
// predicted from. Scored: the precision of the categories given and their coverage, the payees right, the shops the
// service's rules decide left to them; then the cost of one import against a budget of 20,000 transactions and 500
// shops (the history read in pages of 2,000, as GET /transactions gives them) and the heap it takes.
//   LEARNING_PEOPLE=n (30), LEARNING_SEED=s (1), VERBOSE=1: each wrong category and payee.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { insert } from "./budget.mjs";
import { CATEGORIES, world } from "./generate.mjs";

const PEOPLE = Number(process.env.LEARNING_PEOPLE ?? 30);
const SEED = Number(process.env.LEARNING_SEED ?? 1);
const VERBOSE = process.env.VERBOSE === "1";
/** Months imported before Intake learned: the history the first learning month starts from. */
const BEFORE = 12;
const GOAL = { precision: 0.97, coverage: 0.7, payees: 0.98 };
/** The service's page of GET /transactions at its largest. */
const PAGE = 2000;

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "out", "learning-intake.mjs");
mkdirSync(dirname(out), { recursive: true });
await build({ entryPoints: [join(here, "intake.ts")], bundle: true, platform: "node", format: "esm", outfile: out, logLevel: "error" });
const { memoryOf, emptyMemory, remember, suggest, suggestions, sayWhy, HistoryCacheStore, MIGRATIONS } = await import(
  pathToFileURL(out).href
);

const nameOf = (id) => CATEGORIES.find((c) => c.id === id)?.name;
const t = {
  rows: 0,
  eligible: 0,
  given: 0,
  right: 0,
  seen: 0,
  payeeRight: 0,
  payeesGiven: 0,
  payeesGivenRight: 0,
  rules: 0,
  rulesLeft: 0,
  rulesTaken: 0,
  all: 0,
  allPayeeRight: 0,
};
const wrong = [];

for (let p = 0; p < PEOPLE; p++) {
  const w = world(SEED * 10_007 + p);
  const rows = [];
  const seenShops = new Set();
  for (const purchase of w.purchases) {
    if (purchase.month < BEFORE) {
      insert(rows, purchase, { payee: null, category: null }, w.drawing);
      if (purchase.shop) seenShops.add(purchase.shop);
    }
  }
  for (let month = BEFORE; month < 24; month++) {
    // One import a month: the history before it read once.
    const asked = suggestions(memoryOf(rows));
    const file = w.purchases.filter((x) => x.month === month);
    for (const purchase of file) {
      const said = asked(purchase.descriptor);
      score(purchase, said, seenShops.has(purchase.shop));
      const sent = { payee: said.payee?.name ?? null, category: said.category?.id ?? null };
      insert(rows, purchase, sent, w.drawing);
    }
    for (const purchase of file) if (purchase.shop) seenShops.add(purchase.shop);
  }
}

function score(purchase, said, seen) {
  const { shop } = purchase;
  t.all++;
  if (shop?.rule) {
    t.rules++;
    if (said.none?.kind === "rule") t.rulesLeft++;
    if (said.payee || said.category) t.rulesTaken++;
    return;
  }
  t.eligible++;
  if (said.category) {
    t.given++;
    if (said.category.id === purchase.category) t.right++;
    else if (VERBOSE)
      wrong.push(
        `category ${nameOf(said.category.id)} for ${nameOf(purchase.category)}: ${purchase.descriptor} (${sayWhy(said.category.why, nameOf)})`,
      );
  }
  const wanted = purchase.payee;
  const payeeRight = wanted ? said.payee?.name === wanted : !said.payee;
  if (said.payee) {
    t.payeesGiven++;
    if (said.payee.name === wanted) t.payeesGivenRight++;
  }
  if (payeeRight) t.allPayeeRight++;
  if (seen && shop) {
    t.seen++;
    if (payeeRight) t.payeeRight++;
    else if (VERBOSE) wrong.push(`payee ${said.payee?.name ?? "(the bank's)"} for ${wanted ?? "(the bank's)"}: ${purchase.descriptor}`);
  }
}

const pct = (a, b) => (b === 0 ? "—" : `${((100 * a) / b).toFixed(2)}%`);
const precision = t.right / t.given;
const coverage = t.given / t.eligible;
const payees = t.payeeRight / t.seen;
console.log(`learning: ${PEOPLE} people (seed ${SEED}), months ${BEFORE + 1}–24 held out, ${t.all} purchases`);
console.log(
  `  categories: precision ${pct(t.right, t.given)} (${t.right}/${t.given}), coverage ${pct(t.given, t.eligible)} of ${t.eligible}`,
);
console.log(
  `  payees: right ${pct(t.payeeRight, t.seen)} of ${t.seen} at shops seen before; given ${t.payeesGiven}, right ${pct(t.payeesGivenRight, t.payeesGiven)}; all purchases ${pct(t.allPayeeRight, t.all)}`,
);
console.log(
  `  rules: ${t.rules} purchases at shops a rule decides, ${pct(t.rulesLeft, t.rules)} left to it, ${t.rulesTaken} taken from it`,
);
const met = precision >= GOAL.precision && coverage >= GOAL.coverage && payees >= GOAL.payees;
console.log(`goal (precision ≥ 97% at coverage ≥ 70%, payees ≥ 98%): ${met ? "met" : "NOT met"}`);
if (VERBOSE) for (const line of wrong.slice(0, 80)) console.log(`  ${line}`);

// The cost of one import: a budget of 20,000 transactions at 500 shops, read in pages, and one month's file asked.
const big = world(SEED, { shops: 500, months: 24, perMonth: 834 });
const history = [];
for (const purchase of big.purchases) if (purchase.month < 23) insert(history, purchase, { payee: null, category: null }, big.drawing);
while (history.length < 20_000)
  insert(history, big.purchases[history.length % big.purchases.length], { payee: null, category: null }, big.drawing);
history.length = 20_000;
const file = big.purchases.filter((x) => x.month === 23);
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const readStarted = process.hrtime.bigint();
const memory = emptyMemory();
let pages = 0;
for (let at = 0; at < history.length; at += PAGE) {
  remember(memory, history.slice(at, at + PAGE));
  pages++;
}
const readMs = Number(process.hrtime.bigint() - readStarted) / 1e6;
const askStarted = process.hrtime.bigint();
let given = 0;
const asked = suggestions(memory);
for (const purchase of file) if (asked(purchase.descriptor).category) given++;
const askMs = Number(process.hrtime.bigint() - askStarted) / 1e6;
globalThis.gc?.();
const heap = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
console.log(
  `cost: ${history.length} transactions read in ${pages} pages (${pages} of the service's 100 requests a minute) in ${readMs.toFixed(0)} ms; ` +
    `${file.length} rows asked in ${askMs.toFixed(0)} ms (${((1000 * askMs) / file.length).toFixed(0)} µs a row, ${given} given a category); ` +
    `history held: ${globalThis.gc ? `${heap.toFixed(1)} MiB of heap` : "heap not measured (run node --expose-gc)"}`,
);
void memory;

// A second import of the same budget, its first import's rows added since. Before: the history read whole again, as
// above. Now: the history the Outbox kept (store/history-cache.ts, here in node:sqlite as in the Durable Object's
// SQLite), one request for what changed since merged into it, and the kept history read back and remembered.
const { DatabaseSync } = await import("node:sqlite");
const db = new DatabaseSync(":memory:");
const sql = {
  exec(query, ...params) {
    const statement = db.prepare(query);
    const rows = /^\s*SELECT/i.test(query) ? statement.all(...params) : (statement.run(...params), []);
    return Object.assign(rows, { one: () => rows[0] });
  },
};
// The migration that made the kept history's tables (schema.ts V27).
for (const step of MIGRATIONS[26]) db.exec(step);
const kept = new HistoryCacheStore(sql);
const since = history.reduce((latest, row) => (row.updated_at > latest ? row.updated_at : latest), "");
const keepStarted = process.hrtime.bigint();
kept.replace("c", { from_date: "2000-01-01", to_date: "2100-01-01", read_at: Date.now(), since }, history);
const keepMs = Number(process.hrtime.bigint() - keepStarted) / 1e6;
const changed = [];
for (const purchase of file) insert(changed, purchase, { payee: null, category: null }, big.drawing);
for (const [i, row] of changed.entries()) Object.assign(row, { id: history.length + i + 1, updated_at: "2100-01-01T00:00:00.000Z" });
const ms = (started) => Number(process.hrtime.bigint() - started) / 1e6;
// Before: the pages parsed as the service writes them, then remembered.
const pagesText = [];
for (let at = 0; at < history.length; at += PAGE)
  pagesText.push(JSON.stringify({ transactions: history.slice(at, at + PAGE), has_more: true }));
const wholeStarted = process.hrtime.bigint();
const memoryWhole = emptyMemory();
for (const text of pagesText) remember(memoryWhole, JSON.parse(text).transactions);
const wholeMs = ms(wholeStarted);
// Now: the changes' one page parsed and merged, the kept history read back, then remembered.
const changesText = JSON.stringify({ transactions: changed, has_more: false });
const mergeStarted = process.hrtime.bigint();
kept.merge("c", JSON.parse(changesText).transactions, "2100-01-01T00:00:00.000Z");
const mergeMs = ms(mergeStarted);
const backStarted = process.hrtime.bigint();
const again = kept.transactions("c");
const backMs = ms(backStarted);
const rememberStarted = process.hrtime.bigint();
const memoryAgain = emptyMemory();
for (let at = 0; at < again.length; at += PAGE) remember(memoryAgain, again.slice(at, at + PAGE));
const rememberMs = ms(rememberStarted);
const secondPages = Math.max(1, Math.ceil(changed.length / PAGE));
console.log(
  `second import: before ${pages} requests, ${wholeMs.toFixed(0)} ms (the history whole again: ${pages} pages parsed and remembered); ` +
    `now ${secondPages} request (${changed.length} transactions changed since), ${(mergeMs + backMs + rememberMs).toFixed(0)} ms ` +
    `(merged ${mergeMs.toFixed(0)}, ${again.length} kept read back ${backMs.toFixed(0)}, remembered ${rememberMs.toFixed(0)}); ` +
    `keeping the first import's history took ${keepMs.toFixed(0)} ms`,
);
