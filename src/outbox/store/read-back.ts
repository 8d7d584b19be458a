// Reading back (read-back.ts): pending items whose fate is unknown, the v1 answer they are compared with
// (`items.in_doubt`, `items.read_back`, `attempts.answer`), and the job's read-back failures in a row.
import type { DoubtfulItem } from "../read-back";
import { integer, json, nullable, oneRow, rows, text } from "../../storage";
import { chunks, placeholders } from "./sql";

/** What a v1 insert answered (`attempts.answer`), kept for the read-back. */
const ANSWER = json<NonNullable<DoubtfulItem["answer"]>>();

const DoubtfulRow = {
  seq: integer,
  external_id: text,
  date: text,
  amount: text,
  payee: nullable(text),
  in_doubt: integer,
  doubt_since: nullable(integer),
  read_back: integer,
  answer: nullable(text),
  started_at: integer,
};

export class ReadBackStore {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * Pending items whose fate is unknown (read-back.ts): a request carrying them went unanswered, or its
   * answer did not name them; with when that request left (the first unanswered one's; 0 when not known).
   */
  doubtful(jobId: string): DoubtfulItem[] {
    return rows(
      this.sql.exec(
        `SELECT i.seq, i.external_id, i.date, i.amount, i.payee, i.in_doubt, i.doubt_since, i.read_back, a.answer,
           COALESCE(a.started_at, 0) AS started_at
         FROM items i LEFT JOIN attempts a ON a.id = i.attempt_id
         WHERE i.job_id = ? AND i.state = 'pending' AND (i.in_doubt = 1 OR i.read_back = 1) AND i.claims IS NULL`,
        jobId,
      ),
      DoubtfulRow,
    ).map((r) => ({
      seq: r.seq,
      external_id: r.external_id,
      date: r.date,
      amount: r.amount,
      payee: r.payee,
      // Once unanswered, always in doubt: a read-back that did not find it may have come before the commit.
      inDoubt: r.in_doubt === 1 || r.doubt_since !== null,
      answer: r.read_back === 1 && r.answer ? ANSWER.read(r.answer) : null,
      started_at: r.doubt_since ?? r.started_at,
    }));
  }
  /** Whether an item in doubt has spent its attempts: it is read back (on v2 too) before anything is sent again. */
  exhausted(jobId: string, maxAttempts: number): boolean {
    return (
      this.sql
        .exec(
          `SELECT 1 FROM items WHERE job_id = ? AND state = 'pending' AND in_doubt = 1 AND claims IS NULL AND failures >= ? LIMIT 1`,
          jobId,
          maxAttempts,
        )
        .toArray().length > 0
    );
  }
  /**
   * Items a read-back did not find that have spent their attempts: only now, not in the budget, are they failed.
   * Returns how many were (the others may be sent again).
   */
  deadLetter(jobId: string, seqs: number[], maxAttempts: number): number {
    let failed = 0;
    for (const chunk of chunks(seqs)) {
      failed += this.sql
        .exec(
          `UPDATE items SET state = 'failed' WHERE job_id = ? AND state IN ('pending', 'sending') AND failures >= ? AND seq IN (${placeholders(chunk)})
           RETURNING seq`,
          jobId,
          maxAttempts,
          ...chunk,
        )
        .toArray().length;
    }
    return failed;
  }
  /** After a read-back: what it did not settle goes again (`doubt_since` stays: see schema.ts v11). */
  clearDoubt(jobId: string): void {
    this.sql.exec(`UPDATE items SET in_doubt = 0, read_back = 0 WHERE job_id = ? AND state = 'pending'`, jobId);
    this.resetFailures(jobId);
  }
  /** The service answered a read (or a removal's write) of the job: the failures are no longer in a row. */
  resetFailures(jobId: string): void {
    this.sql.exec(`UPDATE jobs SET readback_failures = 0 WHERE id = ? AND readback_failures > 0`, jobId);
  }
  /** One more read-back of the job failed in a row; how many now. */
  countFailure(jobId: string): number {
    return oneRow(
      this.sql.exec(`UPDATE jobs SET readback_failures = readback_failures + 1 WHERE id = ? RETURNING readback_failures AS n`, jobId),
      {
        n: integer,
      },
    ).n;
  }
  /**
   * An answer that named none of the request's items (v1): they wait, pending, to be settled by reading
   * back; the request keeps what the answer said. Only items this request still carries: one settled or sent
   * again since (by another path) is not re-opened by an answer that came late.
   */
  wait(jobId: string, seqs: number[], attemptId: number, answer: NonNullable<DoubtfulItem["answer"]>): void {
    this.sql.exec(`UPDATE attempts SET answer = ? WHERE id = ?`, ANSWER.write(answer), attemptId);
    for (const chunk of chunks(seqs)) {
      this.sql.exec(
        `UPDATE items SET state = 'pending', read_back = 1
         WHERE job_id = ? AND attempt_id = ? AND state = 'sending' AND seq IN (${placeholders(chunk)})`,
        jobId,
        attemptId,
        ...chunk,
      );
    }
  }
}
