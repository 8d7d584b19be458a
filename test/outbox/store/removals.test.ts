// "Remove this import" as the store holds it (src/outbox/store/removals.ts): what a removal acts on, its items on their
// way out, and a removed cash item forgotten by the ledger so that importing the file again inserts it again.
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../../src/plan";
import { withJob } from "../../support/store";

const item = (row: number): PlannedItem => ({
  row,
  item: { date: "2026-10-01", amount: `${row}.00`, payee: `Shop ${row}`, external_id: `x${row}` },
});

describe("a removal acts on what the import inserted, and on nothing once it was removed", () => {
  it("counts the inserted items, not the duplicates nor the refused; none after the request", () =>
    withJob((store) => {
      store.items.append("j", [item(2), item(3), item(4)], []);
      store.items.settle("j", 0, "inserted", 10, null);
      store.items.settle("j", 1, "duplicate", 11, "duplicate_external_id");
      store.items.settle("j", 2, "invalid", null, "bad date");
      expect(store.removals.removable("j")).toBe(1);
      expect(store.removals.request("j", 5, "enriched")).toBe(1);
      expect(store.removals.removable("j")).toBe(0);
      expect(store.jobs.get("j")).toMatchObject({ removal_requested_at: 5, next_attempt_at: 0 });
    }));
});

describe("the items on their way out are listed with their transactions until each is settled", () => {
  it("lists the removing items in order, and waits no more once each is removed or kept", () =>
    withJob((store) => {
      store.items.append("j", [item(2), item(3)], []);
      store.items.settle("j", 0, "inserted", 10, null);
      store.items.settle("j", 1, "inserted", 11, null);
      store.removals.request("j", 5, "enriched");
      expect(store.removals.pending("j", 10).map((r) => [r.seq, r.transaction_id])).toEqual([
        [0, 10],
        [1, 11],
      ]);
      expect(store.removals.puttingBack("j", 10)).toEqual([]);
      const job = store.jobs.get("j")!;
      store.removals.settle(job, 0, "removed", null);
      expect(store.removals.waiting("j")).toBe(true);
      store.removals.settle(job, 1, "kept", "another import counts on it");
      expect(store.removals.waiting("j")).toBe(false);
      expect(store.reports.counts("j")).toMatchObject({ removed: 1, kept: 1 });
    }));
});

describe("a removed cash item leaves the cash ledger: the file imported again inserts it again", () => {
  it("forgets the removed transaction's id, and keeps a kept one's", () =>
    withJob((store) => {
      store.items.append("j", [item(2), item(3)], []);
      store.items.settle("j", 0, "inserted", 10, null);
      store.items.settle("j", 1, "inserted", 11, null);
      store.ledger.record("c", "x2", 10);
      store.ledger.record("c", "x3", 11);
      store.removals.request("j", 5, "enriched");
      const job = store.jobs.get("j")!;
      store.removals.settle(job, 0, "removed", null);
      store.removals.settle(job, 1, "kept", "kept");
      expect(store.ledger.lookup("c", ["x2", "x3"])).toEqual(new Map([["x3", 11]]));
    }));
});
