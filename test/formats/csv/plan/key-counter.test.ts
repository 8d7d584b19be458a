// A key's occurrence is the number of keys up to it that equal it, however many keys the table must hold.
import { describe, expect, it } from "vitest";
import { KeyCounter } from "../../../../src/formats/csv/plan/key-counter";
import { hashFeed, hashFinish, hashReset } from "../../../../src/ids";
import { seededRandom } from "../../../support/seeded-random";

/** Counts `keys` ([day, a, b]: the key is the digest of "a/b") with a KeyCounter and with a Map, the rule written plainly. */
function countBoth(keys: readonly (readonly [string, number, number])[]): { counted: number[]; expected: number[] } {
  const counter = new KeyCounter();
  const seen = new Map<string, number>();
  const counted: number[] = [];
  const expected: number[] = [];
  for (const [day, a, b] of keys) {
    const id = `${a}/${b}`;
    hashReset();
    hashFeed(id);
    hashFinish();
    counted.push(counter.increment(day));
    seen.set(id, (seen.get(id) ?? 0) + 1);
    expected.push(seen.get(id) ?? 0);
  }
  return { counted, expected };
}

/** `n` keys of a group, some of them repeated: the halves are drawn from `random`, a group's keys are its own. */
function groupKeys(group: number, n: number, random: () => number): [string, number, number][] {
  const keys: [string, number, number][] = [];
  for (let i = 0; i < n; i++) {
    const repeat = keys.length > 0 && random() < 0.2;
    const key = repeat ? keys[Math.floor(random() * keys.length)] : undefined;
    keys.push(key ?? [`day ${group}`, (random() * 2 ** 32) | 0, group]);
  }
  return keys;
}

describe("a key's occurrence counts every equal key before it", () => {
  it("in a file of days in order, a few rows each and a day of 3,000", () => {
    const random = seededRandom(71);
    const keys = Array.from({ length: 400 }, (_, day) => groupKeys(day, day === 200 ? 3000 : 1 + Math.floor(random() * 8), random)).flat();
    const { counted, expected } = countBoth(keys);
    expect(counted).toEqual(expected);
    expect(Math.max(...counted)).toBeGreaterThan(1);
  });
  it("when a day's rows come back after other days' (a file not in date order)", () => {
    const random = seededRandom(72);
    const days = Array.from({ length: 60 }, (_, day) => groupKeys(day, 40, random));
    // Each day in three runs, the runs of all days shuffled.
    const runs = days.flatMap((keys) => [keys.slice(0, 10), keys.slice(10, 25), keys.slice(25)]);
    for (let i = runs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [runs[i], runs[j]] = [runs[j] ?? [], runs[i] ?? []];
    }
    const { counted, expected } = countBoth(runs.flat());
    expect(counted).toEqual(expected);
  });
  it("when every row is another day's than the one before", () => {
    const random = seededRandom(73);
    const keys = Array.from({ length: 3000 }, (_, i) => [`day ${i % 7}`, Math.floor(random() * 50), i % 7] as const);
    const { counted, expected } = countBoth(keys);
    expect(counted).toEqual(expected);
  });
});
