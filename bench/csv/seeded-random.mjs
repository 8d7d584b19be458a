// The benchmarks' generated inputs come from one seeded PRNG, so every run and both sides of a comparison read
// the same bytes.

/** mulberry32: tiny, fast, deterministic; numbers in [0, 1) from a 32-bit seed. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
