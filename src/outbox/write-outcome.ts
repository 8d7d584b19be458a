// What became of a write job (a balance, months of history), as the balance source that queued it needs to know:
// still on its way, or how many values were written, which were given up (to send again), and whether the
// service or the connection's interface does not serve the kind at all (stop sending it). Typed here, where the
// Outbox's own reasons are written, so that no caller compares reason text.
import { historyNotServed } from "./writes";
import type { JobReport, JobStatus } from "./report";

export interface WriteOutcome {
  /** False while the job may still change: nothing else here is final. */
  settled: boolean;
  /** Values the service took. */
  written: number;
  /** The dates of values given up after failures (5xx, timeouts): worth sending again. */
  givenUp: string[];
  /** The kind is not served for this connection (a history 404, the legacy v1 interface). */
  unserved: boolean;
}

const UNSETTLED: ReadonlySet<JobStatus> = new Set<JobStatus>(["queued", "running", "waiting", "paused"]);

/** The outcome of a write job from its report with its items (one page holds every value of a write job). */
export function writeOutcomeOf(report: JobReport): WriteOutcome {
  const items = report.items ?? [];
  return {
    settled: !UNSETTLED.has(report.status),
    written: report.counts.inserted,
    givenUp: items.flatMap((i) => (i.outcome === "failed" && i.date ? [i.date] : [])),
    unserved: items.some((i) => historyNotServed(i.reason)),
  };
}
