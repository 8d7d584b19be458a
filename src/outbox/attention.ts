// What in the Outbox needs the person, read for notifications (src/notifications/): connections paused until
// they reconnect, imports that ended with rows the service did not take, receipts held after their match
// window, pending rows no export booked in a month, and imports whose rows do not add up to the file's balances. Read-only queries over the Outbox's tables; the notifier remembers what it already told.
import { kindsWhere } from "./kinds/index";
import type { Agreement } from "./agreement/agreement";
import type { CoverageStore } from "./store/coverage";

/** A finished job of transactions with rows that failed or the service refused. */
export interface FailedRowsJob {
  jobId: string;
  connectionId: string;
  /** What the job came by (JobSpec.channel). */
  channel: string;
  fileName: string | null;
  /** The manual account the job wrote to (null: cash). */
  accountId: number | null;
  failed: number;
  total: number;
}

/** A finished import of a bank file whose rows do not add up to the file's own balances (formats/verification.ts). */
export interface UnbalancedImport {
  jobId: string;
  connectionId: string;
  fileName: string | null;
  /** The manual account the file went into (null: cash). */
  accountId: number | null;
  /** The first break: the row, the balance it should read and what it reads. */
  row: number | null;
  expected: string | null;
  found: string | null;
}

/** A receipt in match mode whose window ended with no bank transaction to enrich: held for the person. */
export interface UnmatchedReceipt {
  jobId: string;
  connectionId: string;
  date: string | null;
  amount: string | null;
  payee: string | null;
}

/** A row the bank marked pending that no later export booked: the payment may never have happened. */
export interface NeverBooked {
  jobId: string;
  seq: number;
  connectionId: string;
  /** The manual account the row went into (null: cash). */
  accountId: number | null;
  transactionId: number;
  date: string;
  amount: string;
  payee: string | null;
}

/** An account whose budget stopped agreeing with the bank's balances (kinds/agreement.ts), and why, as far as known. */
export interface DifferingAccount {
  connectionId: string;
  accountId: number;
  /** When it turned to "differs" (ms): the event, told once. */
  differsAt: number;
  agreement: Agreement;
}

export interface OutboxAttention {
  /** Connections whose credential the service refused twice: their work waits until they reconnect. */
  paused: string[];
  failedRows: FailedRowsJob[];
  unmatched: UnmatchedReceipt[];
  neverBooked: NeverBooked[];
  unbalanced: UnbalancedImport[];
  differing: DifferingAccount[];
}

/** A hold is booked within days; one still pending after this long is worth asking about. */
export const NEVER_BOOKED_DAYS = 30;

/** Enough for a day's imports and receipts; what is older was read by an earlier poll. */
const MAX_FOUND = 100;

/** `kind IN (…)` over the kinds a descriptor trait picks (kinds/index.ts), with its parameters. */
function kindIn(column: string, kinds: string[]): [string, string[]] {
  return kinds.length === 0 ? ["0", []] : [`${column} IN (${kinds.map(() => "?").join(", ")})`, kinds];
}

