// Tests that generate their input (mutants, exports, body lines) draw from one seeded PRNG, so a failure replays.
// The benches have their own JavaScript copy (bench/csv/seeded-random.mjs: bench/ is plain JS, not type-checked).

/** mulberry32: numbers in [0, 1) from a 32-bit seed, the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
