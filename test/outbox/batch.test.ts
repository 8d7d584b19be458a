import { describe, expect, it } from "vitest";
import { MAX_BATCH, nextBatch, type PendingItem } from "../../src/outbox/batch";

const item = (seq: number, overrides: Partial<PendingItem> = {}): PendingItem => ({
  seq,
  externalId: `x${seq}`,
  occurrence: 1,
  maxBatch: MAX_BATCH,
  ...overrides,
});

describe("a batch holds at most 500 items", () => {
  it("takes the first 500 in source order", () => {
    const batch = nextBatch(Array.from({ length: 1200 }, (_, i) => item(i)), true);
    expect(batch?.seqs).toHaveLength(500);
    expect(batch?.seqs[0]).toBe(0);
    expect(batch?.seqs[499]).toBe(499);
  });
  it("is null when nothing is pending", () => expect(nextBatch([], true)).toBeNull());
});

describe("a batch never repeats an external_id", () => {
  it("leaves the second one for a later batch", () => {
    const batch = nextBatch([item(0), item(1, { externalId: "x0" }), item(2)], true);
    expect(batch?.seqs).toEqual([0, 2]);
  });
});

describe("repeats of an identical record travel without the payee/date/amount check", () => {
  it("keeps first occurrences and repeats apart", () => {
    const pending = [item(0), item(1, { occurrence: 2 }), item(2)];
    expect(nextBatch(pending, true)).toEqual({ seqs: [0, 2], skipDuplicates: true });
    expect(nextBatch([item(1, { occurrence: 2 }), item(2)], true)).toEqual({ seqs: [1], skipDuplicates: false });
  });
  it("mixes them freely when the job does not skip duplicates", () => {
    expect(nextBatch([item(0), item(1, { occurrence: 2 })], false)).toEqual({ seqs: [0, 1], skipDuplicates: false });
  });
});

describe("after an unattributable 400 the batch is bisected", () => {
  it("sends no more items than the smallest allowed size", () => {
    const pending = Array.from({ length: 10 }, (_, i) => item(i, { maxBatch: 4 }));
    expect(nextBatch(pending, true)?.seqs).toEqual([0, 1, 2, 3]);
  });
});
