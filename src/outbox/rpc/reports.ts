// What the Outbox says of its jobs: a job's report and its rows without an item, the connection's actions newest
// first, where a transaction came from, what needs the person (for notifications) and whether a connection is paused.
import { type OutboxAttention, outboxAttention } from "../attention";
import { buildReport, buildRowNotes, type JobReport, MAX_REPORT_PAGE, type PageOptions } from "../report";
import type { ItemOutcome, StandingRow } from "../store";
import { type WriteOutcome, writeOutcomeOf } from "../write-outcome";
import { type OutboxParts, ownJob } from "./parts";

export type ReportOptions = { connectionId?: string; items?: boolean; outcome?: ItemOutcome | undefined } & PageOptions;

/** The job's report; null when it does not exist or belongs to another connection than the one given. */
export function report(parts: OutboxParts, jobId: string, options: ReportOptions = {}): JobReport | null {
  const job = ownJob(parts, jobId, options.connectionId);
  return job ? buildReport(parts.store, job, Date.now(), parts.store.gate.get(Date.now()), options) : null;
}

/** Several jobs' reports in one call; null like `report`. */
export function reports(parts: OutboxParts, jobIds: string[], options: ReportOptions = {}): Record<string, JobReport | null> {
  return Object.fromEntries(jobIds.map((id) => [id, report(parts, id, options)]));
}

/** What became of a balance source's write job, in types (write-outcome.ts); null when there is no such job. */
export function writeOutcome(parts: OutboxParts, jobId: string): WriteOutcome | null {
  const made = report(parts, jobId, { items: true });
  return made ? writeOutcomeOf(made) : null;
}

/** One page of the job's rows that produced no item; null like `report`. */
export function rowNotes(
  parts: OutboxParts,
  jobId: string,
  options: { connectionId?: string; outcome?: "ignored" | "error" | undefined } & PageOptions = {},
) {
  const job = ownJob(parts, jobId, options.connectionId);
  return job ? buildRowNotes(parts.store, job, options) : null;
}

/**
 * The connection's actions, newest first, one page, each with the jobs that followed it (`followed_by`); `unchanged:
 * "hide"` leaves out the balance-source jobs that changed nothing (store/jobs.ts), whose number is `unchanged` either way.
 */
export function list(
  parts: OutboxParts,
  connectionId: string,
  options: PageOptions & { unchanged?: "show" | "hide" | undefined } = {},
): { imports: JobReport[]; total: number; next_offset: number | null; unchanged: number } {
  const { store } = parts;
  const offset = options.offset ?? 0;
  const limit = Math.min(options.limit ?? 50, MAX_REPORT_PAGE);
  const shown = options.unchanged !== "hide";
  const now = Date.now();
  const gate = store.gate.get(now);
  const jobs = store.jobs.list(connectionId, offset, limit, shown);
  const imports = jobs.map((job) => {
    const made = buildReport(store, job, now, gate, {});
    const followers = store.jobs.followers(job.id).map((f) => buildReport(store, f, now, gate, {}));
    return followers.length ? { ...made, followed_by: followers } : made;
  });
  const total = store.jobs.count(connectionId, shown);
  const unchanged = store.jobs.countChangedNothing(connectionId);
  return { imports, total, next_offset: offset + imports.length < total ? offset + imports.length : null, unchanged };
}

/** Where transaction `transactionId` came from: the import and row that put it in the budget (store/jobs.ts). */
export function transactionRow(
  parts: OutboxParts,
  connectionId: string,
  transactionId: number,
): { jobId: string; row: number; index: number } | null {
  return parts.store.jobs.transactionRow(connectionId, transactionId);
}

/** Where a receipt's or tap's transaction is once a bank row took it over: the bank's account may not be the item's. */
export function takenOver(
  parts: OutboxParts,
  connectionId: string,
  externalId: string,
): { transactionId: number; manualAccountId: number | null } | null {
  const taken = parts.store.reconciliations.takenOver(connectionId, externalId);
  return taken ? { transactionId: taken.transactionId, manualAccountId: taken.accountId } : null;
}

/** By transaction, the bank rows of the connection's imports that stand in it (ledger.ts). */
export function standingRows(parts: OutboxParts, connectionId: string, transactionIds: number[]): Record<number, StandingRow[]> {
  return Object.fromEntries(parts.store.ledger.standingRows(connectionId, transactionIds));
}

/** What needs the person among jobs made since `since` (ms), and the paused connections: for notifications. */
export function attention(parts: OutboxParts, since: number): OutboxAttention {
  return outboxAttention(parts.store, since);
}

/** Whether the connection's jobs are paused until a person authorizes Intake again (the connection page says so). */
export function isPaused(parts: OutboxParts, connectionId: string): boolean {
  return parts.store.connections.needsAuth(connectionId);
}
