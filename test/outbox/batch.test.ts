import { describe, expect, it } from "vitest";
import { MAX_BATCH, nextBatch, type PendingItem } from "../../src/outbox/batch";

const item = (seq: number, overrides: Partial<PendingItem> = {}): PendingItem => ({
  seq,
  externalId: `x${seq}`,
  held: false,
  unchecked: false,
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

describe("twins: a later twin never travels before the first is settled, and never checked", () => {
  it("keeps checked and unchecked items apart; the first eligible item decides", () => {
    const pending = [item(0), item(1, { unchecked: true }), item(2)];
    expect(nextBatch(pending, true)).toEqual({ seqs: [0, 2], skipDuplicates: true });
    expect(nextBatch([item(1, { unchecked: true }), item(2)], true)).toEqual({ seqs: [1], skipDuplicates: false });
  });
  it("leaves held twins out, even when they come first", () => {
    const pending = [item(0, { held: true, unchecked: true }), item(1), item(2, { unchecked: true })];
    expect(nextBatch(pending, true)).toEqual({ seqs: [1], skipDuplicates: true });
  });
  it("is null when every pending item is held", () => {
    expect(nextBatch([item(0, { held: true, unchecked: true })], true)).toBeNull();
  });
  it("mixes checked and unchecked freely when the job does not skip duplicates", () => {
    expect(nextBatch([item(0), item(1, { unchecked: true })], false)).toEqual({ seqs: [0, 1], skipDuplicates: false });
  });
});

describe("after an unattributable 400 the batch is bisected", () => {
  it("sends no more items than the smallest allowed size", () => {
    const pending = Array.from({ length: 10 }, (_, i) => item(i, { maxBatch: 4 }));
    expect(nextBatch(pending, true)?.seqs).toEqual([0, 1, 2, 3]);
  });
});
