import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../src/plan";
import { twinKey } from "../../src/outbox/twins";
import { withJob } from "../support/store";

const coffee = (row: number, externalId: string, extra: Partial<PlannedItem["item"]> = {}): PlannedItem => ({
  row,
  item: { date: "2026-10-01", amount: "3.50", payee: "Corner Coffee", external_id: externalId, ...extra },
});

describe("twins are what the service's payee/date/amount check compares", () => {
  it("meets across amount spellings, payee case and spacing; differs by date, amount or payee", () => {
    const base = { date: "2026-10-01", amount: "3.50", payee: "Corner Coffee" };
    expect(twinKey({ ...base, amount: "3.5" })).toBe(twinKey(base));
    expect(twinKey({ ...base, payee: " corner coffee " })).toBe(twinKey(base));
    expect(twinKey({ ...base, date: "2026-10-02" })).not.toBe(twinKey(base));
    expect(twinKey({ ...base, amount: "3.51" })).not.toBe(twinKey(base));
    expect(twinKey({ ...base, payee: "Other" })).not.toBe(twinKey(base));
  });
});

describe("a later twin waits for the first, across chunks, then goes unchecked", () => {
  it("holds the second and third twin while the first is pending or sending", () =>
    withJob((store, job) => {
      store.items.append(job, [coffee(2, "a"), coffee(3, "b", { notes: "other notes" })], []);
      // A later chunk of the same upload: the rank continues.
      store.items.append(job, [coffee(900, "c")], []);
      expect(store.items.pending(job, 10).map((p) => [p.seq, p.unchecked])).toEqual([[0, false]]);
      store.attempts.begin(job, [0], 0);
      expect(store.items.pending(job, 10)).toEqual([]);
    }));

  it("releases them unchecked once the first is settled, whatever its outcome", async () => {
    for (const outcome of ["inserted", "duplicate", "invalid", "failed"] as const) {
      await withJob((store, job) => {
        store.items.append(job, [coffee(2, "a"), coffee(3, "b")], []);
        store.items.settle(job, 0, outcome, null, null);
        expect(store.items.pending(job, 10)).toMatchObject([{ seq: 1, unchecked: true }]);
      });
    }
  });

  it("sends a first twin retried after its twin landed without the check (it would be taken for a copy)", () =>
    withJob((store, job) => {
      store.items.append(job, [coffee(2, "a"), coffee(3, "b")], []);
      store.attempts.fail(job, [0], "500", 1, false);
      store.items.settle(job, 1, "inserted", 7, null);
      expect(store.items.retryFailed(job)).toBe(1);
      expect(store.items.pending(job, 10)).toMatchObject([{ seq: 0, unchecked: true }]);
    }));
});

describe("twins waiting for their first do not crowd out the items that may travel", () => {
  it("reads checked and unchecked items up to the limit each, past the twins that wait", () =>
    withJob((store, job) => {
      // Seven coffees (one first, six waiting), then three other rows.
      const plan = [
        ...Array.from({ length: 7 }, (_, k) => coffee(k + 2, `c${k}`)),
        ...[0, 1, 2].map((k) => coffee(20 + k, `o${k}`, { payee: `Other ${k}` })),
      ];
      store.items.append(job, plan, []);
      expect(store.items.pending(job, 3).map((p) => p.seq)).toEqual([0, 7, 8]);
      store.items.settle(job, 0, "inserted", 1, null);
      // Now three of the six later twins (unchecked) and three checked rows.
      expect(store.items.pending(job, 3).map((p) => [p.seq, p.unchecked])).toEqual([
        [1, true],
        [2, true],
        [3, true],
        [7, false],
        [8, false],
        [9, false],
      ]);
    }));

  it("looks no further than five times the limit into the pending items (a batch choice stays cheap in a huge job)", () =>
    withJob((store, job) => {
      const waiting = Array.from({ length: 20 }, (_, k) => coffee(k + 2, `c${k}`));
      store.items.append(job, [...waiting, coffee(30, "far", { payee: "Far away" })], []);
      expect(store.items.pending(job, 3).map((p) => p.seq)).toEqual([0]);
      expect(store.items.pending(job, 5).map((p) => p.seq)).toEqual([0, 20]);
    }));

  it("holds nothing back in a job that does not use the service's check", () =>
    withJob((store, job) => {
      store.items.append(job, [coffee(2, "a"), coffee(3, "b"), coffee(4, "c")], []);
      expect(store.items.pending(job, 10, false).map((p) => p.seq)).toEqual([0, 1, 2]);
    }));
});

describe("attempts count the requests that carried an item; failures decide the dead letter", () => {
  it("counts a request when it leaves, and dead-letters after the allowed failures only", () =>
    withJob((store, job) => {
      store.items.append(job, [coffee(2, "a")], []);
      store.attempts.begin(job, [0], 0);
      store.items.release(job, [0]); // a 429: counted as a request, not as a failure
      store.attempts.begin(job, [0], 0);
      store.attempts.fail(job, [0], "500", 2, false);
      expect(store.reports.items(job, 0, 1)[0]).toMatchObject({ state: "pending", attempts: 2 });
      store.attempts.begin(job, [0], 0);
      store.attempts.fail(job, [0], "500", 2, false);
      expect(store.reports.items(job, 0, 1)[0]).toMatchObject({ state: "failed", attempts: 3 });
      store.items.retryFailed(job);
      expect(store.reports.items(job, 0, 1)[0]).toMatchObject({ state: "pending", attempts: 3 });
    }));
});
