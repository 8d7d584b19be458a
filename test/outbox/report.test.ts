// A job's report (src/outbox/report.ts): its status from its items, its seal and the gate; one page of its items, each
// outcome in the report's words; the rows that produced no item, a page at a time.
import { describe, expect, it } from "vitest";
import { buildReport, buildRowNotes } from "../../src/outbox/report";
import type { OutboxStore } from "../../src/outbox/store";
import type { PlannedItem } from "../../src/plan";
import { withJob } from "../support/store";

const NOW = Date.parse("2026-11-28T10:00:00Z");
const coffee = (row: number, day: string): PlannedItem => ({
  row,
  item: { date: day, amount: "3.75", payee: `Cafe ${row}`, external_id: `h:${row}` },
});

/** The report of job "j" as the Outbox builds it now. */
const reportOf = (store: OutboxStore, options: Parameters<typeof buildReport>[4] = {}) =>
  buildReport(store, store.jobs.get("j")!, NOW, store.gate.get(NOW), options);

describe("a job's status says what it waits for, and how it ended", () => {
  it("queued while its items wait their turn; running until sealed; done once every item went in", () =>
    withJob((store) => {
      store.items.append("j", [coffee(2, "2026-10-01"), coffee(3, "2026-10-02")], []);
      expect(reportOf(store).status).toBe("queued");
      store.items.settle("j", 0, "inserted", 70, null);
      store.items.settle("j", 1, "inserted", 71, null);
      expect(reportOf(store).status).toBe("running");
      store.jobs.seal("j");
      expect(reportOf(store)).toMatchObject({ status: "done", counts: { total: 2, inserted: 2, pending: 0 } });
    }));
  it("waits for its retry, saying when it resumes", () =>
    withJob((store) => {
      store.items.append("j", [coffee(2, "2026-10-01")], []);
      store.jobs.setDue("j", NOW + 60_000, "the service answered 503");
      const report = reportOf(store);
      expect(report).toMatchObject({ status: "waiting", waiting_for: "retry", last_error: "the service answered 503" });
      expect(report.resumes_at).toBe(new Date(NOW + 60_000).toISOString());
    }));
  it("is done with errors when the service refused an item, and failed when one failed", () =>
    withJob((store) => {
      store.items.append("j", [coffee(2, "2026-10-01"), coffee(3, "2026-10-02")], []);
      store.items.settle("j", 0, "inserted", 70, null);
      store.items.settle("j", 1, "invalid", null, "amount is missing");
      store.jobs.seal("j");
      expect(reportOf(store).status).toBe("done_with_errors");
      store.items.settle("j", 1, "failed", null, "the service answered 500");
      expect(reportOf(store).status).toBe("failed");
    }));
});

describe("one page of the items, each outcome in the report's words", () => {
  it("pages by offset and limit, says where the next page starts, and keeps a refusal's reason", () =>
    withJob((store) => {
      store.items.append("j", [coffee(2, "2026-10-01"), coffee(3, "2026-10-02"), coffee(4, "2026-10-03")], []);
      store.items.settle("j", 0, "inserted", 70, null);
      store.items.settle("j", 1, "invalid", null, "amount is missing");
      const first = reportOf(store, { items: true, offset: 0, limit: 2 });
      expect(first.items?.map((i) => [i.row, i.outcome, i.transaction_id, i.reason])).toEqual([
        [2, "inserted", 70, undefined],
        [3, "invalid", undefined, "amount is missing"],
      ]);
      expect([first.total, first.next_offset]).toEqual([3, 2]);
      const last = reportOf(store, { items: true, offset: 2, limit: 2 });
      expect(last.items?.map((i) => [i.row, i.outcome])).toEqual([[4, "pending"]]);
      expect(last.next_offset).toBeNull();
      expect(reportOf(store).items).toBeUndefined();
    }));
});

describe("the rows that produced no item are listed a page at a time", () => {
  it("pages the notes and says where the next page starts", () =>
    withJob((store) => {
      store.items.append(
        "j",
        [],
        [
          { row: 1, outcome: "ignored", reason: "header" },
          { row: 5, outcome: "error", reason: "no date" },
          { row: 6, outcome: "ignored", reason: "footer" },
        ],
      );
      const job = store.jobs.get("j")!;
      expect(buildRowNotes(store, job, { offset: 0, limit: 2 })).toMatchObject({ total: 3, next_offset: 2 });
      expect(buildRowNotes(store, job, { outcome: "error" })).toEqual({
        rows: [{ row: 5, outcome: "error", reason: "no date" }],
        total: 1,
        next_offset: null,
      });
    }));
});
