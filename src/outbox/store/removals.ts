// "Remove this import" (kinds/removal.ts): the job's inserted items pass through `removing` to `removed` or
// `kept`; a removed cash item leaves the cash ledger with its transaction.
import { firstRow, integer, nullable, rows, text } from "../../storage";
import type { JobRow } from "./jobs";

/** An item on its way out, with the transaction it inserted. */
export type Removing = { seq: number; transaction_id: number; date: string | null; external_id: string };
/** A bank item on its way out that took over a provisional transaction: that transaction is put back, not deleted. */
export type PuttingBack = { seq: number; transaction_id: number; external_id: string };

export class RemovalsStore {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * Every item the job inserted is marked for removal, and every bank row that took over a provisional transaction
   * for putting it back (the job's requests then go to kinds/removal.ts). Answers how many; none when nothing is
   * inserted (or the removal was asked before).
   */
  request(jobId: string, now: number): number {
    this.sql.exec(`UPDATE jobs SET removal_requested_at = ?, next_attempt_at = 0, last_error = NULL WHERE id = ?`, now, jobId);
    return this.sql
      .exec(
        `UPDATE items SET state = 'removing' WHERE job_id = ? AND transaction_id IS NOT NULL
           AND (state = 'inserted' OR (state = 'matched' AND claims IS NOT NULL)) RETURNING seq`,
        jobId,
      )
      .toArray().length;
  }
  /** Whether anything of the job is on its way out. */
  waiting(jobId: string): boolean {
    return this.sql.exec(`SELECT 1 FROM items WHERE job_id = ? AND state = 'removing' LIMIT 1`, jobId).toArray().length > 0;
  }
  /** Items on their way out, with the transaction each inserted (not those that put a takeover back). */
  pending(jobId: string, limit: number): Removing[] {
    return rows(
      this.sql.exec(
        `SELECT seq, transaction_id, date, external_id FROM items WHERE job_id = ? AND state = 'removing' AND claims IS NULL
         ORDER BY seq LIMIT ?`,
        jobId,
        limit,
      ),
      { seq: integer, transaction_id: integer, date: nullable(text), external_id: text },
    );
  }
  /** Bank items on their way out whose takeover is put back. */
  puttingBack(jobId: string, limit: number): PuttingBack[] {
    return rows(
      this.sql.exec(
        `SELECT seq, transaction_id, external_id FROM items WHERE job_id = ? AND state = 'removing' AND claims IS NOT NULL
         ORDER BY seq LIMIT ?`,
        jobId,
        limit,
      ),
      { seq: integer, transaction_id: integer, external_id: text },
    );
  }
  /** A takeover put back: the provisional transaction stays; only the bank's own id leaves the cash ledger. */
  putBack(job: JobRow, seq: number, reason: string): void {
    const row = firstRow(
      this.sql.exec(
        `UPDATE items SET state = 'removed', reason = ? WHERE job_id = ? AND seq = ? RETURNING external_id`,
        reason,
        job.id,
        seq,
      ),
      { external_id: text },
    );
    if (row) this.sql.exec(`DELETE FROM cash_ledger WHERE connection_id = ? AND external_id = ?`, job.connection_id, row.external_id);
  }
  /**
   * A removal settled: the transaction is gone (and a cash item's ledger entry with it, so that importing the
   * file again inserts it again), or it stays, with why.
   */
  settle(job: JobRow, seq: number, outcome: "removed" | "kept", reason: string | null): void {
    const row = firstRow(
      this.sql.exec(
        `UPDATE items SET state = ?, reason = ? WHERE job_id = ? AND seq = ? RETURNING transaction_id`,
        outcome,
        reason,
        job.id,
        seq,
      ),
      { transaction_id: nullable(integer) },
    );
    if (outcome === "removed" && row?.transaction_id != null)
      this.sql.exec(`DELETE FROM cash_ledger WHERE connection_id = ? AND transaction_id = ?`, job.connection_id, row.transaction_id);
  }
}
