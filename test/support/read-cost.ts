// What reading an input costs against reading a typical file of the same size, as a ratio of the two measured in
// one process one after the other: no figure of a clock is asserted, only that the worst case stays within a few
// typical files. A reader whose cost grows with the square of a line would take hours at a format's byte limit,
// so the worst case runs under a deadline of `bound` typical readings and counts as Infinity when stopped there.
import { runInNewContext } from "node:vm";
import { beforeAll, expect, it } from "vitest";
import { SourceInputError } from "../../src/formats/errors";

/** Milliseconds `work` took, or Infinity when it passed `deadline` (vm stops even a regular expression). */
function timed(work: () => void, deadline = Infinity): number {
  const started = performance.now();
  try {
    if (deadline === Infinity) work();
    else runInNewContext("work()", { work }, { timeout: Math.max(1, Math.ceil(deadline)) });
  } catch (e) {
    if ((e as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return Infinity;
    throw e;
  }
  return performance.now() - started;
}

/** `read` of the bytes, a refusal (SourceInputError, the answer a user gets) counted as a reading like any other. */
const reading = (read: (bytes: Uint8Array) => unknown, bytes: Uint8Array) => () => {
  try {
    read(bytes);
  } catch (e) {
    if (!(e instanceof SourceInputError)) throw e;
  }
};

/** What a typical reading costs: the faster of two after a first one (compiling, first allocations). */
export function typicalCost(read: (bytes: Uint8Array) => unknown, typical: Uint8Array): number {
  const once = reading(read, typical);
  once();
  return Math.min(timed(once), timed(once));
}

/**
 * The worst case's cost in typical readings, Infinity past `bound` of them. A first reading over `again` typical
 * ones is read once more and the faster one counts (its first reading compiled what the typical file never ran).
 */
export function costRatio(read: (bytes: Uint8Array) => unknown, typicalMs: number, worst: Uint8Array, bound: number, again = 3): number {
  const once = reading(read, worst);
  const first = timed(once, bound * typicalMs) / typicalMs;
  if (first <= again || first === Infinity) return first;
  return Math.min(first, timed(once, bound * typicalMs) / typicalMs);
}

/**
 * The rule every format's worst-case test pins, inside its `describe`: at `size` bytes, each worst shape `worst` makes
 * costs at most `bound` readings of a typical file of that size.
 */
export function eachWorstCostsAFewTypical(
  read: (bytes: Uint8Array) => unknown,
  size: number,
  typical: (size: number) => string,
  worst: Record<string, () => string>,
  bound: number,
): void {
  const enc = (text: string) => new TextEncoder().encode(text);
  let typicalMs = 0;
  beforeAll(() => {
    expect(size).toBeGreaterThan(1024 * 1024);
    typicalMs = typicalCost(read, enc(typical(size)));
  }, 60_000);
  it.each(Object.entries(worst))(
    "%s",
    (_, make) => {
      const bytes = enc(make());
      expect(bytes.length).toBeLessThanOrEqual(size);
      expect(costRatio(read, typicalMs, bytes, bound)).toBeLessThanOrEqual(bound);
    },
    60_000,
  );
}
