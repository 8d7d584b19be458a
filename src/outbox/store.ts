// SQL access of the Outbox. Every function is synchronous: a group of them called without an
// `await` in between is one atomic step of the Durable Object (no other event interleaves).
import { type PlannedItem, type RowReport, rowsOf } from "../plan";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./backoff";
import type { PendingItem } from "./batch";
import type { JobKind } from "./kinds";
import { DEFAULT_MATCH_POLICY, type MatchPolicy } from "./receipt-match";
import { type GateState, initialGate } from "./rate-gate";
import type { DoubtfulItem } from "./readback";
import { migrate } from "./schema";
import { twinKey } from "./twins";

export type ItemState =
  | "pending"
  | "sending"
  | "inserted"
  | "duplicate"
  | "invalid"
  | "failed"
  | "matched"
  | "held"
  // "Remove this import" (removal-delivery.ts): on its way out, deleted, or left in the budget (reason says why).
  | "removing"
  | "removed"
  | "kept";

export type JobRow = {
  id: string;
  connection_id: string;
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
  kind: JobKind;
  /** When the person asked to remove the import (removal-delivery.ts); null if never. */
  removal_requested_at: number | null;
};

export type ItemRow = {
  seq: number;
  row: number;
  external_id: string;
  state: ItemState;
  attempts: number;
  in_doubt: number;
  transaction_id: number | null;
  reason: string | null;
  date: string | null;
  amount: string | null;
  payee: string | null;
};

/** The report's item outcomes, and the states each covers (an item being sent is still pending). */
export const OUTCOME_STATES = {
  pending: ["pending", "sending"],
  inserted: ["inserted"],
  duplicate: ["duplicate"],
  invalid: ["invalid"],
  failed: ["failed"],
  matched: ["matched"],
  held: ["held"],
  removing: ["removing"],
  removed: ["removed"],
  kept: ["kept"],
} as const satisfies Record<string, readonly ItemState[]>;
export type ItemOutcome = keyof typeof OUTCOME_STATES;

export interface Counts {
  total: number;
  inserted: number;
  duplicates: number;
  invalid: number;
  failed: number;
  pending: number;
  /** Receipts in match mode: enriched the bank's transaction instead of inserting one. */
  matched: number;
  /** Receipts in match mode that found no transaction in time and wait for the person, as they chose. */
  held: number;
  /** After "Remove this import": deleted from the budget, or kept there (changed since, split or grouped). */
  removed: number;
  kept: number;
}

/** An item as it is sent, with what its answer is read against. */
export type ItemForSend = {
  seq: number;
  body: string;
  in_doubt: number;
  attempts: number;
  source_id: string | null;
};

export class OutboxStore {
  constructor(private readonly sql: SqlStorage) {
    migrate(sql);
  }

