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
  // The interquartile mean: the middle half's mean. A side's times fall in two modes (one per fresh isolate, see
  // docs/benchmarks.md), where a median flips with the mix of the two; the mean does not, and the middle half
  // leaves out the pair a busy moment of the machine spoiled.
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
 * The CPU ms of one run of a side, amortized: `prepare` (bytes made, JIT warm) untimed, then `runs` runs in a row,
 * and the CPU they used divided by `runs`. Not the median run: a side that makes much garbage pays for a major
 * collection every few runs (papaparse's runs alternate 140 and 330 ms), and the median of a few runs would land
 * on one mode or the other by chance. Two metrics: `cpu`, every thread of the worker's workerd (the JavaScript
 * thread and V8's collector and compiler threads: what the machine spends), and `js`, the JavaScript thread alone.
 */
export async function cpuPerRun(worker, preparePath, runs) {
  await worker.get(preparePath);
  const before = worker.threadCpuMs();
  for (let i = 0; i < runs; i++) await worker.get("/run?runs=1");
  const after = worker.threadCpuMs();
  const used = [...after].map(([thread, ms]) => ms - (before.get(thread) ?? 0));
  // The JavaScript thread is the one that worked most: the isolate runs every request on it.
  return { cpu: used.reduce((sum, ms) => sum + ms, 0) / runs, js: Math.max(...used) / runs };
}
