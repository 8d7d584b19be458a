// Reconciliation against known truth: 500 generated months of one person's payments (generate.mjs), each replayed
// through Intake's Outbox store and delivery (intake.ts, bundled from src/ as deployed, over node:sqlite) into a
// simulated budget, and scored (score.mjs): payments lost or merged (the goal: none), doubled (the goal: ≤ 1%),
// transactions holding another payment's report (crossed, the goal: ≤ 0.5%), payees on the wrong payment, the
// precision and recall of the merges, and the same per class of collision.
//   STREAMS=n (500), STREAMS_SEED=s (1): which streams; STREAMS_SHOW=<class, failure> (or "all"): each failing
//   payment of that class or failing that way (lost, merged, doubled…), with its stream's seed and what became of each of its reports.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sqliteStorage } from "../sqlite-storage.mjs";
import { stream } from "./generate.mjs";
import { explain, printed } from "./report.mjs";
import { replay } from "./replay.mjs";
import { score } from "./score.mjs";

/** At least 500 streams: the floor for a figure of precision and recall. */
const STREAMS = Number(process.env.STREAMS ?? 500);
const SEED = Number(process.env.STREAMS_SEED ?? 1);
/** The goal: no payment lost or merged, at most 1% doubled, 0.5% crossed; transfers grouped ≥ 98%, none wrongly. */
const GOAL = { lost: 0, merged: 0, doubled: 0.01, crossed: 0.005, transfers: 0.98 };

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "..", "out", "streams-intake.mjs");
mkdirSync(dirname(out), { recursive: true });
// The API's document (a module the worker loads for /openapi.json only) is never read here: left out of the bundle.
await build({
  entryPoints: [join(here, "intake.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: out,
  logLevel: "error",
  external: ["./vendor/api-document.mjs"],
});
const { Intake } = await import(pathToFileURL(out).href);

const results = [];
const started = process.cpuUsage();
// One database for every stream, emptied between them: a store migrates once, as an Outbox does.
const storage = sqliteStorage({ reuse: true });
for (let i = 0; i < STREAMS; i++) {
  const s = stream(SEED * 100_003 + i);
  const replayed = await replay(s, Intake, storage.emptied());
  results.push({ stream: s, replayed, score: score(s, replayed) });
}
const cpu = process.cpuUsage(started);
const totals = printed(results, { streams: STREAMS, seed: SEED, cpuMs: (cpu.user + cpu.system) / 1000 });
if (process.env.STREAMS_SHOW) explain(results, process.env.STREAMS_SHOW);
const met =
  totals.lost <= GOAL.lost &&
  totals.merged <= GOAL.merged &&
  totals.doubled <= GOAL.doubled * totals.payments &&
  totals.crossed <= GOAL.crossed * totals.payments &&
  totals.transfersFound >= GOAL.transfers * totals.transfers &&
  totals.groupsWrong === 0 &&
  totals.lookAlikesApart === totals.lookAlikes;
console.log(
  `goal (0 lost, 0 merged, doubles ≤ ${GOAL.doubled * 100}%, crossed ≤ ${GOAL.crossed * 100}%, transfers grouped ≥ ${GOAL.transfers * 100}%, none wrong): ${met ? "met" : "NOT met"}`,
);
process.exit(met ? 0 : 1);
