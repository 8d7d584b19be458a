// What needs the person, as the Outbox's tables hold it (src/outbox/store/attention.ts): paused connections, and
// finished imports whose rows the service did not all take, each query bounded.
import { describe, expect, it } from "vitest";
import type { OutboxStore } from "../../../src/outbox/store";
import type { PlannedItem } from "../../../src/plan";
import { withJob } from "../../support/store";

const item = (row: number): PlannedItem => ({
  row,
  item: { date: "2026-10-01", amount: `${row}.00`, payee: `Shop ${row}`, external_id: `x${row}` },
});
function importOf(store: OutboxStore, id: string, createdAt: number) {
  store.jobs.create({
    id,
    connection_id: "c",
    source: "csv",
    manual_account_id: 1,
    apply_rules: 1,
    skip_duplicates: 1,
    sealed: 0,
    created_at: createdAt,
  });
  store.items.append(id, [item(2), item(3)], []);
}

describe("a connection refused twice is paused until it is connected again", () => {
  it("lists it, and not one refused once", () =>
    withJob((store) => {
      store.connections.setAuthFailures("c", 1);
      expect(store.attention.paused()).toEqual([]);
      store.connections.setAuthFailures("c", 2);
      expect(store.attention.paused()).toEqual(["c"]);
    }));
});

describe("an import that ended with rows failed or refused is told once it has ended, not while rows still wait", () => {
  it("lists a sealed import with a refused row, counting failed and total; not one still sending, nor an older one", () =>
    withJob((store) => {
      importOf(store, "ended", 100);
      store.items.settle("ended", 0, "inserted", 1, null);
      store.items.settle("ended", 1, "invalid", null, "bad date");
      store.jobs.seal("ended");
      importOf(store, "waiting", 100);
      store.items.settle("waiting", 0, "failed", null, "500");
      store.jobs.seal("waiting");
      importOf(store, "old", 10);
      store.items.settle("old", 0, "failed", null, "500");
      store.items.settle("old", 1, "inserted", 2, null);
      store.jobs.seal("old");
      expect(store.attention.failedRows(50, ["transactions"], 10)).toMatchObject([{ id: "ended", failed: 1, total: 2 }]);
      expect(store.attention.failedRows(50, ["match_or_hold"], 10)).toEqual([]);
      expect(store.attention.failedRows(0, ["transactions"], 1)).toHaveLength(1);
    }));
});
