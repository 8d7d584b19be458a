// Items (table `items`): what a job delivers, one row each, from the plan's chunk they arrive in to the
// state they settle in; which of them may travel now, and what a request carries of them.
import { type InsertItem, type PlannedItem, type RowReport, rowsOf } from "../../plan";
import type { PendingItem } from "../batch";
import { twinKey } from "../../matching/twins";
import type { JobsStore } from "./jobs";
import type { RowNotesStore } from "./notes";
import { integer, nullable, oneRow, rows, text } from "../../storage";
import { batchesOf, chunks, placeholders } from "./sql";

export const ITEM_STATES = [
  "pending",
  "sending",
  "inserted",
  "duplicate",
  "invalid",
  "failed",
  "matched",
  "held",
  // "Remove this import" (kinds/removal.ts): on its way out, deleted, or left in the budget (reason says why).
  "removing",
  "removed",
  "kept",
] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** An item as it is sent, with what its answer is read against. */
export type ItemForSend = {
  seq: number;
  body: string;
  /** 1: a request carrying it went unanswered, whatever a read-back found since (`doubt_since`, schema.ts v11). */
  in_doubt: number;
  attempts: number;
  source_id: string | null;
  /** What the item stands for until the bank's row comes (plan.ts `provisional`), or null. */
  provisional: string | null;
  /** 1: a receipt's total nothing in the mail confirms (plan.ts `amountUnsure`). */
  amount_unsure: number;
};

const ForSendRow = {
  seq: integer,
  body: text,
  in_doubt: integer,
  attempts: integer,
  source_id: nullable(text),
  provisional: nullable(text),
  amount_unsure: integer,
};

const PendingRow = { seq: integer, external_id: text, max_batch: integer, unchecked: integer };

/**
 * How far past `limit` a read of pending items looks: far enough that waiting twins (held back until
 * their first twin is settled) rarely keep a batch from filling, near enough that no read scans a
 * whole 500,000-item job.
 */
const PENDING_WINDOW_FACTOR = 5;

export class ItemsStore {
  constructor(
    private readonly sql: SqlStorage,
    private readonly jobs: JobsStore,
    private readonly notes: RowNotesStore,
  ) {}

  /** Appends a chunk of the plan; answers the seq of its first item (the rest follow in order). */
  append(jobId: string, items: PlannedItem[], notes: RowReport[]): number {
    const first = oneRow(this.sql.exec(`SELECT total AS n FROM jobs WHERE id = ?`, jobId), { n: integer }).n;
    let seq = first;
    // Ranks among twins: the job's items before this chunk (one query for the chunk's keys), then this chunk's.
    const keys = items.map(({ item }) => twinKey(item));
    const ranks = this.twinRanks(jobId, keys);
    const rows = items.map(({ row, item, occurrence, recordId, provisional, review, amountUnsure }, i) => {
      const key = keys[i] ?? twinKey(item);
      const rank = (ranks.get(key) ?? 0) + 1;
      ranks.set(key, rank);
      return [
        seq++,
        row,
        item.external_id,
        occurrence ?? 1,
        JSON.stringify(item),
        keys[i],
        rank,
        item.date,
        item.amount,
        item.payee ?? null,
        recordId ?? null,
        provisional ?? null,
        review ?? null,
        amountUnsure ? 1 : 0,
        learnedOf(item),
      ];
    });
    for (const batch of batchesOf(rows)) {
      this.sql.exec(
        `INSERT INTO items (job_id, seq, row, external_id, occurrence, body, twin_key, twin_rank, date, amount, payee, source_id,
           provisional, review, amount_unsure, learned)
         SELECT ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7,
           value ->> 8, value ->> 9, value ->> 10, value ->> 11, value ->> 12, value ->> 13, value ->> 14
         FROM json_each(?)`,
        jobId,
        batch,
      );
    }
    const counted = { planned: 0, ignored: 0, error: 0 };
    for (const note of notes) {
      counted[note.outcome] += rowsOf(note);
      if (note.outcome !== "planned") this.notes.add(jobId, note);
    }
    this.sql.exec(
      `UPDATE jobs SET total = ?, updated_at = ?, rows_planned = rows_planned + ?, rows_ignored = rows_ignored + ?,
         rows_error = rows_error + ? WHERE id = ?`,
      seq,
      Date.now(),
      counted.planned,
      counted.ignored,
      counted.error,
      jobId,
    );
    return first;
  }
  /** The highest twin rank of each key among the job's items so far (keys it has none of are absent). */
  private twinRanks(jobId: string, keys: string[]): Map<string, number> {
    const ranks = new Map<string, number>();
    if (keys.length === 0) return ranks;
    const found = rows(
      this.sql.exec(
        `SELECT twin_key AS key, MAX(twin_rank) AS rank FROM items
         WHERE job_id = ? AND twin_key IN (SELECT value FROM json_each(?)) GROUP BY twin_key`,
        jobId,
        JSON.stringify([...new Set(keys)]),
      ),
      { key: text, rank: integer },
    );
    for (const { key, rank } of found) ranks.set(key, rank);
    return ranks;
  }

