// Jobs (table `jobs`): one import, balance write or attachment each; made, sealed, served in turn, forgotten.
import { firstRow, integer, nullable, oneRow, rows, text } from "../../storage";

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
  /** What the file's own balances said of its reading, as JSON (formats/verification.ts); null: nothing said. */
  verification: string | null;
  /** What reading the file left to the person, as JSON (formats/csv/words/profile.ts `questions`); null: nothing asked. */
  questions: string | null;
  /** The layout of the file its bank rows came from (schema.ts V23); null: none known. */
  layout: string | null;
};

const JobShape = {
  id: text,
  connection_id: text,
  source: text,
  manual_account_id: nullable(integer),
  apply_rules: integer,
  skip_duplicates: integer,
  sealed: integer,
  total: integer,
  next_attempt_at: integer,
  last_error: nullable(text),
  created_at: integer,
  file_name: nullable(text),
  rows_planned: integer,
  rows_ignored: integer,
  rows_error: integer,
  kind: text,
  removal_requested_at: nullable(integer),
  bank_rows: integer,
  verification: nullable(text),
  questions: nullable(text),
  layout: nullable(text),
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
  | "verification"
  | "questions"
  | "layout"
> & {
  file_name?: string | null;
  questions?: string | null;
  kind?: string;
  bank_rows?: number;
  layout?: string | null;
};

/**
 * A job (as `j`) a balance source made that changed nothing: every one of its items was already in the budget. A
 * SimpleFIN source reads its last days again on every run (a pending transaction posts later under its id), so
 * most of its runs deliver only rows the budget holds. A job that inserted, matched, was refused or failed, that
 * still delivers, that has unreadable rows or that was removed is something that happened, and never one.
 */
const CHANGED_NOTHING = `(
  (j.source LIKE 'simplefin:%' OR j.source LIKE 'balance-source:%') AND j.sealed = 1 AND j.rows_error = 0
  AND j.removal_requested_at IS NULL
  AND EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id)
  AND NOT EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id AND i.state <> 'duplicate'))`;

/**
 * A removal of one of the connection's imports into the job's account (or cash) is under way: the account's other
 * work waits for it (a check of the account would count transactions that are on their way out).
 */
const REMOVAL_UNDER_WAY = `EXISTS (SELECT 1 FROM jobs r WHERE r.connection_id = j.connection_id AND r.id <> j.id
      AND r.manual_account_id IS j.manual_account_id AND r.removal_requested_at IS NOT NULL AND r.last_error IS NULL
      AND EXISTS (SELECT 1 FROM items ri WHERE ri.job_id = r.id AND ri.state = 'removing')
      AND NOT (${importBefore("j", "r")}))`;

/**
 * Whether job `b` is an import of the bank's rows into the account of job `r`, begun before `r`'s removal was asked
 * and not failing: `r`'s removal waits for it to arrive whole and be delivered (and it does not wait for the removal).
 */
function importBefore(b: string, r: string): string {
  return `${b}.bank_rows = 1 AND ${b}.removal_requested_at IS NULL AND ${b}.last_error IS NULL
    AND ${b}.created_at <= ${r}.removal_requested_at`;
}

/**
 * The removal of job `j` waits: an import of the bank's rows into its account, begun before the removal was asked, is
 * still arriving (not sealed) or has rows to send. Its rows are reconciled with the budget as it was before the removal
 * (a row known as the bank's row of a takeover, a takeover claimed): delivered first, the removal then sees what they
 * count on, and keeps it.
 */
const IMPORT_BEFORE_REMOVAL = `EXISTS (SELECT 1 FROM jobs b WHERE b.connection_id = j.connection_id AND b.id <> j.id
      AND b.manual_account_id IS j.manual_account_id AND ${importBefore("b", "j")}
      AND (b.sealed = 0 OR EXISTS (SELECT 1 FROM items bi WHERE bi.job_id = b.id AND bi.state = 'pending')))`;

/**
 * A job (as `j`) with something to do: items to send, or to remove. Removals and imports of one account take turns, in
 * the order they were asked: a removal waits for the imports of the bank's rows into its account begun before it was
 * asked (IMPORT_BEFORE_REMOVAL), and while it is under way the connection's other jobs of that account wait for it.
 * Sent meanwhile, an import's row could be skipped as the duplicate of a transaction the removal then deletes; sent
 * after, it goes in anew (and a row that takes over what the removal puts back updates it after the put-back). Neither
 * waits for one that is failing (`last_error`: an outage, a refusal): what an import settles against a removal's
 * transactions meanwhile keeps them, and a takeover it applies first is not put back (kinds/removal.ts).
 */
const HAS_WORK = `(
  (EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id AND i.state = 'removing') AND NOT ${IMPORT_BEFORE_REMOVAL})
  OR EXISTS (SELECT 1 FROM transfer_looks t WHERE t.job_id = j.id AND t.looked_at IS NULL)
  OR (EXISTS (SELECT 1 FROM agreement_checks c WHERE c.job_id = j.id AND c.checked_at IS NULL) AND NOT ${REMOVAL_UNDER_WAY})
  OR (EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id AND i.state = 'pending') AND NOT ${REMOVAL_UNDER_WAY}))`;

/**
 * A job (as `j`) with nothing to show in History: a look for transfers that found none (kinds/transfers.ts), a check of
 * an account against the bank's balances (kinds/agreement.ts: the Accounts page shows its answer).
 */
const FOUND_NO_TRANSFER = `((j.kind = 'transfers' AND NOT EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id)) OR j.kind = 'agreement')`;

/**
 * The job (as `j`) that the job followed, when it is work that an action of the person started, not an action itself:
 * a look for transfers follows the import whose rows it paired (kinds/transfers.ts), a receipt's file attached follows
 * the receipt (kinds/attachment.ts). Null for an action: an upload, a mail, a tap, a balance source's run.
 */
const FOLLOWED = `COALESCE(
  (SELECT t.import_job_id FROM transfer_looks t WHERE t.job_id = j.id),
  (SELECT a.receipt_job_id FROM attachment_files a WHERE a.job_id = j.id))`;

/** A job (as `j`) that History lists as an action of its own: it followed none, or one no longer kept. */
const AN_ACTION = `(${FOLLOWED} IS NULL OR NOT EXISTS (SELECT 1 FROM jobs p WHERE p.id = ${FOLLOWED}))`;

export class JobsStore {
  constructor(private readonly sql: SqlStorage) {}

  create(job: NewJob): void {
    this.sql.exec(`INSERT OR IGNORE INTO connections (id) VALUES (?)`, job.connection_id);
    this.sql.exec(
      `INSERT INTO jobs (id, connection_id, source, manual_account_id, apply_rules, skip_duplicates, sealed,
                         created_at, updated_at, file_name, kind, bank_rows, questions, layout)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
      job.questions ?? null,
      job.layout ?? null,
    );
  }
  get(id: string): JobRow | undefined {
    return firstRow(this.sql.exec(`SELECT * FROM jobs WHERE id = ?`, id), JobShape) ?? undefined;
  }
  /**
   * Forgets finished jobs created before `before` (their items, row notes and attempts). The cash
   * ledger stays: it is what keeps a cash item from being delivered twice, however old.
   */
  purgeFinished(before: number): number {
    const ids = rows(
      this.sql.exec(
        `SELECT id FROM jobs j WHERE created_at < ? AND sealed = 1
           AND NOT EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id AND i.state IN ('pending', 'sending'))`,
        before,
      ),
      { id: text },
    ).map((r) => r.id);
    for (const id of ids) {
      for (const table of [
        "items",
        "row_notes",
        "attempts",
        "attachment_files",
        "attachment_parts",
        "transfer_looks",
        "transfer_pairs",
        "transfer_one_sides",
        "agreement_checks",
      ])
        this.sql.exec(`DELETE FROM ${table} WHERE job_id = ?`, id);
      this.sql.exec(`DELETE FROM jobs WHERE id = ?`, id);
    }
    // A transaction this old is outside any new receipt's match window: its mark is not needed.
    this.sql.exec(`DELETE FROM receipt_matches WHERE matched_at < ?`, before);
    this.sql.exec(`DELETE FROM reconciliations WHERE at < ?`, before);
    this.sql.exec(`DELETE FROM receipt_questions WHERE at < ?`, before);
    return ids.length;
  }
  /** Jobs still receiving chunks although nothing arrived since `before`: their upload died. */
  abandoned(before: number): string[] {
    return rows(this.sql.exec(`SELECT id FROM jobs WHERE sealed = 0 AND updated_at < ?`, before), { id: text }).map((r) => r.id);
  }
  seal(jobId: string, verification: string | null = null): void {
    this.sql.exec(`UPDATE jobs SET sealed = 1, verification = COALESCE(?, verification) WHERE id = ?`, verification, jobId);
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
    const row = firstRow(
      this.sql.exec(
        `SELECT j.* FROM jobs j JOIN connections c ON c.id = j.connection_id
         WHERE c.needs_auth < 2 AND j.next_attempt_at <= ? AND ${HAS_WORK}
         ORDER BY c.last_served_at, j.last_served_at, j.created_at LIMIT 1`,
        now,
      ),
      JobShape,
    );
    return row ?? undefined;
  }
  /**
   * The connection's other jobs of one channel that wait to go now, oldest first (the taps a burst sends together,
   * kinds/tap-burst.ts): of `kinds`, due, sealed, the same rules setting, something pending and nothing on its way or
   * being removed, and no removal of its account under way (HAS_WORK).
   */
  waitingAlike(lead: JobRow, kinds: readonly string[], now: number, limit: number): JobRow[] {
    return rows(
      this.sql.exec(
        `SELECT j.* FROM jobs j WHERE j.connection_id = ? AND j.source = ? AND j.id != ? AND j.sealed = 1
           AND j.kind IN (${kinds.map(() => "?").join(", ")}) AND j.next_attempt_at <= ? AND j.apply_rules = ?
           AND j.skip_duplicates = ? AND j.removal_requested_at IS NULL
           AND EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id AND i.state = 'pending')
           AND NOT EXISTS (SELECT 1 FROM items i WHERE i.job_id = j.id AND i.state IN ('sending', 'removing'))
           AND NOT ${REMOVAL_UNDER_WAY}
         ORDER BY j.created_at LIMIT ?`,
        lead.connection_id,
        lead.source,
        lead.id,
        ...kinds,
        now,
        lead.apply_rules,
        lead.skip_duplicates,
        limit,
      ),
      JobShape,
    );
  }
  /** When the earliest job with something to do becomes due (ignoring the gate; HAS_WORK); null if none. */
  nextDue(): number | null {
    const row = oneRow(
      this.sql.exec(
        `SELECT MIN(j.next_attempt_at) AS due FROM jobs j JOIN connections c ON c.id = j.connection_id
         WHERE c.needs_auth < 2 AND ${HAS_WORK}`,
      ),
      { due: nullable(integer) },
    );
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

  /**
   * The connection's actions (an upload, a mail, a tap, a run: `AN_ACTION`), newest first; without `unchanged`, the
   * balance-source jobs that changed nothing are left out. What followed each is `followers`.
   */
  list(connectionId: string, offset: number, limit: number, unchanged = true): JobRow[] {
    return rows(
      this.sql.exec(
        `SELECT * FROM jobs j WHERE connection_id = ? AND NOT ${FOUND_NO_TRANSFER} AND ${AN_ACTION}
         ${unchanged ? "" : `AND NOT ${CHANGED_NOTHING}`}
         ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
        connectionId,
        limit,
        offset,
      ),
      JobShape,
    );
  }
  /** The jobs that followed job `jobId` (a pairing of its rows, its receipt's file), in the order they came. */
  followers(jobId: string): JobRow[] {
    return rows(
      this.sql.exec(`SELECT * FROM jobs j WHERE ${FOLLOWED} = ? AND NOT ${FOUND_NO_TRANSFER} ORDER BY created_at, id`, jobId),
      JobShape,
    );
  }
  count(connectionId: string, unchanged = true): number {
    const only = unchanged ? "" : `AND NOT ${CHANGED_NOTHING}`;
    return oneRow(
      this.sql.exec(
        `SELECT COUNT(*) AS n FROM jobs j WHERE connection_id = ? AND NOT ${FOUND_NO_TRANSFER} AND ${AN_ACTION} ${only}`,
        connectionId,
      ),
      {
        n: integer,
      },
    ).n;
  }
  /**
   * The row of the connection's import that put transaction `transactionId` in the budget (inserted it, or a bank
   * row that took it over), else the first that named it; with its place among the job's items (the report's
   * order). Null when no job of the last 90 days names it. One scan of the connection's items: a click, not a list.
   */
  transactionRow(connectionId: string, transactionId: number): { jobId: string; row: number; index: number } | null {
    const found = firstRow(
      this.sql.exec(
        `SELECT i.job_id, i.seq, i.row FROM items i JOIN jobs j ON j.id = i.job_id
         WHERE j.connection_id = ? AND i.transaction_id = ?
         ORDER BY i.state IN ('inserted', 'matched', 'removed', 'kept') DESC, j.created_at, i.seq LIMIT 1`,
        connectionId,
        transactionId,
      ),
      { job_id: text, seq: integer, row: integer },
    );
    if (!found) return null;
    const before = oneRow(this.sql.exec(`SELECT COUNT(*) AS n FROM items WHERE job_id = ? AND seq < ?`, found.job_id, found.seq), {
      n: integer,
    }).n;
    return { jobId: found.job_id, row: found.row, index: before };
  }
  /** How many of the connection's jobs are balance-source jobs that changed nothing. */
  countChangedNothing(connectionId: string): number {
    return oneRow(this.sql.exec(`SELECT COUNT(*) AS n FROM jobs j WHERE connection_id = ? AND ${CHANGED_NOTHING}`, connectionId), {
      n: integer,
    }).n;
  }
}
