// What needs the person, as the Outbox's tables hold it (read for notifications by outbox/attention.ts): paused
// connections, finished jobs with failed rows, receipts held after their window, pending rows no export booked, and
// imports whose rows do not add up to the file's balances. Read-only; each query answers at most `limit` rows.
import { integer, nullable, rows, text } from "../../storage";

/** `kind IN (…)` over the kinds a descriptor trait picks (kinds/index.ts), with its parameters. */
function kindIn(column: string, kinds: readonly string[]): [string, string[]] {
  return kinds.length === 0 ? ["0", []] : [`${column} IN (${kinds.map(() => "?").join(", ")})`, [...kinds]];
}

export class AttentionStore {
  constructor(private readonly sql: SqlStorage) {}

  /** Connections whose credential the service refused twice. */
  paused(): string[] {
    return rows(this.sql.exec(`SELECT id FROM connections WHERE needs_auth >= 2 ORDER BY id`), { id: text }).map((r) => r.id);
  }

  /** Sealed jobs of the `kinds` made since `since` (ms) that finished with rows failed or refused. */
  failedRows(since: number, kinds: readonly string[], limit: number) {
    const [kindsIn, params] = kindIn("j.kind", kinds);
    return rows(
      this.sql.exec(
        `SELECT j.id, j.connection_id, j.source, j.file_name, j.manual_account_id,
                SUM(i.state IN ('failed', 'invalid')) AS failed, COUNT(*) AS total
           FROM jobs j JOIN items i ON i.job_id = j.id
          WHERE j.created_at >= ? AND j.sealed = 1 AND ${kindsIn}
          GROUP BY j.id
         HAVING failed > 0 AND SUM(i.state IN ('pending', 'sending')) = 0
          ORDER BY j.created_at LIMIT ?`,
        since,
        ...params,
        limit,
      ),
      {
        id: text,
        connection_id: text,
        source: text,
        file_name: nullable(text),
        manual_account_id: nullable(integer),
        failed: integer,
        total: integer,
      },
    );
  }

  /** Items held (a receipt whose window ended unmatched) of jobs of the `kinds` made since `since` (ms). */
  held(since: number, kinds: readonly string[], limit: number) {
    const [kindsIn, params] = kindIn("j.kind", kinds);
    return rows(
      this.sql.exec(
        `SELECT j.id, j.connection_id, i.date, i.amount, i.payee
           FROM jobs j JOIN items i ON i.job_id = j.id
          WHERE j.created_at >= ? AND ${kindsIn} AND i.state = 'held'
          ORDER BY j.created_at LIMIT ?`,
        since,
        ...params,
        limit,
      ),
      { id: text, connection_id: text, date: nullable(text), amount: nullable(text), payee: nullable(text) },
    );
  }

  /** Pending rows in the budget dated before `cutoff` (YYYY-MM-DD) that no bank row took over. */
  neverBooked(cutoff: string, limit: number) {
    return rows(
      this.sql.exec(
        `SELECT i.job_id, i.seq, j.connection_id, j.manual_account_id, i.transaction_id, i.date, i.amount, i.payee
           FROM items i JOIN jobs j ON j.id = i.job_id
          WHERE i.provisional = 'pending' AND i.state IN ('inserted', 'matched') AND i.transaction_id IS NOT NULL AND i.date < ?
            AND NOT EXISTS (SELECT 1 FROM reconciliations r WHERE r.provisional_job = i.job_id AND r.provisional_seq = i.seq)
          ORDER BY i.date LIMIT ?`,
        cutoff,
        limit,
      ),
      {
        job_id: text,
        seq: integer,
        connection_id: text,
        manual_account_id: nullable(integer),
        transaction_id: integer,
        date: text,
        amount: text,
        payee: nullable(text),
      },
    );
  }

  /** Sealed imports made since `since` (ms) whose file's verification found its rows unbalanced, with the first break. */
  unbalanced(since: number, limit: number) {
    return rows(
      this.sql.exec(
        `SELECT id, connection_id, file_name, manual_account_id, verification ->> '$.first_break.row' AS row,
                verification ->> '$.first_break.expected' AS expected, verification ->> '$.first_break.found' AS found
           FROM jobs
          WHERE created_at >= ? AND sealed = 1 AND verification ->> '$.status' = 'unbalanced'
          ORDER BY created_at LIMIT ?`,
        since,
        limit,
      ),
      {
        id: text,
        connection_id: text,
        file_name: nullable(text),
        manual_account_id: nullable(integer),
        row: nullable(integer),
        expected: nullable(text),
        found: nullable(text),
      },
    );
  }
}