/** What needs the person among jobs made since `since` (ms). */
export function outboxAttention(sql: SqlStorage, coverage: CoverageStore, since: number): OutboxAttention {
  const [toldKinds, told] = kindIn(
    "j.kind",
    kindsWhere((kind) => kind.tellsFailedRows),
  );
  const [holdingKinds, holding] = kindIn(
    "j.kind",
    kindsWhere((kind) => kind.matching?.unmatched === "hold"),
  );
  const paused = sql.exec<{ id: string }>(`SELECT id FROM connections WHERE needs_auth >= 2 ORDER BY id`).toArray();
  const failedRows = sql
    .exec<{
      id: string;
      connection_id: string;
      source: string;
      file_name: string | null;
      manual_account_id: number | null;
      failed: number;
      total: number;
    }>(
      `SELECT j.id, j.connection_id, j.source, j.file_name, j.manual_account_id,
              SUM(i.state IN ('failed', 'invalid')) AS failed, COUNT(*) AS total
         FROM jobs j JOIN items i ON i.job_id = j.id
        WHERE j.created_at >= ? AND j.sealed = 1 AND ${toldKinds}
        GROUP BY j.id
       HAVING failed > 0 AND SUM(i.state IN ('pending', 'sending')) = 0
        ORDER BY j.created_at LIMIT ?`,
      since,
      ...told,
      MAX_FOUND,
    )
    .toArray();
  const unmatched = sql
    .exec<{ id: string; connection_id: string; date: string | null; amount: string | null; payee: string | null }>(
      `SELECT j.id, j.connection_id, i.date, i.amount, i.payee
         FROM jobs j JOIN items i ON i.job_id = j.id
        WHERE j.created_at >= ? AND ${holdingKinds} AND i.state = 'held'
        ORDER BY j.created_at LIMIT ?`,
      since,
      ...holding,
      MAX_FOUND,
    )
    .toArray();
  const cutoff = new Date(Date.now() - NEVER_BOOKED_DAYS * 86_400_000).toISOString().slice(0, 10);
  const neverBooked = sql
    .exec<{
      job_id: string;
      seq: number;
      connection_id: string;
      manual_account_id: number | null;
      transaction_id: number;
      date: string;
      amount: string;
      payee: string | null;
    }>(
      `SELECT i.job_id, i.seq, j.connection_id, j.manual_account_id, i.transaction_id, i.date, i.amount, i.payee
         FROM items i JOIN jobs j ON j.id = i.job_id
        WHERE i.provisional = 'pending' AND i.state IN ('inserted', 'matched') AND i.transaction_id IS NOT NULL AND i.date < ?
          AND NOT EXISTS (SELECT 1 FROM reconciliations r WHERE r.provisional_job = i.job_id AND r.provisional_seq = i.seq)
        ORDER BY i.date LIMIT ?`,
      cutoff,
      MAX_FOUND,
    )
    .toArray();
  const unbalanced = sql
    .exec<{
      id: string;
      connection_id: string;
      file_name: string | null;
      manual_account_id: number | null;
      row: number | null;
      expected: string | null;
      found: string | null;
    }>(
      `SELECT id, connection_id, file_name, manual_account_id, verification ->> '$.first_break.row' AS row,
              verification ->> '$.first_break.expected' AS expected, verification ->> '$.first_break.found' AS found
         FROM jobs
        WHERE created_at >= ? AND sealed = 1 AND verification ->> '$.status' = 'unbalanced'
        ORDER BY created_at LIMIT ?`,
      since,
      MAX_FOUND,
    )
    .toArray();
  const differing = coverage
    .turnedToDiffer(since)
    .slice(0, MAX_FOUND)
    .map((d) => ({
      connectionId: d.connection_id,
      accountId: d.account_id,
      differsAt: d.differs_at ?? d.checked_at,
      agreement: d.agreement,
    }));
  return {
    paused: paused.map((r) => r.id),
    differing,
    unbalanced: unbalanced.map((r) => ({
      jobId: r.id,
      connectionId: r.connection_id,
      fileName: r.file_name,
      accountId: r.manual_account_id,
      row: r.row === null ? null : Number(r.row),
      expected: r.expected,
      found: r.found,
    })),
    neverBooked: neverBooked.map((r) => ({
      jobId: r.job_id,
      seq: r.seq,
      connectionId: r.connection_id,
      accountId: r.manual_account_id,
      transactionId: r.transaction_id,
      date: r.date,
      amount: r.amount,
      payee: r.payee,
    })),
    failedRows: failedRows.map((r) => ({
      jobId: r.id,
      connectionId: r.connection_id,
      channel: r.source,
      fileName: r.file_name,
      accountId: r.manual_account_id,
      failed: Number(r.failed),
      total: Number(r.total),
    })),
    unmatched: unmatched.map((r) => ({ jobId: r.id, connectionId: r.connection_id, date: r.date, amount: r.amount, payee: r.payee })),
  };
}
