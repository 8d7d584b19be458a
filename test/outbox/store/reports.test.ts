// What a job's report reads of its items (src/outbox/store/reports.ts): counts by outcome, every item in exactly one,
// and items page by page, by outcome.
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../../src/plan";
import { withJob } from "../../support/store";

const item = (row: number): PlannedItem => ({
  row,
  item: { date: "2026-10-01", amount: `${row}.00`, payee: `Shop ${row}`, external_id: `x${row}` },
});

describe("counts: every item in exactly one outcome; an item being sent is still pending", () => {
  it("counts inserted, duplicates, invalid, failed and pending (sending included), their sum the total", () =>
    withJob((store) => {
      store.items.append("j", [2, 3, 4, 5, 6, 7].map(item), []);
      store.items.settle("j", 0, "inserted", 1, null);
      store.items.settle("j", 1, "duplicate", 2, "duplicate_external_id");
      store.items.settle("j", 2, "invalid", null, "bad date");
      store.attempts.fail("j", [3], "500", 1, false);
      store.attempts.begin("j", [4], 0);
      const counts = store.reports.counts("j");
      expect(counts).toMatchObject({ total: 6, inserted: 1, duplicates: 1, invalid: 1, failed: 1, pending: 2 });
      const { total, inserted, duplicates, invalid, failed, pending, matched, held, removing, removed, kept } = counts;
      expect(inserted + duplicates + invalid + failed + pending + matched + held + removing + removed + kept).toBe(total);
    }));
});

describe("items are read page by page in source order, and by outcome", () => {
  it("pages with offset and limit, and filters by an outcome's states", () =>
    withJob((store) => {
      store.items.append("j", [2, 3, 4, 5].map(item), []);
      store.items.settle("j", 1, "inserted", 9, null);
      store.items.settle("j", 3, "inserted", 10, null);
      store.attempts.begin("j", [0], 0);
      expect(store.reports.items("j", 1, 2).map((i) => i.row)).toEqual([3, 4]);
      expect(store.reports.items("j", 0, 10, "inserted").map((i) => [i.row, i.transaction_id])).toEqual([
        [3, 9],
        [5, 10],
      ]);
      expect(store.reports.items("j", 0, 10, "pending").map((i) => i.state)).toEqual(["sending", "pending"]);
      expect(store.reports.itemCount("j", "inserted")).toBe(2);
      expect(store.reports.itemCount("j")).toBe(4);
    }));
});
