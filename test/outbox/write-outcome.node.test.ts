// What became of a write job, as the balance source that queued it needs to know (src/outbox/write-outcome.ts).
import { describe, expect, it } from "vitest";
import type { ItemReport, JobReport, JobStatus } from "../../src/outbox";
import { writeOutcomeOf } from "../../src/outbox/write-outcome";
import { HISTORY_NOT_SERVED, NO_HISTORY_ON_V1 } from "../../src/outbox/writes";

const month = (date: string, outcome: ItemReport["outcome"], reason?: string): ItemReport => ({
  row: 0,
  date,
  external_id: `h:${date}`,
  outcome,
  attempts: 1,
  ...(reason ? { reason } : {}),
});
const report = (status: JobStatus, items: ItemReport[]): JobReport =>
  ({
    id: "j",
    status,
    items,
    counts: {
      total: items.length,
      inserted: items.filter((i) => i.outcome === "inserted").length,
      duplicates: 0,
      invalid: items.filter((i) => i.outcome === "invalid").length,
      failed: items.filter((i) => i.outcome === "failed").length,
      pending: items.filter((i) => i.outcome === "pending").length,
      matched: 0,
      held: 0,
      removing: 0,
    },
  }) as unknown as JobReport;

describe("nothing is final while the job may still change", () => {
  it("is unsettled while queued, running, waiting or paused; settled once done, done with errors or failed", () => {
    for (const status of ["queued", "running", "waiting", "paused"] as const)
      expect(writeOutcomeOf(report(status, [])).settled).toBe(false);
    for (const status of ["done", "done_with_errors", "failed"] as const) expect(writeOutcomeOf(report(status, [])).settled).toBe(true);
  });
});

describe("the values written, and the days of those given up after failures (worth sending again)", () => {
  it("counts the written values and lists the failed ones' days, not the refused ones'", () => {
    const outcome = writeOutcomeOf(
      report("done_with_errors", [
        month("2026-01-31", "inserted"),
        month("2026-02-28", "failed", "500 Internal Server Error"),
        month("2026-03-31", "invalid", "the manual account 7 is closed"),
        month("2026-04-30", "failed", "timeout"),
      ]),
    );
    expect(outcome).toEqual({ settled: true, written: 1, givenUp: ["2026-02-28", "2026-04-30"], unserved: false });
  });
  it("a report without its items gives up nothing", () => {
    const bare = { ...report("done", [month("2026-01-31", "inserted")]), items: undefined } as JobReport;
    expect(writeOutcomeOf(bare)).toEqual({ settled: true, written: 1, givenUp: [], unserved: false });
  });
});

describe("a kind not served for the connection is said once, whichever way it was learnt", () => {
  it("a history 404 or the legacy v1 interface: unserved (stop sending it)", () => {
    expect(writeOutcomeOf(report("done_with_errors", [month("2026-01-31", "invalid", HISTORY_NOT_SERVED)])).unserved).toBe(true);
    expect(writeOutcomeOf(report("done_with_errors", [month("2026-01-31", "invalid", NO_HISTORY_ON_V1)])).unserved).toBe(true);
  });
});