  // --- settings and gate ---
  retryPolicy(): RetryPolicy {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM settings WHERE key = 'retry'`).toArray()[0];
    return row ? { ...DEFAULT_RETRY_POLICY, ...(JSON.parse(row.value) as Partial<RetryPolicy>) } : DEFAULT_RETRY_POLICY;
  }
  setRetryPolicy(policy: Partial<RetryPolicy>): void {
    this.sql.exec(`INSERT OR REPLACE INTO settings (key, value) VALUES ('retry', ?)`, JSON.stringify(policy));
  }
  matchPolicy(): MatchPolicy {
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM settings WHERE key = 'match'`).toArray()[0];
    return row ? { ...DEFAULT_MATCH_POLICY, ...(JSON.parse(row.value) as Partial<MatchPolicy>) } : DEFAULT_MATCH_POLICY;
  }
  setMatchPolicy(policy: Partial<MatchPolicy>): void {
    this.sql.exec(`INSERT OR REPLACE INTO settings (key, value) VALUES ('match', ?)`, JSON.stringify(policy));
  }
  gate(now: number): GateState {
    const row = this.sql.exec<{ state: string }>(`SELECT state FROM gate WHERE id = 1`).toArray()[0];
    return row ? (JSON.parse(row.state) as GateState) : initialGate(now);
  }
  saveGate(gate: GateState): void {
    this.sql.exec(`INSERT OR REPLACE INTO gate (id, state) VALUES (1, ?)`, JSON.stringify(gate));
  }

  // --- connections ---
  needsAuth(connectionId: string): boolean {
    return this.authFailures(connectionId) >= 2;
  }
  /** 0 = fine, 1 = one 401 seen (credential refreshed, one retry allowed), 2 = needs authorization. */
  authFailures(connectionId: string): number {
    const row = this.sql.exec<{ needs_auth: number }>(`SELECT needs_auth FROM connections WHERE id = ?`, connectionId).toArray()[0];
    return row?.needs_auth ?? 0;
  }
  setAuthFailures(connectionId: string, failures: number): void {
    this.sql.exec(`UPDATE connections SET needs_auth = ? WHERE id = ?`, failures, connectionId);
  }
  pausedConnections(): string[] {
    return this.sql
      .exec<{ id: string }>(`SELECT id FROM connections WHERE needs_auth >= 2`)
      .toArray()
      .map((r) => r.id);
  }

  // --- jobs ---
  createJob(
    job: Omit<
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
    > & {
      file_name?: string | null;
      kind?: JobKind;
    },
  ): void {
    this.sql.exec(`INSERT OR IGNORE INTO connections (id) VALUES (?)`, job.connection_id);
    this.sql.exec(
      `INSERT INTO jobs (id, connection_id, source, manual_account_id, apply_rules, skip_duplicates, sealed,
                         created_at, updated_at, file_name, kind)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    );
  }
  job(id: string): JobRow | undefined {
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
  appendItems(jobId: string, items: PlannedItem[], notes: RowReport[]): void {
    let seq = this.sql.exec<{ n: number }>(`SELECT total AS n FROM jobs WHERE id = ?`, jobId).one().n;
    // Ranks among twins: the job's items before this chunk (one query for the chunk's keys), then this chunk's.
    const keys = items.map(({ item }) => twinKey(item));
    const ranks = this.twinRanks(jobId, keys);
    const rows = items.map(({ row, item, occurrence, sourceId }, i) => {
      const rank = (ranks.get(keys[i]!) ?? 0) + 1;
      ranks.set(keys[i]!, rank);
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
        sourceId ?? null,
      ];
    });
    for (const batch of batchesOf(rows)) {
      this.sql.exec(
        `INSERT INTO items (job_id, seq, row, external_id, occurrence, body, twin_key, twin_rank, date, amount, payee, source_id)
         SELECT ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7,
           value ->> 8, value ->> 9, value ->> 10
         FROM json_each(?)`,
        jobId,
        batch,
      );
    }
    const counted = { planned: 0, ignored: 0, error: 0 };
    for (const note of notes) {
      counted[note.outcome] += rowsOf(note);
      if (note.outcome !== "planned") this.addNote(jobId, note);
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
  }
  /** The highest twin rank of each key among the job's items so far (keys it has none of are absent). */
  private twinRanks(jobId: string, keys: string[]): Map<string, number> {
    const ranks = new Map<string, number>();
    if (keys.length === 0) return ranks;
    const found = this.sql.exec<{ key: string; rank: number }>(
      `SELECT twin_key AS key, MAX(twin_rank) AS rank FROM items
       WHERE job_id = ? AND twin_key IN (SELECT value FROM json_each(?)) GROUP BY twin_key`,
      jobId,
      JSON.stringify([...new Set(keys)]),
    );
    for (const { key, rank } of found) ranks.set(key, rank);
    return ranks;
  }
  /** A note extends the job's last one when it continues its run (same outcome and reason, next row). */
  private addNote(jobId: string, note: RowReport): void {
    const to = note.to_row ?? note.row;
    const extended = this.sql
      .exec(
        `UPDATE row_notes SET to_row = ? WHERE job_id = ? AND to_row = ? AND outcome = ? AND reason IS ?
           AND row = (SELECT MAX(row) FROM row_notes WHERE job_id = ?) RETURNING row`,
        to,
        jobId,
        note.row - 1,
        note.outcome,
        note.reason ?? null,
        jobId,
      )
      .toArray().length;
    if (extended > 0) return;
    this.sql.exec(
      `INSERT OR REPLACE INTO row_notes (job_id, row, to_row, outcome, reason) VALUES (?, ?, ?, ?, ?)`,
      jobId,
      note.row,
      to,
      note.outcome,
      note.reason ?? null,
    );
  }
  setJobDue(jobId: string, at: number, lastError: string | null): void {
    this.sql.exec(`UPDATE jobs SET next_attempt_at = ?, last_error = ? WHERE id = ?`, at, lastError, jobId);
  }
  markServed(job: JobRow, now: number): void {
    this.sql.exec(`UPDATE jobs SET last_served_at = ? WHERE id = ?`, now, job.id);
    this.sql.exec(`UPDATE connections SET last_served_at = ? WHERE id = ?`, now, job.connection_id);
  }

  /**
   * The next job to serve: round-robin over connections, then over their jobs (least recently served
   * first), so that one large upload does not starve a receipt email.
   */
  nextJob(now: number): JobRow | undefined {
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
   * "Remove this import": every item the job inserted is marked for removal (the job's requests then go to
   * removal-delivery.ts). Answers how many; none when nothing is inserted (or the removal was asked before).
   */
  requestRemoval(jobId: string, now: number): number {
    this.sql.exec(`UPDATE jobs SET removal_requested_at = ?, next_attempt_at = 0, last_error = NULL WHERE id = ?`, now, jobId);
    return this.sql
      .exec(
        `UPDATE items SET state = 'removing' WHERE job_id = ? AND state = 'inserted' AND transaction_id IS NOT NULL RETURNING seq`,
        jobId,
      )
      .toArray().length;
  }
  /** Items on their way out, with the transaction each inserted. */
  removing(jobId: string, limit: number): { seq: number; transaction_id: number; date: string | null; external_id: string }[] {
    return this.sql
      .exec<{ seq: number; transaction_id: number; date: string | null; external_id: string }>(
        `SELECT seq, transaction_id, date, external_id FROM items WHERE job_id = ? AND state = 'removing' ORDER BY seq LIMIT ?`,
        jobId,
        limit,
      )
      .toArray();
  }
  /**
   * A removal settled: the transaction is gone (and a cash item's ledger entry with it, so that importing the
   * file again inserts it again), or it stays, with why.
   */
  settleRemoval(job: JobRow, seq: number, outcome: "removed" | "kept", reason: string | null): void {
    const row = this.sql
      .exec<{ transaction_id: number | null }>(
        `UPDATE items SET state = ?, reason = ? WHERE job_id = ? AND seq = ? RETURNING transaction_id`,
        outcome,
        reason,
        job.id,
        seq,
      )
      .toArray()[0];
    if (outcome === "removed" && row?.transaction_id != null)
      this.sql.exec(`DELETE FROM cash_ledger WHERE connection_id = ? AND transaction_id = ?`, job.connection_id, row.transaction_id);
  }

  /** A receipt in match mode whose window ended becomes an insert job (match_or_insert's fallback). */
  setJobKind(jobId: string, kind: JobKind): void {
    this.sql.exec(`UPDATE jobs SET kind = ? WHERE id = ?`, kind, jobId);
  }
  /** The connection's receipts waiting for their bank transaction look again now (an import just finished). */
  wakeMatches(connectionId: string, now: number): void {
    this.sql.exec(
      `UPDATE jobs SET next_attempt_at = ? WHERE connection_id = ? AND kind IN ('match_or_insert', 'match_or_hold')
         AND next_attempt_at > ? AND EXISTS (SELECT 1 FROM items i WHERE i.job_id = jobs.id AND i.state = 'pending')`,
      now,
      connectionId,
      now,
    );
  }

  // --- receipt matches ---
  matchedTransactions(connectionId: string): Set<number> {
    return new Set(
      this.sql
        .exec<{ transaction_id: number }>(`SELECT transaction_id FROM receipt_matches WHERE connection_id = ?`, connectionId)
        .toArray()
        .map((r) => r.transaction_id),
    );
  }
  /** The transaction a receipt of this external_id was matched to before (the same receipt forwarded again). */
  matchOf(connectionId: string, externalId: string): number | null {
    const row = this.sql
      .exec<{ transaction_id: number }>(
        `SELECT transaction_id FROM receipt_matches WHERE connection_id = ? AND external_id = ? LIMIT 1`,
        connectionId,
        externalId,
      )
      .toArray()[0];
    return row?.transaction_id ?? null;
  }
  recordMatch(connectionId: string, transactionId: number, externalId: string, now: number): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO receipt_matches (connection_id, transaction_id, external_id, matched_at) VALUES (?, ?, ?, ?)`,
      connectionId,
      transactionId,
      externalId,
      now,
    );
  }

  // --- items ---
  /**
   * The job's items that may travel now, in source order (see twins.ts): when the job uses the service's
   * payee/date/amount check, a later twin waits while its first twin is unsettled, and some items must go
   * `unchecked`. Checked and unchecked items are read up to `limit` each, so that a backlog of one kind
   * (or of waiting twins) never hides the other kind from the batch choice; both from the first
   * `PENDING_WINDOW_FACTOR × limit` pending items only, so that choosing a batch stays cheap in a huge job.
   */
  pending(jobId: string, limit: number, checks = true): PendingItem[] {
    const read = (which: string) =>
      this.sql
        .exec<{ seq: number; external_id: string; max_batch: number; unchecked: number }>(
          `SELECT seq, external_id, max_batch, unchecked FROM (
             SELECT i.seq, i.external_id, i.max_batch,
               i.twin_rank > 1 AND EXISTS (SELECT 1 FROM items f WHERE f.job_id = i.job_id AND f.twin_key = i.twin_key
                 AND f.twin_rank = 1 AND f.state IN ('pending', 'sending')) AS held,
               i.twin_rank > 1 OR i.resend_unchecked = 1 OR EXISTS (SELECT 1 FROM items o WHERE o.job_id = i.job_id AND o.twin_key = i.twin_key
                 AND o.twin_rank > 1 AND o.state IN ('inserted', 'duplicate')) AS unchecked
             FROM items i WHERE i.job_id = ? AND i.state = 'pending' ORDER BY i.seq LIMIT ?)
           WHERE ${which} ORDER BY seq LIMIT ?`,
          jobId,
          limit * PENDING_WINDOW_FACTOR,
          limit,
        )
        .toArray()
        .map((r) => ({ seq: r.seq, externalId: r.external_id, maxBatch: r.max_batch, unchecked: r.unchecked === 1 }));
    // Without the check twins cannot be taken for copies of each other: nothing waits.
    if (!checks) return read("1");
    return [...read("held = 0 AND unchecked = 0"), ...read("held = 0 AND unchecked = 1")].sort((a, b) => a.seq - b.seq);
  }
  itemsForSend(jobId: string, seqs: number[]): ItemForSend[] {
    const bySeq = new Map<number, ItemForSend>();
    for (const chunk of chunks(seqs)) {
      for (const row of this.sql
        .exec<ItemForSend>(
          `SELECT seq, body, in_doubt, attempts, source_id FROM items WHERE job_id = ? AND seq IN (${placeholders(chunk)})`,
          jobId,
          ...chunk,
        )
        .toArray()) {
        bySeq.set(row.seq, row);
      }
    }
    return seqs.map((seq) => bySeq.get(seq)!);
  }
  /**
   * Whether the connection's transaction `transactionId` is a record Intake inserted from the source's own id, of
   * the same kind of source as `externalId` (its prefix: `b:` for a CSV's id column, `ofx:`, `mt940:`, `camt:`)
   * and another id than `sourceId`: then an item the service skipped as its payee/date/amount twin is another
   * transaction. The same source id under another external_id (an account named otherwise) is the same record.
   */
  isOtherSourceRecord(connectionId: string, transactionId: number, externalId: string, sourceId: string): boolean {
    const kind = externalId.slice(0, externalId.indexOf(":") + 1);
    const found = this.sql
      .exec<{ external_id: string; source_id: string }>(
        `SELECT i.external_id, i.source_id FROM items i JOIN jobs j ON j.id = i.job_id
         WHERE i.transaction_id = ? AND i.state = 'inserted' AND i.source_id IS NOT NULL AND j.connection_id = ? LIMIT 1`,
        transactionId,
        connectionId,
      )
      .toArray()[0];
    return found !== undefined && kind !== "" && found.external_id.startsWith(kind) && found.source_id !== sourceId;
  }
  /** The item goes again, without the service's payee/date/amount check (isOtherSourceRecord). */
  resendUnchecked(jobId: string, seq: number): void {
    this.sql.exec(
      `UPDATE items SET state = 'pending', resend_unchecked = 1, in_doubt = 0, attempt_id = NULL WHERE job_id = ? AND seq = ?`,
      jobId,
      seq,
    );
  }
  /**
   * Pending items whose fate is unknown (readback.ts): a request carrying them went unanswered, or its
   * answer did not name them; with when that request left (0 when no longer known).
   */
  doubtful(jobId: string): DoubtfulItem[] {
    return this.sql
      .exec<{
        seq: number;
        external_id: string;
        date: string;
        amount: string;
        payee: string | null;
        in_doubt: number;
        read_back: number;
        answer: string | null;
        started_at: number;
      }>(
        `SELECT i.seq, i.external_id, i.date, i.amount, i.payee, i.in_doubt, i.read_back, a.answer,
           COALESCE(a.started_at, 0) AS started_at
         FROM items i LEFT JOIN attempts a ON a.id = i.attempt_id
         WHERE i.job_id = ? AND i.state = 'pending' AND (i.in_doubt = 1 OR i.read_back = 1)`,
        jobId,
      )
      .toArray()
      .map((r) => ({
        seq: r.seq,
        external_id: r.external_id,
        date: r.date,
        amount: r.amount,
        payee: r.payee,
        inDoubt: r.in_doubt === 1,
        answer: r.read_back === 1 && r.answer ? (JSON.parse(r.answer) as DoubtfulItem["answer"]) : null,
        started_at: r.started_at,
      }));
  }
  clearDoubt(jobId: string): void {
    this.sql.exec(`UPDATE items SET in_doubt = 0, read_back = 0 WHERE job_id = ? AND state = 'pending'`, jobId);
    this.sql.exec(`UPDATE jobs SET readback_failures = 0 WHERE id = ?`, jobId);
  }
  /** One more read-back of the job failed in a row; how many now. */
  countReadBackFailure(jobId: string): number {
    return this.sql
      .exec<{ n: number }>(`UPDATE jobs SET readback_failures = readback_failures + 1 WHERE id = ? RETURNING readback_failures AS n`, jobId)
      .one().n;
  }
  /**
   * An answer that named none of the request's items (v1): they wait, pending, to be settled by reading
   * back; the request keeps what the answer said.
   */
  awaitReadBack(jobId: string, seqs: number[], attemptId: number, answer: NonNullable<DoubtfulItem["answer"]>): void {
    this.sql.exec(`UPDATE attempts SET answer = ? WHERE id = ?`, JSON.stringify(answer), attemptId);
    for (const chunk of chunks(seqs)) {
      this.sql.exec(
        `UPDATE items SET state = 'pending', read_back = 1 WHERE job_id = ? AND seq IN (${placeholders(chunk)})`,
        jobId,
        ...chunk,
      );
    }
  }
  ledgerLookup(connectionId: string, externalIds: string[]): Map<string, number> {
    const found = new Map<string, number>();
    for (const chunk of chunks(externalIds)) {
      const rows = this.sql
        .exec<{ external_id: string; transaction_id: number }>(
          `SELECT external_id, transaction_id FROM cash_ledger
           WHERE connection_id = ? AND external_id IN (${placeholders(chunk)})`,
          connectionId,
          ...chunk,
        )
        .toArray();
      for (const r of rows) found.set(r.external_id, r.transaction_id);
    }
    return found;
  }
  recordCash(connectionId: string, externalId: string, transactionId: number): void {
    this.sql.exec(
      `INSERT OR IGNORE INTO cash_ledger (connection_id, external_id, transaction_id) VALUES (?, ?, ?)`,
      connectionId,
      externalId,
      transactionId,
    );
  }

  beginAttempt(jobId: string, seqs: number[], now: number): number {
    const id = this.sql
      .exec<{ id: number }>(`INSERT INTO attempts (job_id, started_at, items) VALUES (?, ?, ?) RETURNING id`, jobId, now, seqs.length)
      .one().id;
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
  finishAttempt(attemptId: number, outcome: string, now: number): void {
    this.sql.exec(`UPDATE attempts SET finished_at = ?, outcome = ? WHERE id = ?`, now, outcome, attemptId);
  }
  /**
   * After a restart: attempts left open were cut off between send and commit. Their items go back to
   * pending, marked in doubt (the service may have inserted them; a replay is deduped by external_id,
   * and cash items are reconciled before they are sent again).
   */
  recoverInterrupted(now: number): number {
    const open = this.sql.exec(`UPDATE items SET state = 'pending', in_doubt = 1 WHERE state = 'sending' RETURNING seq`).toArray().length;
    this.sql.exec(`UPDATE attempts SET finished_at = ?, outcome = 'interrupted' WHERE finished_at IS NULL`, now);
    return open;
  }

  settle(jobId: string, seq: number, state: ItemState, transactionId: number | null, reason: string | null): void {
    this.sql.exec(
      // Settled for good: the body is not needed again (the report reads the columns); a dead letter and a
      // held receipt keep it for POST /imports/{id}/retry.
      `UPDATE items SET state = ?, transaction_id = ?, reason = ?, attempt_id = NULL,
         body = CASE WHEN ? IN ('failed', 'held') THEN body ELSE '' END WHERE job_id = ? AND seq = ?`,
      state,
      transactionId,
      reason,
      state,
      jobId,
      seq,
    );
  }
  /** Back to pending without counting an attempt (429, auth, a neighbour's 400). */
  release(jobId: string, seqs: number[], changes: { inDoubt?: boolean; maxBatch?: number } = {}): void {
    for (const seq of seqs) {
      this.sql.exec(
        `UPDATE items SET state = 'pending', attempt_id = NULL,
           in_doubt = MAX(in_doubt, ?), max_batch = MIN(max_batch, ?)
         WHERE job_id = ? AND seq = ?`,
        changes.inDoubt ? 1 : 0,
        changes.maxBatch ?? 500,
        jobId,
        seq,
      );
    }
  }
  /** A failed attempt (5xx, timeout, dropped connection): back to pending, or a dead letter after the
   *  last allowed failure. Returns the highest failure count among the items (what the job's backoff
   *  grows with). `attempts` counts requests and was counted when they left (beginAttempt). */
  failAttempt(jobId: string, seqs: number[], reason: string, maxAttempts: number, inDoubt: boolean): number {
    let highest = 0;
    for (const seq of seqs) {
      const { failures } = this.sql
        .exec<{ failures: number }>(
          `UPDATE items SET failures = failures + 1, attempt_id = NULL, in_doubt = MAX(in_doubt, ?), reason = ?,
             state = CASE WHEN failures + 1 >= ? THEN 'failed' ELSE 'pending' END
           WHERE job_id = ? AND seq = ? RETURNING failures`,
          inDoubt ? 1 : 0,
          reason,
          maxAttempts,
          jobId,
          seq,
        )
        .one();
      highest = Math.max(highest, failures);
    }
    return highest;
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
    if (held > 0) this.setJobKind(jobId, "transactions");
    return failed + held;
  }

  // --- reports ---
  counts(jobId: string): Counts {
    const counts: Counts = {
      total: 0,
      inserted: 0,
      duplicates: 0,
      invalid: 0,
      failed: 0,
      pending: 0,
      matched: 0,
      held: 0,
      removed: 0,
      kept: 0,
    };
    for (const r of this.sql
      .exec<{ state: ItemState; n: number }>(`SELECT state, COUNT(*) AS n FROM items WHERE job_id = ? GROUP BY state`, jobId)
      .toArray()) {
      counts.total += r.n;
      if (r.state === "inserted") counts.inserted += r.n;
      else if (r.state === "duplicate") counts.duplicates += r.n;
      else if (r.state === "invalid") counts.invalid += r.n;
      else if (r.state === "failed") counts.failed += r.n;
      else if (r.state === "matched") counts.matched += r.n;
      else if (r.state === "held") counts.held += r.n;
      else if (r.state === "removed") counts.removed += r.n;
      else if (r.state === "kept") counts.kept += r.n;
      else counts.pending += r.n;
    }
    return counts;
  }
  attempted(jobId: string): boolean {
    return this.sql.exec(`SELECT 1 FROM attempts WHERE job_id = ? LIMIT 1`, jobId).toArray().length > 0;
  }
  items(jobId: string, offset: number, limit: number, outcome?: ItemOutcome): ItemRow[] {
    const states: readonly string[] = outcome ? OUTCOME_STATES[outcome] : [];
    return this.sql
      .exec<ItemRow>(
        `SELECT seq, row, external_id, state, attempts, in_doubt, transaction_id, reason, date, amount, payee FROM items
         WHERE job_id = ? ${outcome ? `AND state IN (${placeholders([...states])})` : ""} ORDER BY seq LIMIT ? OFFSET ?`,
        jobId,
        ...states,
        limit,
        offset,
      )
      .toArray();
  }
  itemCount(jobId: string, outcome?: ItemOutcome): number {
    const states: readonly string[] = outcome ? OUTCOME_STATES[outcome] : [];
    return this.sql
      .exec<{ n: number }>(
        `SELECT COUNT(*) AS n FROM items WHERE job_id = ? ${outcome ? `AND state IN (${placeholders([...states])})` : ""}`,
        jobId,
        ...states,
      )
      .one().n;
  }
  rowNotes(jobId: string, offset: number, limit: number, outcome?: "ignored" | "error"): RowReport[] {
    return this.sql
      .exec<{ row: number; to_row: number | null; outcome: RowReport["outcome"]; reason: string | null }>(
        `SELECT row, to_row, outcome, reason FROM row_notes WHERE job_id = ? ${outcome ? "AND outcome = ?" : ""}
         ORDER BY row LIMIT ? OFFSET ?`,
        jobId,
        ...(outcome ? [outcome] : []),
        limit,
        offset,
      )
      .toArray()
      .map((r) => {
        const note: RowReport = { row: r.row, outcome: r.outcome };
        if (r.to_row !== null && r.to_row !== r.row) note.to_row = r.to_row;
        if (r.reason !== null) note.reason = r.reason;
        return note;
      });
  }
  rowNoteCount(jobId: string, outcome?: "ignored" | "error"): number {
    return this.sql
      .exec<{ n: number }>(
        `SELECT COUNT(*) AS n FROM row_notes WHERE job_id = ? ${outcome ? "AND outcome = ?" : ""}`,
        jobId,
        ...(outcome ? [outcome] : []),
      )
      .one().n;
  }
  /** The connection's jobs, newest first. */
  jobsOf(connectionId: string, offset: number, limit: number): JobRow[] {
    return this.sql
      .exec<JobRow>(`SELECT * FROM jobs WHERE connection_id = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?`, connectionId, limit, offset)
      .toArray();
  }
  jobCount(connectionId: string): number {
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM jobs WHERE connection_id = ?`, connectionId).one().n;
  }
}

/**
 * How far past `limit` a read of pending items looks: far enough that waiting twins (held back until
 * their first twin is settled) rarely keep a batch from filling, near enough that no read scans a
 * whole 500,000-item job.
 */
const PENDING_WINDOW_FACTOR = 5;

/** Durable Object SQLite binds at most 100 parameters per statement; leave room for the others. */
const MAX_BOUND_IN_LIST = 90;

function* chunks<T>(values: T[]): Generator<T[]> {
  for (let i = 0; i < values.length; i += MAX_BOUND_IN_LIST) yield values.slice(i, i + MAX_BOUND_IN_LIST);
}

const placeholders = (values: unknown[]) => values.map(() => "?").join(",");

/** Rows inserted by one statement, as one JSON argument: far below the 2 MB a Durable Object's SQL takes in one value. */
const INSERT_BATCH_CHARS = 256 * 1024;

/** The rows as JSON arrays of at most INSERT_BATCH_CHARS each (a row longer than that alone). */
function* batchesOf(rows: unknown[][]): Generator<string> {
  let batch: string[] = [];
  let chars = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (batch.length > 0 && chars + json.length > INSERT_BATCH_CHARS) {
      yield `[${batch.join(",")}]`;
      [batch, chars] = [[], 0];
    }
    batch.push(json);
    chars += json.length + 1;
  }
  if (batch.length > 0) yield `[${batch.join(",")}]`;
}
