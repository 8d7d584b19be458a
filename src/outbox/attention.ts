// What in the Outbox needs the person, read for notifications (src/notifications/): connections paused until
// they reconnect, imports that ended with rows the service did not take, receipts held after their match
// window, pending rows no export booked in a month, and imports whose rows do not add up to the file's balances. Read-only, by the store's queries (store/attention.ts); the
// notifier remembers what it already told.
import { kindsWhere } from "./kinds/index";
import type { Agreement } from "./agreement/agreement";
import type { OutboxStore } from "./store";
import { DAY_MS } from "../locale/days";

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

/** What needs the person among jobs made since `since` (ms). */
export function outboxAttention(store: Pick<OutboxStore, "attention" | "coverage">, since: number): OutboxAttention {
  const { attention } = store;
  const failedRows = attention.failedRows(
    since,
    kindsWhere((kind) => kind.tellsFailedRows),
    MAX_FOUND,
  );
  const unmatched = attention.held(
    since,
    kindsWhere((kind) => kind.matching?.unmatched === "hold"),
    MAX_FOUND,
  );
  const cutoff = new Date(Date.now() - NEVER_BOOKED_DAYS * DAY_MS).toISOString().slice(0, 10);
  const neverBooked = attention.neverBooked(cutoff, MAX_FOUND);
  const unbalanced = attention.unbalanced(since, MAX_FOUND);
  const differing = store.coverage
    .turnedToDiffer(since)
    .slice(0, MAX_FOUND)
    .map((d) => ({
      connectionId: d.connection_id,
      accountId: d.account_id,
      differsAt: d.differs_at ?? d.checked_at,
      agreement: d.agreement,
    }));
  return {
    paused: attention.paused(),
    differing,
    unbalanced: unbalanced.map((r) => ({
      jobId: r.id,
      connectionId: r.connection_id,
      fileName: r.file_name,
      accountId: r.manual_account_id,
      row: r.row,
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
      failed: r.failed,
      total: r.total,
    })),
    unmatched: unmatched.map((r) => ({ jobId: r.id, connectionId: r.connection_id, date: r.date, amount: r.amount, payee: r.payee })),
  };
}
