// What in the Outbox needs the person, read for notifications (src/notifications/): connections paused until
// they reconnect, imports that ended with rows the service did not take, and receipts held after their match
// window. Read-only queries over the Outbox's tables; the notifier remembers what it already told.
import type { MatchKind } from "./kinds";

/** A finished job of transactions with rows that failed or the service refused. */
export interface FailedRowsJob {
  jobId: string;
  connectionId: string;
  source: string;
  fileName: string | null;
  failed: number;
  total: number;
}

/** A receipt in match mode whose window ended with no bank transaction to enrich: held for the person. */
export interface UnmatchedReceipt {
  jobId: string;
  connectionId: string;
  date: string | null;
  amount: string | null;
  payee: string | null;
}

export interface OutboxAttention {
  /** Connections whose credential the service refused twice: their work waits until they reconnect. */
  paused: string[];
  failedRows: FailedRowsJob[];
  unmatched: UnmatchedReceipt[];
}

/** Enough for a day's imports and receipts; what is older was read by an earlier poll. */
const MAX_FOUND = 100;
const HELD_KIND: MatchKind = "match_or_hold";

/** What needs the person among jobs made since `since` (ms). */
export function outboxAttention(sql: SqlStorage, since: number): OutboxAttention {
  const paused = sql.exec<{ id: string }>(`SELECT id FROM connections WHERE needs_auth >= 2 ORDER BY id`).toArray();
  const failedRows = sql
    .exec<{ id: string; connection_id: string; source: string; file_name: string | null; failed: number; total: number }>(
      `SELECT j.id, j.connection_id, j.source, j.file_name,
              SUM(i.state IN ('failed', 'invalid')) AS failed, COUNT(*) AS total
         FROM jobs j JOIN items i ON i.job_id = j.id
        WHERE j.created_at >= ? AND j.sealed = 1 AND j.kind = 'transactions'
        GROUP BY j.id
       HAVING failed > 0 AND SUM(i.state IN ('pending', 'sending')) = 0
        ORDER BY j.created_at LIMIT ?`,
      since,
      MAX_FOUND,
    )
    .toArray();
  const unmatched = sql
    .exec<{ id: string; connection_id: string; date: string | null; amount: string | null; payee: string | null }>(
      `SELECT j.id, j.connection_id, i.date, i.amount, i.payee
         FROM jobs j JOIN items i ON i.job_id = j.id
        WHERE j.created_at >= ? AND j.kind = ? AND i.state = 'held'
        ORDER BY j.created_at LIMIT ?`,
      since,
      HELD_KIND,
      MAX_FOUND,
    )
    .toArray();
  return {
    paused: paused.map((r) => r.id),
    failedRows: failedRows.map((r) => ({
      jobId: r.id,
      connectionId: r.connection_id,
      source: r.source,
      fileName: r.file_name,
      failed: Number(r.failed),
      total: Number(r.total),
    })),
    unmatched: unmatched.map((r) => ({ jobId: r.id, connectionId: r.connection_id, date: r.date, amount: r.amount, payee: r.payee })),
  };
}
