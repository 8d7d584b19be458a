// Attempts (table `attempts`): every request sent, opened before it leaves and closed when its answer is
// stored; what an attempt does to the items it carries (sending, and back to pending or a dead letter).
import { integer, oneRow } from "../../storage";
import { chunks, placeholders } from "./sql";

/**
 * An item's `doubt_since` as a request carrying it goes unanswered: the first such request's start is kept
 * (SQLite reads every column of a SET as it was before the update, `attempt_id` included).
 */
const DOUBT_SINCE = `COALESCE(doubt_since, (SELECT started_at FROM attempts a WHERE a.id = items.attempt_id), 0)`;

export class AttemptsStore {
  constructor(private readonly sql: SqlStorage) {}

  begin(jobId: string, seqs: number[], now: number): number {
    const { id } = oneRow(
      this.sql.exec(`INSERT INTO attempts (job_id, started_at, items) VALUES (?, ?, ?) RETURNING id`, jobId, now, seqs.length),
      { id: integer },
    );
    for (const chunk of chunks(seqs)) {
      this.sql.exec(
        `UPDATE items SET state = 'sending', attempt_id = ?, attempts = attempts + 1 WHERE job_id = ? AND seq IN (${placeholders(chunk)})`,
        id,
        jobId,
        ...chunk,
      );
    }
    return id;
  }
  finish(attemptId: number, outcome: string, now: number): void {
    this.sql.exec(`UPDATE attempts SET finished_at = ?, outcome = ? WHERE id = ?`, now, outcome, attemptId);
  }
  /** A failed attempt (5xx, timeout, dropped connection): back to pending, or a dead letter after the
   *  last allowed failure; one whose kind reads it back (`readBackFirst`: its write may have landed) stays pending past it, to be
   *  read back before it is called failed (ReadBackStore.deadLetter). Returns the highest failure count among
   *  the items (what the job's backoff grows with). `attempts` counts requests and was counted when they left. */
  fail(jobId: string, seqs: number[], reason: string, maxAttempts: number, inDoubt: boolean, readBackFirst = false): number {
    let highest = 0;
    for (const seq of seqs) {
      const { failures } = oneRow(
        this.sql.exec(
          `UPDATE items SET failures = failures + 1, attempt_id = NULL, in_doubt = MAX(in_doubt, ?),
             doubt_since = CASE WHEN ? THEN ${DOUBT_SINCE} ELSE doubt_since END, reason = ?,
             state = CASE WHEN failures + 1 >= ? AND ? = 0 THEN 'failed' ELSE 'pending' END
           WHERE job_id = ? AND seq = ? RETURNING failures`,
          inDoubt ? 1 : 0,
          inDoubt ? 1 : 0,
          reason,
          maxAttempts,
          readBackFirst ? 1 : 0,
          jobId,
          seq,
        ),
        { failures: integer },
      );
      highest = Math.max(highest, failures);
    }
    return highest;
  }
  /**
   * After a restart: attempts left open were cut off between send and commit. Their items go back to
   * pending, marked in doubt (the service may have inserted them; a replay is deduped by external_id,
   * and cash items are reconciled before they are sent again).
   */
  recoverInterrupted(now: number): number {
    const open = this.sql
      .exec(`UPDATE items SET state = 'pending', in_doubt = 1, doubt_since = ${DOUBT_SINCE} WHERE state = 'sending' RETURNING seq`)
      .toArray().length;
    this.sql.exec(`UPDATE attempts SET finished_at = ?, outcome = 'interrupted' WHERE finished_at IS NULL`, now);
    return open;
  }
  /** Whether any request of the job has left (a report's `queued` or `running`). */
  any(jobId: string): boolean {
    return this.sql.exec(`SELECT 1 FROM attempts WHERE job_id = ? LIMIT 1`, jobId).toArray().length > 0;
  }
}
