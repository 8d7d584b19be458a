// A ratio you can trust: each side of a comparison runs in a fresh isolate (a new worker per side per repetition),
// the two alive at once and timed in turns A B, B A, A B…, each by the CPU its own workerd uses (bench-worker.mjs),
// and the ratio is the interquartile mean of the paired ratios, with their spread. A side never pays for the
// other's garbage or shares its compiled code, other programs' work on the machine is not counted, and a slow
// stretch of the machine falls on both sides of a pair.
import { startBenchWorker } from "./bench-worker.mjs";

/** Quartiles and extremes of a list of numbers. */
export function spread(values) {
  const s = [...values].sort((a, b) => a - b);
  const at = (q) => {
    const i = (s.length - 1) * q;
    const lo = Math.floor(i);
    return s[lo] + (s[Math.ceil(i)] - s[lo]) * (i - lo);
  };
  // The interquartile mean: the middle half's mean. A side's isolate now and then runs a stretch slower past its
  // warm-up (WARM_RUNS), and a median flips with how many of those a run drew; the mean does not, and the middle
  // half leaves out the pair such an isolate or a busy moment of the machine spoiled.
  const middle = s.slice(Math.floor(s.length / 4), s.length - Math.floor(s.length / 4));
  const iqm = middle.reduce((sum, x) => sum + x, 0) / middle.length;
  return { min: s[0], q1: at(0.25), median: at(0.5), iqm, q3: at(0.75), max: s.at(-1) };
}

/**
 * `pairs` repetitions of A and B, each side in a worker of its own started from `config` (a wrangler.toml, or a
 * function of the side that names one: two trees compared; a fresh isolate per side per repetition), both alive at once and run in turns (`interleaved` below): `prepare(side)` is the path that
 * makes a side's bytes. Answers, per metric (`cpu`: every thread, `js`: the JavaScript thread), the paired ratios'
 * spread and each side's CPU ms per run.
 */
export async function pairedRatio({ config, pairs, sides: [a, b], prepare }) {
  const pairsMeasured = [];
  for (let i = 0; i < pairs; i++) {
    // Which side starts (and so runs first in each even turn) alternates from one repetition to the next.
    const order = i % 2 === 0 ? [a, b] : [b, a];
    const workers = [];
    try {
      for (const side of order)
        workers.push({ side, worker: await startBenchWorker(typeof config === "function" ? config(side) : config) });
      pairsMeasured.push(await interleaved(workers, prepare));
    } finally {
      await Promise.all(workers.map(({ worker }) => worker.dispose()));
    }
  }
  const byMetric = {};
  for (const metric of Object.keys(pairsMeasured[0][a])) {
    byMetric[metric] = {
      ratio: spread(pairsMeasured.map((p) => p[a][metric] / p[b][metric])),
      [a]: spread(pairsMeasured.map((p) => p[a][metric])),
      [b]: spread(pairsMeasured.map((p) => p[b][metric])),
      pairs,
    };
  }
  return byMetric;
}

/** "1.23 (interquartile mean of 11 pairs, …; median 1.22, quartiles 1.20–1.26, range 1.15–1.31)" */
export function ratioLine(r) {
  const f = (x) => x.toFixed(2);
  return `${f(r.ratio.iqm)} (interquartile mean of ${r.pairs} pairs, each side in a fresh isolate; median ${f(r.ratio.median)}, quartiles ${f(r.ratio.q1)}–${f(r.ratio.q3)}, range ${f(r.ratio.min)}–${f(r.ratio.max)})`;
}

/**
 * Untimed runs before a side is timed. A fresh isolate's first runs are the JIT's: optimized code is thrown away
 * as the first runs' objects die and recompiled on a background thread, and when that settles depends on the
 * thread's timing (under V8's `--no-concurrent-recompilation`, six isolates of six were at their steady speed
 * from the third run). Timed from their third run, the CSV plan's isolates fell into two modes (~240 and ~340 ms);
 * by the tenth run most had settled.
 */
export const WARM_RUNS = 12;
/** CPU a side's timed runs take at least: enough for several of papaparse's major collections (one every ~10 runs). */
export const TIMED_CPU_MS = 4000;
/**
 * Turns each side's timed runs are cut into. This VM runs a memory-bound program ~1.6× slower for stretches of
 * seconds, and two workerd processes timed side by side mostly slow down together: sides timed one after the
 * other drew different stretches (the statement lines moved ±20% between runs), sides taking turns share them.
 */
export const TURNS = 8;

/**
 * The CPU ms of one run of each side at its steady speed, amortized: each side's `prepare` untimed, WARM_RUNS runs
 * of each untimed (in turns), then TURNS turns of each side, A B, B A, A B…, each turn as many runs in a row as fill
 * its share of TIMED_CPU_MS (one request, so a request's own cost is spread over them). A side's time is the CPU
 * its workerd used from its first timed turn to the end of its last, shared out among the runs: what its
 * collector does on its own threads while the other side's turn runs is counted too. Not the median run: a side
 * that makes much garbage pays for a major collection every few runs (papaparse's runs alternate ~140 and
 * ~200 ms, with a ~500 ms one every ~10), and a median would miss what they cost.
 */
async function interleaved(workers, prepare) {
  for (const { side, worker } of workers) await worker.get(prepare(side));
  // The last warm-up run sizes the timed turns.
  const lastRunMs = new Map();
  for (let i = 0; i < WARM_RUNS; i++) {
    for (const { worker } of workers) lastRunMs.set(worker, jsMs(await cpuUsed(worker, () => worker.get("/run?runs=1"))));
  }
  const runsPerTurn = new Map(
    workers.map(({ worker }) => [worker, Math.max(2, Math.ceil(TIMED_CPU_MS / TURNS / Math.max(lastRunMs.get(worker), 1)))]),
  );
  const before = new Map(workers.map(({ worker }) => [worker, worker.threadCpuMs()]));
  const after = new Map();
  for (let turn = 0; turn < TURNS; turn++) {
    for (const { worker } of turn % 2 === 0 ? workers : [...workers].reverse()) {
      await worker.get(`/run?runs=${runsPerTurn.get(worker)}`);
      if (turn === TURNS - 1) after.set(worker, worker.threadCpuMs());
    }
  }
  const measured = {};
  for (const { side, worker } of workers) {
    const used = [...after.get(worker)].map(([thread, ms]) => ms - (before.get(worker).get(thread) ?? 0));
    const runs = runsPerTurn.get(worker) * TURNS;
    measured[side] = { cpu: used.reduce((sum, ms) => sum + ms, 0) / runs, js: jsMs(used) / runs };
  }
  return measured;
}

/** The CPU ms each thread of the worker used while `request` ran. */
async function cpuUsed(worker, request) {
  const before = worker.threadCpuMs();
  await request();
  const after = worker.threadCpuMs();
  return [...after].map(([thread, ms]) => ms - (before.get(thread) ?? 0));
}

/** The JavaScript thread is the one that worked most: the isolate runs every request on it. */
const jsMs = (used) => Math.max(...used);
