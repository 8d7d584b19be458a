import { describe, expect, it } from "vitest";
import { MAX_BATCH, nextBatch, type PendingItem } from "../../src/outbox/batch";

const item = (seq: number, overrides: Partial<PendingItem> = {}): PendingItem => ({
  seq,
  externalId: `x${seq}`,
  unchecked: false,
  maxBatch: MAX_BATCH,
  ...overrides,
});

describe("a batch holds at most 500 items", () => {
  it("takes the first 500 in source order", () => {
    const batch = nextBatch(
      Array.from({ length: 1200 }, (_, i) => item(i)),
      true,
    );
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

describe("twins: checked and unchecked items never share a request", () => {
  it("sends the checked items with skip_duplicates and the unchecked ones without", () => {
    const pending = [item(0), item(1, { unchecked: true }), item(2)];
    expect(nextBatch(pending, true)).toEqual({ seqs: [0, 2], skipDuplicates: true });
    expect(nextBatch([item(1, { unchecked: true })], true)).toEqual({ seqs: [1], skipDuplicates: false });
  });
  it("mixes checked and unchecked freely when the job does not skip duplicates", () => {
    expect(nextBatch([item(0), item(1, { unchecked: true })], false)).toEqual({ seqs: [0, 1], skipDuplicates: false });
  });
});

/** `n` items from `start` on, checked or unchecked, each with its own external_id. */
const run = (start: number, n: number, unchecked: boolean) => Array.from({ length: n }, (_, k) => item(start + k, { unchecked }));
const bySeq = (items: PendingItem[]) => items.sort((a, b) => a.seq - b.seq);

describe("delivery stays at 500 items per request whatever the mix of checked and unchecked items", () => {
  it("sends a full batch of either kind before a partial one of the other", () => {
    // Unchecked twins released early in the file, checked items enough for a full request.
    const fewTwins = bySeq([...run(0, 250, true), ...run(1000, 1500, false)]);
    expect(nextBatch(fewTwins, true)).toMatchObject({ skipDuplicates: true, seqs: expect.arrayContaining([1000, 1499]) });
    expect(nextBatch(fewTwins, true)?.seqs).toHaveLength(500);
    // Many twins released, a few checked items left.
    const fewChecked = bySeq([...run(0, 700, true), ...run(5000, 30, false)]);
    expect(nextBatch(fewChecked, true)).toMatchObject({ skipDuplicates: false });
    expect(nextBatch(fewChecked, true)?.seqs).toHaveLength(500);
  });
  it("when both kinds fill a request, sends the kind that waited longer (neither starves)", () => {
    const twinsOlder = bySeq([...run(0, 600, true), ...run(600, 600, false)]);
    expect(nextBatch(twinsOlder, true)?.skipDuplicates).toBe(false);
    const checkedOlder = bySeq([...run(0, 600, false), ...run(600, 600, true)]);
    expect(nextBatch(checkedOlder, true)?.skipDuplicates).toBe(true);
  });
  it("when neither fills a request, sends the checked items first (settling them releases their twins)", () => {
    const pending = bySeq([...run(0, 100, true), ...run(100, 100, false)]);
    expect(nextBatch(pending, true)).toEqual({ seqs: run(100, 100, false).map((i) => i.seq), skipDuplicates: true });
  });
  it("counts a batch cut by bisection as full", () => {
    const pending = bySeq([...run(0, 10, true), ...run(10, 300, false).map((i) => ({ ...i, maxBatch: 4 }))]);
    expect(nextBatch(pending, true)).toEqual({ seqs: [10, 11, 12, 13], skipDuplicates: true });
  });
});

describe("after an unattributable 400 the batch is bisected", () => {
  it("sends no more items than the smallest allowed size", () => {
    const pending = Array.from({ length: 10 }, (_, i) => item(i, { maxBatch: 4 }));
    expect(nextBatch(pending, true)?.seqs).toEqual([0, 1, 2, 3]);
  });
});
