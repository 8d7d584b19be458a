// Two trees' email() steps timed against each other, as bench/email times ours against PostalMime (paired.mjs): each
// tree's bench worker in a fresh workerd per pair, in turns, by CPU. What a change to the mail reader is worth, where
// the PostalMime line's own spread (its quartiles span a third of the ratio on a busy machine) would hide it.
//
//   node bench/email/compare.mjs <tree A> <tree B>      (e.g. a worktree of main, and this one)
//
// Prints B ÷ A for every thread and for the JavaScript thread. EMAIL_COMPARE_PAIRS (default 5) pairs over the mix of
// EMAIL_BENCH_MESSAGES (default 200) messages.
import { join, resolve } from "node:path";
import { pairedRatio, ratioLine } from "../paired.mjs";

const [a, b] = process.argv.slice(2).map((tree) => resolve(tree));
if (!a || !b) throw new Error("usage: node bench/email/compare.mjs <tree A> <tree B>");
const messages = Number(process.env.EMAIL_BENCH_MESSAGES ?? 200);
const r = await pairedRatio({
  config: (side) => join(side === "A" ? a : b, "bench/email/wrangler.toml"),
  pairs: Number(process.env.EMAIL_COMPARE_PAIRS ?? 5),
  sides: ["B", "A"],
  prepare: () => `/prepare?messages=${messages}`,
});
const ms = (x) => x.toFixed(1);
console.log(`email.compare_every_thread ${ratioLine(r.cpu)}; A ${ms(r.cpu.A.iqm)} ms, B ${ms(r.cpu.B.iqm)} ms`);
console.log(`email.compare_js_thread ${ratioLine(r.js)}; A ${ms(r.js.A.iqm)} ms, B ${ms(r.js.B.iqm)} ms`);
