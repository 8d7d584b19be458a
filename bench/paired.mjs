// A ratio you can trust: each side of a comparison runs in a fresh isolate (a new worker per repetition), the
// sides interleaved A/B, B/A, A/B…, each timed by the CPU its own workerd uses (bench-worker.mjs), and the ratio
// is the median of the paired ratios, with their spread. A side never pays for the other's garbage or shares its
// compiled code, other programs' work on the machine is not counted, and what remains of a slow minute falls on
// both sides of a pair.
import { startBenchWorker } from "./bench-worker.mjs";

/** Quartiles and extremes of a list of numbers. */
export function spread(values) {
  const s = [...values].sort((a, b) => a - b);
  const at = (q) => {
    const i = (s.length - 1) * q;
    const lo = Math.floor(i);
    return s[lo] + (s[Math.ceil(i)] - s[lo]) * (i - lo);
  };
  return { min: s[0], q1: at(0.25), median: at(0.5), q3: at(0.75), max: s.at(-1) };
}

/**
 * `pairs` repetitions of A and B, each in a worker of its own started from `config`; `measure(worker, side)` answers
 * one side's time in ms from the fresh worker (its `get` and `cpuMs`). Answers the paired ratios' spread and each
 * side's times.
 */
export async function pairedRatio({ config, pairs, sides: [a, b], measure }) {
  const times = { [a]: [], [b]: [] };
  const ratios = [];
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
      times[side].push(pair[side]);
    }
    ratios.push(pair[a] / pair[b]);
  }
  return { ratio: spread(ratios), [a]: spread(times[a]), [b]: spread(times[b]), pairs };
}

/** "1.23 (pairs 11; quartiles 1.20–1.26, range 1.15–1.31)" */
export function ratioLine(r) {
  const f = (x) => x.toFixed(2);
  return `${f(r.ratio.median)} (median of ${r.pairs} pairs, each side in a fresh isolate, by its CPU; quartiles ${f(r.ratio.q1)}–${f(r.ratio.q3)}, range ${f(r.ratio.min)}–${f(r.ratio.max)})`;
}

/**
 * The CPU ms of one run of a side: `prepare` (bytes made, JIT warm) untimed, then `runs` runs, each read as the CPU
 * the worker's workerd used around its request; the median run (an occasional full collection lands in one run or another, not in the typical one).
 */
export async function cpuPerRun(worker, preparePath, runs) {
  await worker.get(preparePath);
  const each = [];
  for (let i = 0; i < runs; i++) {
    const c0 = worker.cpuMs();
    await worker.get("/run?runs=1");
    each.push(worker.cpuMs() - c0);
  }
  return spread(each).median;
}
