// Jobs (table `jobs`): one import, balance write or attachment each; made, sealed, served in turn, forgotten.

export type JobRow = {
  id: string;
  connection_id: string;
  /** The channel the job came by (JobSpec.channel); the column keeps its first name. */
  source: string;
  manual_account_id: number | null;
  apply_rules: number;
  skip_duplicates: number;
  sealed: number;
  total: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  file_name: string | null;
  rows_planned: number;
  rows_ignored: number;
  rows_error: number;
  /** A name of the delivery registry (kinds/index.ts: `JobKind`); the store keeps it as text. */
  kind: string;
  /** When the person asked to remove the import (kinds/removal.ts); null if never. */
  removal_requested_at: number | null;
  /** 1: the items are the bank's own rows, which may take over what Intake put there before them (reconcile.ts). */
  bank_rows: number;
};

/** What a new job is made of; the rest starts at its column's default. */
export type NewJob = Omit<
  JobRow,
  | "total"
  | "next_attempt_at"
  | "last_error"
  | "file_name"
  | "rows_planned"
  | "rows_ignored"
  | "rows_error"
  | "kind"
  | "removal_requested_at"
  | "bank_rows"
> & {
  file_name?: string | null;
  kind?: string;
  bank_rows?: number;
};

export class JobsStore {
  constructor(private readonly sql: SqlStorage) {}

  create(job: NewJob): void {
    this.sql.exec(`INSERT OR IGNORE INTO connections (id) VALUES (?)`, job.connection_id);
    this.sql.exec(
      `INSERT INTO jobs (id, connection_id, source, manual_account_id, apply_rules, skip_duplicates, sealed,
                         created_at, updated_at, file_name, kind, bank_rows)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      job.id,
      job.connection_id,
      job.source,
      job.manual_account_id,
      job.apply_rules,
      job.skip_duplicates,
      job.sealed,
      job.created_at,
      job.created_at,
      job.file_name ?? null,
      job.kind ?? "transactions",
      job.bank_rows ?? 0,
    );
  }
  get(id: string): JobRow | undefined {
    return this.sql.exec<JobRow>(`SELECT * FROM jobs WHERE id = ?`, id).toArray()[0];
  }
  /**
   * Forgets finished jobs created before `before` (their items, row notes and attempts). The cash
   * ledger stays: it is what keeps a cash item from being delivered twice, however old.
   */
  purgeFinished(before: number): number {
    const ids = this.sql
      .exec<{ id: string }>(
        `SELECT id FROM jobs j WHERE created_at < ? AND sealed = 1
           AND NOT EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id AND i.state IN ('pending', 'sending'))`,
        before,
      )
      .toArray()
      .map((r) => r.id);
    for (const id of ids) {
      for (const table of ["items", "row_notes", "attempts", "attachment_files", "attachment_parts"])
        this.sql.exec(`DELETE FROM ${table} WHERE job_id = ?`, id);
      this.sql.exec(`DELETE FROM jobs WHERE id = ?`, id);
    }
    // A transaction this old is outside any new receipt's match window: its mark is not needed.
    this.sql.exec(`DELETE FROM receipt_matches WHERE matched_at < ?`, before);
    this.sql.exec(`DELETE FROM reconciliations WHERE at < ?`, before);
    return ids.length;
  }
  /** Jobs still receiving chunks although nothing arrived since `before`: their upload died. */
  abandoned(before: number): string[] {
    return this.sql
      .exec<{ id: string }>(`SELECT id FROM jobs WHERE sealed = 0 AND updated_at < ?`, before)
      .toArray()
      .map((r) => r.id);
  }
  seal(jobId: string): void {
    this.sql.exec(`UPDATE jobs SET sealed = 1 WHERE id = ?`, jobId);
  }
  setDue(jobId: string, at: number, lastError: string | null): void {
    this.sql.exec(`UPDATE jobs SET next_attempt_at = ?, last_error = ? WHERE id = ?`, at, lastError, jobId);
  }
  /** A receipt in match mode whose window ended becomes an insert job (match_or_insert's fallback). */
  setKind(jobId: string, kind: string): void {
    this.sql.exec(`UPDATE jobs SET kind = ? WHERE id = ?`, kind, jobId);
  }
  markServed(job: JobRow, now: number): void {
    this.sql.exec(`UPDATE jobs SET last_served_at = ? WHERE id = ?`, now, job.id);
    this.sql.exec(`UPDATE connections SET last_served_at = ? WHERE id = ?`, now, job.connection_id);
  }

  /**
   * The next job to serve: round-robin over connections, then over their jobs (least recently served
   * first), so that one large upload does not starve a receipt email.
   */
  next(now: number): JobRow | undefined {
    return this.sql
      .exec<JobRow>(
        `SELECT j.* FROM jobs j JOIN connections c ON c.id = j.connection_id
         WHERE c.needs_auth < 2 AND j.next_attempt_at <= ?
           AND EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id AND i.state IN ('pending', 'removing'))
         ORDER BY c.last_served_at, j.last_served_at, j.created_at LIMIT 1`,
        now,
      )
      .toArray()[0];
  }
  /** When the earliest job with pending items becomes due (ignoring the gate); null if none. */
  nextDue(): number | null {
    const row = this.sql
      .exec<{ due: number | null }>(
        `SELECT MIN(j.next_attempt_at) AS due FROM jobs j JOIN connections c ON c.id = j.connection_id
         WHERE c.needs_auth < 2 AND EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id AND i.state IN ('pending', 'removing'))`,
      )
      .one();
    return row.due;
  }
  /**
   * The connection's receipts waiting for their bank transaction look again now (an import just finished): jobs of
   * `kinds`, those whose descriptor waits for the bank (kinds/index.ts).
   */
  wakeMatches(connectionId: string, kinds: readonly string[], now: number): void {
    if (kinds.length === 0) return;
    this.sql.exec(
      `UPDATE jobs SET next_attempt_at = ? WHERE connection_id = ? AND kind IN (${kinds.map(() => "?").join(", ")})
         AND next_attempt_at > ? AND EXISTS (SELECT 1 FROM items i WHERE i.job_id = jobs.id AND i.state = 'pending')`,
      now,
      connectionId,
      ...kinds,
      now,
    );
  }

  /** The connection's jobs, newest first. */
  list(connectionId: string, offset: number, limit: number): JobRow[] {
    return this.sql
      .exec<JobRow>(`SELECT * FROM jobs WHERE connection_id = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?`, connectionId, limit, offset)
      .toArray();
  }
  count(connectionId: string): number {
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM jobs WHERE connection_id = ?`, connectionId).one().n;
  }
}
