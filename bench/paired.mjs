// A ratio you can trust: each side of a comparison runs in a fresh isolate (a new worker per repetition), the
// sides interleaved A/B, B/A, A/B…, each timed by the CPU its own workerd uses (bench-worker.mjs), and the ratio
// is the interquartile mean of the paired ratios, with their spread. A side never pays for the other's garbage
// or shares its compiled code, other programs' work on the machine is not counted, and what remains of a slow
// minute falls on both sides of a pair.
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
 * `pairs` repetitions of A and B, each in a worker of its own started from `config`; `measure(worker, side)` answers
 * one side's times in ms from the fresh worker (its `get` and `threadCpuMs`), by metric (`{ cpu, js }`). Answers, per
 * metric, the paired ratios' spread and each side's times.
 */
export async function pairedRatio({ config, pairs, sides: [a, b], measure }) {
  const pairsMeasured = [];
  for (let i = 0; i < pairs; i++) {
    const order = i % 2 === 0 ? [a, b] : [b, a];
    const pair = {};
    for (const side of order) {
      const worker = await startBenchWorker(config);
      try {
        pair[side] = await measure(worker, side);
      } finally {
        await worker.dispose();
      }
    }
    pairsMeasured.push(pair);
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

/** "1.23 (pairs 11; quartiles 1.20–1.26, range 1.15–1.31)" */
export function ratioLine(r) {
  const f = (x) => x.toFixed(2);
  return `${f(r.ratio.iqm)} (interquartile mean of ${r.pairs} pairs, each side in a fresh isolate; median ${f(r.ratio.median)}, quartiles ${f(r.ratio.q1)}–${f(r.ratio.q3)}, range ${f(r.ratio.min)}–${f(r.ratio.max)})`;
}

/**
 * Untimed runs before a side is timed. A fresh isolate's first runs are the JIT's: optimized code is thrown away
 * as the first runs' objects die and recompiled on a background thread, and when that settles depends on the
 * thread's timing (under V8's `--no-concurrent-recompilation`, six isolates of six were at their steady speed
 * from the third run). Timed from their third run, the CSV plan's isolates fell into two modes (~240 and ~340 ms);
 * by the tenth run most had settled. One still slow after that (a stretch ~1.5× slower, page faults in the
 * collector's copying) is one pair of eleven, which the interquartile mean leaves out.
 */
export const WARM_RUNS = 12;
/** CPU a side's timed runs take at least: enough for several of papaparse's major collections (one every ~10 runs). */
export const TIMED_CPU_MS = 4000;

/**
 * The CPU ms of one run of a side at its steady speed, amortized: `prepare` (bytes made) untimed, `warm` runs
 * untimed, then as many runs in a row as fill `timedCpuMs` of the JavaScript thread (one request, so a request's
 * own cost is spread over them), and the CPU they used divided by their number. Not the median run: a side
 * that makes much garbage pays for a major collection every few runs (papaparse's runs alternate ~140 and
 * ~200 ms, with a ~500 ms one every ~10), and a median would miss what they cost. Two metrics: `cpu`, every
 * thread of the worker's workerd (the JavaScript thread and V8's collector and compiler threads: what the machine
 * spends), and `js`, the JavaScript thread alone.
 */
export async function cpuPerRun(worker, preparePath, { warm = WARM_RUNS, timedCpuMs = TIMED_CPU_MS } = {}) {
  await worker.get(preparePath);
  // The last warm-up run sizes the timed ones: at least one, whatever `warm` says.
  let lastRunMs = 0;
  for (let i = 0; i < Math.max(warm, 1); i++) lastRunMs = jsMs(await cpuUsed(worker, () => worker.get("/run?runs=1")));
  const runs = Math.max(4, Math.ceil(timedCpuMs / Math.max(lastRunMs, 1)));
  const used = await cpuUsed(worker, () => worker.get(`/run?runs=${runs}`));
  return { cpu: used.reduce((sum, ms) => sum + ms, 0) / runs, js: jsMs(used) / runs };
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
