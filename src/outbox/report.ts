// What `GET /imports/{id}` shows: the job's status, its counts, and on request every item's outcome
// mapped back to its source row.
import type { RowReport } from "../plan";
import { nextSendAt, type GateState } from "./rate-gate";
import type { Counts, ItemState, JobRow, OutboxStore } from "./store";

export type JobStatus = "queued" | "running" | "waiting" | "paused" | "done" | "failed";

/** Items per page of a report: a page stays well under the RPC and response size limits. */
export const MAX_REPORT_PAGE = 5_000;

export interface ItemReport {
  row: number;
  external_id: string;
  outcome: "pending" | "inserted" | "duplicate" | "invalid" | "failed";
  transaction_id?: number;
  reason?: string;
  attempts: number;
}

export interface JobReport {
  id: string;
  source: string;
  status: JobStatus;
  /** For `waiting`: when delivery resumes (ISO time). */
  resumes_at?: string;
  manual_account_id: number | null;
  counts: Counts;
  last_error?: string;
  items?: ItemReport[];
  rows?: RowReport[];
}

export function buildReport(
  store: OutboxStore,
  job: JobRow,
  now: number,
  gate: GateState,
  options: { items?: boolean; offset?: number; limit?: number },
): JobReport {
  const counts = store.counts(job.id);
  const report: JobReport = {
    id: job.id,
    source: job.source,
    status: "running",
    manual_account_id: job.manual_account_id,
    counts,
  };
  if (counts.pending > 0) {
    // Held back by a 429, an exhausted window or a backoff is "waiting"; the gate's pacing is not.
    const heldUntil = Math.max(job.next_attempt_at, gate.blockedUntil);
    const resumesAt = Math.max(heldUntil, nextSendAt(gate, now));
    if (store.needsAuth(job.connection_id)) report.status = "paused";
    else if (heldUntil > now) {
      report.status = "waiting";
      report.resumes_at = new Date(resumesAt).toISOString();
    } else report.status = store.attempted(job.id) ? "running" : "queued";
  } else if (!job.sealed) report.status = "running";
  else report.status = counts.failed > 0 ? "failed" : "done";
  if (job.last_error && report.status !== "done") report.last_error = job.last_error;
  if (options.items) {
    const limit = Math.min(options.limit ?? MAX_REPORT_PAGE, MAX_REPORT_PAGE);
    report.items = store.items(job.id, options.offset ?? 0, limit).map((item) => {
      const entry: ItemReport = {
        row: item.row,
        external_id: item.external_id,
        outcome: outcomeOf(item.state),
        attempts: item.attempts,
      };
      if (item.transaction_id !== null) entry.transaction_id = item.transaction_id;
      if (item.reason !== null && item.state !== "inserted") entry.reason = item.reason;
      return entry;
    });
    report.rows = store.rowNotes(job.id);
  }
  return report;
}

function outcomeOf(state: ItemState): ItemReport["outcome"] {
  return state === "sending" ? "pending" : state;
}