  /**
   * The job's items that may travel now, in source order (see twins.ts): when the job uses the service's
   * payee/date/amount check, a later twin waits while its first twin is unsettled, and some items must go
   * `unchecked`. Checked and unchecked items are read up to `limit` each, so that a backlog of one kind
   * (or of waiting twins) never hides the other kind from the batch choice; both from the first
   * `PENDING_WINDOW_FACTOR × limit` pending items only, so that choosing a batch stays cheap in a huge job.
   */
  pending(jobId: string, limit: number, checks = true): PendingItem[] {
    const read = (which: string) =>
      rows(
        this.sql.exec(
          `SELECT seq, external_id, max_batch, unchecked FROM (
             SELECT i.seq, i.external_id, i.max_batch,
               i.twin_rank > 1 AND EXISTS (SELECT 1 FROM items f WHERE f.job_id = i.job_id AND f.twin_key = i.twin_key
                 AND f.twin_rank = 1 AND f.state IN ('pending', 'sending')) AS held,
               i.twin_rank > 1 OR i.resend_unchecked = 1 OR EXISTS (SELECT 1 FROM items o WHERE o.job_id = i.job_id AND o.twin_key = i.twin_key
                 AND o.twin_rank > 1 AND o.state IN ('inserted', 'duplicate')) AS unchecked
             FROM items i WHERE i.job_id = ? AND i.state = 'pending' AND i.claims IS NULL ORDER BY i.seq LIMIT ?)
           WHERE ${which} ORDER BY seq LIMIT ?`,
          jobId,
          limit * PENDING_WINDOW_FACTOR,
          limit,
        ),
        PendingRow,
      ).map((r) => ({ seq: r.seq, externalId: r.external_id, maxBatch: r.max_batch, unchecked: r.unchecked === 1 }));
    // Without the check twins cannot be taken for copies of each other: nothing waits.
    if (!checks) return read("1");
    return [...read("held = 0 AND unchecked = 0"), ...read("held = 0 AND unchecked = 1")].sort((a, b) => a.seq - b.seq);
  }
  forSend(jobId: string, seqs: number[]): ItemForSend[] {
    const bySeq = new Map<number, ItemForSend>();
    for (const chunk of chunks(seqs)) {
      for (const row of rows(
        this.sql.exec(
          `SELECT seq, body, MAX(in_doubt, doubt_since IS NOT NULL) AS in_doubt, attempts, source_id, provisional, amount_unsure FROM items
           WHERE job_id = ? AND seq IN (${placeholders(chunk)})`,
          jobId,
          ...chunk,
        ),
        ForSendRow,
      )) {
        bySeq.set(row.seq, row);
      }
    }
    return seqs.map((seq) => {
      const row = bySeq.get(seq);
      if (!row) throw new Error(`item ${seq} of job ${jobId} is not there to send`);
      return row;
    });
  }

