// What in the Outbox needs the person (src/outbox/attention.ts), read for notifications: which kinds' failed rows are
// told is read off the kinds' descriptors, and the store's rows are named as the notifier reads them.
import { describe, expect, it } from "vitest";
import { outboxAttention } from "../../src/outbox/attention";
import { OutboxStore } from "../../src/outbox/store";
import type { PlannedItem } from "../../src/plan";
import { inFreshOutbox } from "../support/store";

const item = (row: number): PlannedItem => ({
  row,
  item: { date: "2026-10-01", amount: `${row}.00`, payee: `Shop ${row}`, external_id: `x${row}` },
});
function ended(store: OutboxStore, id: string, kind: string) {
  store.jobs.create({
    id,
    connection_id: "c",
    source: "csv",
    manual_account_id: 3,
    apply_rules: 1,
    skip_duplicates: 1,
    sealed: 0,
    created_at: 100,
    kind,
    file_name: "oct.csv",
  });
  store.items.append(id, [item(2), item(3)], []);
  store.items.settle(id, 0, "inserted", 1, null);
  store.items.settle(id, 1, "invalid", null, "bad date");
  store.jobs.seal(id);
}

describe("failed rows are told for the kinds whose descriptor says so, named for the notifier", () => {
  it("tells an import's refused row, not a balance's", () =>
    inFreshOutbox((_sql, storage) => {
      const store = new OutboxStore(storage);
      ended(store, "import", "transactions");
      ended(store, "balance", "account_balance");
      expect(outboxAttention(store, 0).failedRows).toEqual([
        { jobId: "import", connectionId: "c", channel: "csv", fileName: "oct.csv", accountId: 3, failed: 1, total: 2 },
      ]);
    }));
});

describe("nothing needs the person in a quiet Outbox", () => {
  it("answers every list empty", () =>
    inFreshOutbox((_sql, storage) => {
      expect(outboxAttention(new OutboxStore(storage), 0)).toEqual({
        paused: [],
        differing: [],
        unbalanced: [],
        neverBooked: [],
        failedRows: [],
        unmatched: [],
      });
    }));
});

describe("a paused connection is told", () => {
  it("lists the connection refused twice", () =>
    inFreshOutbox((_sql, storage) => {
      const store = new OutboxStore(storage);
      ended(store, "import", "transactions");
      store.connections.setAuthFailures("c", 2);
      expect(outboxAttention(store, 0).paused).toEqual(["c"]);
    }));
});
