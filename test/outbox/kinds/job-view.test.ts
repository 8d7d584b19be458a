// What a delivery kind sees of one job (src/outbox/kinds/job-view.ts): its own items, settled or sent again, its doubt,
// and when it is served next; never another job's, and with the retry policy deciding when attempts are spent.
import { describe, expect, it } from "vitest";
import { JobView } from "../../../src/outbox/kinds/job-view";
import type { OutboxStore } from "../../../src/outbox/store";
import type { PlannedItem } from "../../../src/plan";
import { withJob } from "../../support/store";

const item = (row: number): PlannedItem => ({
  row,
  item: { date: "2026-10-01", amount: `${row}.00`, payee: `Shop ${row}`, external_id: `x${row}` },
});
function secondJob(store: OutboxStore) {
  store.jobs.create({
    id: "k",
    connection_id: "c",
    source: "test",
    manual_account_id: 1,
    apply_rules: 1,
    skip_duplicates: 1,
    sealed: 0,
    created_at: 0,
  });
  return new JobView(store, "k");
}

describe("a view reaches its own job only", () => {
  it("appends, lists and settles the items of its job, and leaves another job's as they are", () =>
    withJob((store) => {
      const view = new JobView(store, "j");
      const other = secondJob(store);
      expect(view.append([item(2), item(3)], [])).toBe(0);
      other.append([item(2)], []);
      view.settle(0, "inserted", 40, null);
      expect(view.pending(10).map((p) => p.seq)).toEqual([1]);
      expect(other.pending(10).map((p) => p.seq)).toEqual([0]);
      expect(view.forSend([1]).map((i) => JSON.parse(i.body).external_id)).toEqual(["x3"]);
      expect(store.reports.items("k", 0, 10)[0]).toMatchObject({ state: "pending" });
    }));
});

describe("attempts are spent by the retry policy's count of failures in a row", () => {
  it("spends at the policy's maximum, not before", () =>
    withJob((store) => {
      store.settings.setRetryPolicy({ maxAttempts: 3 });
      const view = new JobView(store, "j");
      expect([view.spends(2), view.spends(3), view.spends(4)]).toEqual([false, true, true]);
    }));
});

describe("when the job is served next: now, or not before a time and saying why", () => {
  it("records the time and the reason the job's page shows", () =>
    withJob((store) => {
      const view = new JobView(store, "j");
      view.waitUntil(5_000, "the service answered 503");
      expect(view.current()).toMatchObject({ next_attempt_at: 5_000, last_error: "the service answered 503" });
      view.serveAgainNow();
      expect(view.current()).toMatchObject({ next_attempt_at: 0, last_error: null });
    }));
});

describe("a job delivered as another kind from now on", () => {
  it("becomes that kind (a receipt in match mode that goes in as its own transaction)", () =>
    withJob((store) => {
      const view = new JobView(store, "j");
      view.becomes("match_or_insert");
      expect(view.current()?.kind).toBe("match_or_insert");
    }));
});