  settle(jobId: string, seq: number, state: ItemState, transactionId: number | null, reason: string | null): void {
    this.sql.exec(
      // Settled for good: the body is not needed again (the report reads the columns); a dead letter and a
      // held receipt keep it for POST /imports/{id}/retry, a provisional item for the bank's row that takes it over.
      `UPDATE items SET state = ?, transaction_id = ?, reason = ?, attempt_id = NULL,
         body = CASE WHEN ? IN ('failed', 'held') OR provisional IS NOT NULL THEN body ELSE '' END WHERE job_id = ? AND seq = ?`,
      state,
      transactionId,
      reason,
      state,
      jobId,
      seq,
    );
  }
  /** A provisional transaction's amount in the budget's primary currency (a bank row in another currency compares with it). */
  recordToBase(jobId: string, seq: number, toBase: number): void {
    this.sql.exec(`UPDATE items SET to_base = ? WHERE job_id = ? AND seq = ?`, toBase, jobId, seq);
  }
  /** What the person should check of an item, shown in its report whatever its outcome (a row two receipts fit). */
  markReview(jobId: string, seq: number, review: string): void {
    this.sql.exec(`UPDATE items SET review = ? WHERE job_id = ? AND seq = ?`, review, jobId, seq);
  }
  /**
   * An inserted bank row the person said is their receipt's payment (receipt-question.ts): pending again with its body,
   * to be sent as a takeover (its own transaction is deleted first). False when it is no longer inserted.
   */
  reopenAsTakeover(jobId: string, seq: number, body: string): boolean {
    return (
      this.sql
        .exec(
          `UPDATE items SET state = 'pending', body = ?, attempt_id = NULL, failures = 0, review = NULL
           WHERE job_id = ? AND seq = ? AND state = 'inserted' RETURNING seq`,
          body,
          jobId,
          seq,
        )
        .toArray().length > 0
    );
  }
  /** Back to pending without counting an attempt (429, auth, a neighbour's 400). */
  release(jobId: string, seqs: number[], changes: { maxBatch?: number } = {}): void {
    for (const seq of seqs) {
      this.sql.exec(
        `UPDATE items SET state = 'pending', attempt_id = NULL, max_batch = MIN(max_batch, ?) WHERE job_id = ? AND seq = ?`,
        changes.maxBatch ?? 500,
        jobId,
        seq,
      );
    }
  }
  /** The item goes again, without the service's payee/date/amount check (ledger.ts isOtherRecord). */
  resendUnchecked(jobId: string, seq: number): void {
    this.sql.exec(
      `UPDATE items SET state = 'pending', resend_unchecked = 1, in_doubt = 0, doubt_since = NULL, attempt_id = NULL WHERE job_id = ? AND seq = ?`,
      jobId,
      seq,
    );
  }
  retryFailed(jobId: string): number {
    // Counted with RETURNING: rowsWritten would count index entries as well.
    const failed = this.sql
      .exec(`UPDATE items SET state = 'pending', failures = 0 WHERE job_id = ? AND state = 'failed' RETURNING seq`, jobId)
      .toArray().length;
    // A held receipt asked for again is inserted after all: its job becomes an insert job.
    const held = this.sql
      .exec(`UPDATE items SET state = 'pending', reason = NULL WHERE job_id = ? AND state = 'held' RETURNING seq`, jobId)
      .toArray().length;
    if (held > 0) this.jobs.setKind(jobId, "transactions");
    return failed + held;
  }
}

/** What an import learned of the item (its `custom_metadata.learned`, uploads/learned.ts) as JSON, or null. */
function learnedOf(item: InsertItem): string | null {
  const learned = item.custom_metadata?.learned;
  return typeof learned === "object" && learned !== null ? JSON.stringify(learned) : null;
}
