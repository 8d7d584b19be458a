// "Remove this import" (kinds/removal.ts): the job's inserted items pass through `removing` to `removed` or
// `kept`; a removed cash item leaves the cash ledger with its transaction.
import { firstRow, integer, nullable, oneOf, oneRow, rows, text } from "../../storage";
import type { JobRow } from "./jobs";

/** An item on its way out, with the transaction it inserted. */
export type Removing = { seq: number; transaction_id: number; date: string | null; external_id: string };
/** A bank item on its way out that took over a provisional transaction: that transaction is put back, not deleted. */
export type PuttingBack = { seq: number; transaction_id: number; external_id: string };
/**
 * An item of another import that counts on a transaction a removal would delete: a row found already there
 * (`duplicate`), a bank row that took it over (`matched`, `claims`), a receipt that added its details to it (`matched`).
 */
export type Reliance = {
  transaction_id: number;
  state: "duplicate" | "matched";
  takeover: boolean;
  row: number;
  file_name: string | null;
  created_at: number;
};

/** The items a removal acts on: what the job inserted, the takeovers its bank rows made, what its receipts matched. */
const REMOVABLE = `transaction_id IS NOT NULL AND state IN ('inserted', 'matched')`;

export class RemovalsStore {
  constructor(private readonly sql: SqlStorage) {}

  /** How many of the job's items a removal would act on: none when it put nothing in the budget, or was removed. */
  removable(jobId: string): number {
    return oneRow(this.sql.exec(`SELECT COUNT(*) AS n FROM items WHERE job_id = ? AND ${REMOVABLE}`, jobId), { n: integer }).n;
  }
  /**
   * Every item the job inserted is marked for removal, and every bank row that took over a provisional transaction
   * for putting it back (the job's requests then go to kinds/removal.ts); a receipt that matched the bank's
   * transaction is kept at once, saying `enriched`. Answers how many are on their way out.
   */
  request(jobId: string, now: number, enriched: string): number {
    this.sql.exec(`UPDATE jobs SET removal_requested_at = ?, next_attempt_at = 0, last_error = NULL WHERE id = ?`, now, jobId);
    this.sql.exec(
      `UPDATE items SET state = 'kept', reason = ? WHERE job_id = ? AND ${REMOVABLE} AND state = 'matched' AND claims IS NULL`,
      enriched,
      jobId,
    );
    return this.sql.exec(`UPDATE items SET state = 'removing' WHERE job_id = ? AND ${REMOVABLE} RETURNING seq`, jobId).toArray().length;
  }
  /**
   * The items of the connection's other imports, of `kinds` (those whose items are transactions), that count on one of
   * `transactionIds` now: deleting it would leave their payment out of the budget. An import that was removed counts
   * on nothing.
   */
  reliances(job: JobRow, transactionIds: number[], kinds: readonly string[]): Reliance[] {
    if (transactionIds.length === 0 || kinds.length === 0) return [];
    const read = rows(
      this.sql.exec(
        `SELECT i.transaction_id, i.state, i.claims IS NOT NULL AS takeover, i.row, j.file_name, j.created_at
         FROM items i JOIN jobs j ON j.id = i.job_id
         WHERE i.transaction_id IN (SELECT value FROM json_each(?)) AND i.state IN ('duplicate', 'matched') AND i.job_id <> ?
           AND j.connection_id = ? AND j.removal_requested_at IS NULL AND j.kind IN (SELECT value FROM json_each(?))
         ORDER BY i.state = 'matched' DESC, takeover DESC, j.created_at, i.seq`,
        JSON.stringify(transactionIds),
        job.id,
        job.connection_id,
        JSON.stringify(kinds),
      ),
      {
        transaction_id: integer,
        state: oneOf(["duplicate", "matched"] as const),
        takeover: integer,
        row: integer,
        file_name: nullable(text),
        created_at: integer,
      },
    );
    return read.map((r) => ({ ...r, takeover: r.takeover === 1 }));
  }
  /**
   * A row of another export of the account, not removed, that is the bank's row which took transaction `transactionId`
   * over (reconcile.ts settled it as that transaction: `duplicate`), under another id than the removed row's own (the
   * same file again is not another export): it counts on the takeover, which a removal then keeps.
   */
  otherExportsRow(job: JobRow, transactionId: number, externalId: string): Reliance | null {
    const row = firstRow(
      this.sql.exec(
        `SELECT i.transaction_id, i.row, j.file_name, j.created_at FROM items i JOIN jobs j ON j.id = i.job_id
         WHERE i.transaction_id = ? AND i.state = 'duplicate' AND i.external_id <> ? AND i.job_id <> ? AND j.connection_id = ?
           AND j.manual_account_id IS ? AND j.bank_rows = 1 AND j.removal_requested_at IS NULL
         ORDER BY j.created_at, i.seq LIMIT 1`,
        transactionId,
        externalId,
        job.id,
        job.connection_id,
        job.manual_account_id,
      ),
      { transaction_id: integer, row: integer, file_name: nullable(text), created_at: integer },
    );
    return row ? { ...row, state: "duplicate", takeover: false } : null;
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
