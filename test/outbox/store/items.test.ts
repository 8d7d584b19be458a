// The items of a job (src/outbox/store/items.ts): appended a chunk at a time in source order with their twin ranks,
// their bodies dropped once settled, and read for a batch so that later twins wait for their first.
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../../src/plan";
import { withJob } from "../../support/store";

const coffee = (row: number, externalId: string, extra: Partial<PlannedItem["item"]> = {}): PlannedItem => ({
  row,
  item: { date: "2026-10-01", amount: "3.50", payee: "Corner Coffee", external_id: externalId, ...extra },
});
const item = (row: number) => ({ row, item: { date: "2026-10-01", amount: `${row}.00`, payee: `Shop ${row}`, external_id: `x${row}` } });

describe("storage stays proportional to what is pending", () => {
  it("drops an item's body once it is settled, and keeps it for a dead letter (it can be retried)", async () => {
    await withJob((store, _job, sql) => {
      store.items.append("j", [item(2), item(3), item(4)], []);
      store.items.settle("j", 0, "inserted", 10, null);
      store.items.settle("j", 1, "duplicate", 11, "duplicate_external_id");
      store.attempts.fail("j", [2], "500", 1, false);
      const bodies = sql.exec<{ seq: number; body: string }>(`SELECT seq, body FROM items ORDER BY seq`).toArray();
      expect(bodies.map((b) => b.body === "")).toEqual([true, true, false]);
      expect(store.reports.items("j", 0, 10).map((i) => i.payee)).toEqual(["Shop 2", "Shop 3", "Shop 4"]);
    });
  });
});

describe("a chunk is stored whole and in order, however long its fields", () => {
  it("stores 1,000 items of the longest fields a plan carries (several statements' worth) with their twin ranks", async () => {
    await withJob((store, _job, sql) => {
      const long = (row: number) => ({
        row,
        // Every second item a twin of the one before: ranks count within the chunk and on from the last one.
        item: {
          date: "2026-10-01",
          amount: "9.99",
          payee: `${"P".repeat(990)}${Math.floor(row / 2)}`,
          notes: "n".repeat(350),
          external_id: `l${row}`,
        },
        recordId: `ref-${row}`,
      });
      store.items.append("j", [long(0)], []);
      store.items.append(
        "j",
        Array.from({ length: 1000 }, (_, i) => long(i + 1)),
        [],
      );
      const rows = sql
        .exec<{ seq: number; row: number; body: string; twin_rank: number; source_id: string }>(
          `SELECT seq, row, body, twin_rank, source_id FROM items ORDER BY seq`,
        )
        .toArray();
      expect(rows).toHaveLength(1001);
      expect(rows.map((r) => r.row)).toEqual(Array.from({ length: 1001 }, (_, i) => i));
      expect(rows.every((r) => JSON.parse(r.body).external_id === `l${r.row}` && r.source_id === `ref-${r.row}`)).toBe(true);
      expect(rows.slice(0, 5).map((r) => r.twin_rank)).toEqual([1, 2, 1, 2, 1]);
    });
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
