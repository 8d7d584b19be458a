// Two trees' CSV plans timed against each other, as bench/csv times ours against papaparse (paired.mjs): each tree's
// bench worker in a fresh workerd per pair, in turns, by CPU. What a change to the planner is worth, before the
// papaparse line says whether the goal holds.
//
//   node bench/csv/compare.mjs <tree A> <tree B>      (e.g. a worktree of main, and this one)
//
// Prints B ÷ A for every thread and for the JavaScript thread. CSV_COMPARE_PAIRS (default 5) pairs of
// CSV_BENCH_ROWS (default 100,000) rows.
import { join, resolve } from "node:path";
import { pairedRatio, ratioLine } from "../paired.mjs";

const [a, b] = process.argv.slice(2).map((tree) => resolve(tree));
if (!a || !b) throw new Error("usage: node bench/csv/compare.mjs <tree A> <tree B>");
const rows = Number(process.env.CSV_BENCH_ROWS ?? 100_000);
const r = await pairedRatio({
  config: (side) => join(side === "A" ? a : b, "bench/csv/wrangler.toml"),
  pairs: Number(process.env.CSV_COMPARE_PAIRS ?? 5),
  sides: ["B", "A"],
  prepare: () => `/prepare?subject=csv&side=ours&rows=${rows}`,
});
const ms = (x) => x.toFixed(1);
console.log(`csv.compare_every_thread ${ratioLine(r.cpu)}; A ${ms(r.cpu.A.iqm)} ms, B ${ms(r.cpu.B.iqm)} ms`);
console.log(`csv.compare_js_thread ${ratioLine(r.js)}; A ${ms(r.js.A.iqm)} ms, B ${ms(r.js.B.iqm)} ms`);
