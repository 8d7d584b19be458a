// One payment, one transaction (table `reconciliations`, and the items' `provisional` and `claims`): the
// transactions Intake put in the budget before the bank's row came (a receipt, a tap, a pending row) that no bank
// row has taken over yet, and each takeover from the moment a bank row claims one to its update (and back, when
// the bank's import is removed).
import type { Provisional } from "../../plan";
import type { IdKind } from "../../ids";
import { firstRow, integer, json, nullable, oneOf, real, rows, text } from "../../storage";
import { chunks, placeholders } from "./sql";

/** A provisional transaction no bank row has taken over: its item, the account its job wrote to, its body. */
export type OpenProvisionalRow = {
  job_id: string;
  seq: number;
  transaction_id: number;
  provisional: Provisional;
  external_id: string;
  date: string;
  amount: string;
  payee: string | null;
  body: string;
  /** The account the provisional job wrote to; null: cash. */
  manual_account_id: number | null;
  to_base: number | null;
  /** 1: a receipt's total nothing else in the mail confirms (plan.ts `amountUnsure`). */
  amount_unsure: number;
  /**
   * What the receipt matched to this transaction in match mode states was charged (a tap's tip added): JSON of its
   * amount and currency; null: no receipt joined it, or its total is unconfirmed.
   */
  charged: string | null;
};

/** A bank item that takes a provisional transaction over, with what the update needs of both. */
export type ClaimRow = {
  seq: number;
  body: string;
  source_id: string | null;
  transaction_id: number;
  provisional_job: string;
  provisional_seq: number;
  provisional_external_id: string;
  provisional_body: string;
  provisional_account_id: number | null;
  provisional: Provisional;
  /** The metadata the transaction holds when the provisional item itself took it over (a pending row after a receipt). */
  provisional_metadata: string | null;
  /**
   * The external_id the transaction holds until this takeover: the provisional item's own, but the one before it when
   * that item is itself a takeover made in cash (a pending row over a receipt), which leaves the id as it is.
   */
  held_external_id: string;
  /** The bank row's currency where it differs from the provisional transaction's (matched across currencies). */
  bank_currency: string | null;
  /** Its updates that went unanswered or failed (5xx, timeouts), toward reading it back and the dead letter. */
  failures: number;
  /** The transaction as the budget held it just before the update (JSON of `BeforeTakeover`); null: not read yet. */
  seen: string | null;
  /**
   * The bank row's own transaction, inserted before the person said it is the receipt's payment (receipt-question.ts):
   * deleted before the update; null: none, or gone.
   */
  replaces: number | null;
};

/** A bank row that took a transaction over, as the bank wrote it. */
export type TakenBankRow = {
  transaction_id: number;
  external_id: string;
  date: string;
  amount: string;
  payee: string | null;
  source_id: string | null;
  /** The payee the transaction kept: the receipt's, the tap's (another export may write the shop as they did). */
  kept_payee: string | null;
};

const TakenBankRowShape = {
  transaction_id: integer,
  external_id: text,
  date: text,
  amount: text,
  payee: nullable(text),
  source_id: nullable(text),
  kept_payee: nullable(text),
};

/** What a takeover changed, as it was: "Remove this import" puts it back. */
export type BeforeTakeover = {
  date: string;
  amount: string;
  /** Set when the takeover changed it (a receipt in another currency than the bank's). */
  currency?: string;
  /** The id the transaction held (`ClaimRow.held_external_id`), in cash too: a move into an account gave it the bank's. */
  external_id: string;
  manual_account_id: number | null;
  custom_metadata: Record<string, unknown> | null;
  /**
   * The transaction's `updated_at` when Intake read it before the update (the service's clock): a later takeover's
   * `before` that is later than an earlier takeover's update tells a change the person made between the two.
   */
  updated_at?: string;
};

/**
 * The fields a takeover's update writes, as the transaction held them in the update's answer: a removal puts back a
 * field only while it still holds this (kinds/put-back-fields.ts).
 */
export type WrittenTakeover = {
  date: string;
  amount: string;
  currency: string;
  external_id: string | null;
  manual_account_id: number | null;
  custom_metadata: Record<string, unknown> | null;
};

/** What a removal needs to put a takeover back (`undo`). */
export type Undo = {
  before: BeforeTakeover;
  /** The transaction's `updated_at` its update left; null: not known (applied before Intake kept it). */
  appliedUpdatedAt: string | null;
  /** What the update left of the fields it writes; null: not known (applied before Intake kept it). */
  written: WrittenTakeover | null;
};

/** The takeover of what a bank item's own takeover left: a booked row over a pending row that took a receipt over. */
export type LaterTakeover = { applied: boolean; before: BeforeTakeover | null };

/** What an item stands for until the bank's row comes (plan.ts `Provisional`). */
const PROVISIONALS = ["receipt", "tap", "pending"] as const satisfies readonly Provisional[];

/**
 * The total the receipt matched to item `i`'s transaction states (match mode: kinds/match.ts), unless nothing in its
 * mail confirms it: JSON of its amount and currency, or null.
 */
const CHARGED = `(SELECT json_object('amount', s.amount, 'currency', json_extract(s.body, '$.currency'))
   FROM items s JOIN jobs sj ON sj.id = s.job_id
  WHERE s.transaction_id = i.transaction_id AND s.provisional = 'receipt' AND s.state = 'matched'
    AND s.amount_unsure = 0 AND sj.connection_id = j.connection_id
  ORDER BY s.job_id, s.seq LIMIT 1)`;

const OpenProvisionalShape = {
  job_id: text,
  seq: integer,
  transaction_id: integer,
  provisional: oneOf(PROVISIONALS),
  external_id: text,
  date: text,
  amount: text,
  payee: nullable(text),
  body: text,
  manual_account_id: nullable(integer),
  to_base: nullable(real),
  amount_unsure: integer,
  charged: nullable(text),
};

const ClaimShape = {
  seq: integer,
  body: text,
  source_id: nullable(text),
  transaction_id: integer,
  provisional_job: text,
  provisional_seq: integer,
  provisional_external_id: text,
  provisional_body: text,
  provisional_account_id: nullable(integer),
  provisional: oneOf(PROVISIONALS),
  provisional_metadata: nullable(text),
  held_external_id: text,
  bank_currency: nullable(text),
  failures: integer,
  seen: nullable(text),
  replaces: nullable(integer),
};

/** `before`: written when the takeover is applied, read when its bank item is removed. */
const BEFORE = json<BeforeTakeover>();
/** `written`: likewise. */
const WRITTEN = json<WrittenTakeover>();

/**
 * A takeover (`r`) that holds its transaction for a bank row of the account bound as its one parameter: any, but one
 * of that account being removed. That removal puts the transaction back first (store/jobs.ts: the account's imports
 * wait for it; if it is failing, the row's takeover applied first stands: `retakenSince`), so a row of another export
 * of the account, arriving meanwhile, takes it over after, rather than being inserted beside it.
 */
const HOLDS_FOR_ACCOUNT = `EXISTS (SELECT 1 FROM items held WHERE held.job_id = r.bank_job AND held.seq = r.bank_seq
  AND (held.state <> 'removing' OR r.account_id IS NOT ?))`;

export class ReconciliationsStore {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * The connection's provisional transactions dated `from`…`to` that no bank row has taken: those of the account,
   * and those of cash (a receipt whose mailbox names no account: the bank's row says where it was paid from). A
   * pending row that took a receipt's transaction over is open in its turn (`matched` in a job of the bank's rows),
   * for the booked row; so is one a row of the account took over when that row is being removed (HOLDS_FOR_ACCOUNT).
   * A receipt that enriched the bank's own transaction (`matched` in match mode) is not: that transaction is a bank
   * row already, never another bank row's to take.
   */
  open(connectionId: string, accountId: number | null, from: string, to: string): OpenProvisionalRow[] {
    return rows(
      this.sql.exec(
        `SELECT i.job_id, i.seq, i.transaction_id, i.provisional, i.external_id, i.date, i.amount, i.payee, i.body,
           j.manual_account_id, i.to_base, i.amount_unsure,
           ${CHARGED} AS charged
         FROM items i JOIN jobs j ON j.id = i.job_id
         WHERE i.provisional IS NOT NULL AND (i.state = 'inserted' OR (i.state = 'matched' AND j.bank_rows = 1))
           AND i.transaction_id IS NOT NULL AND i.date >= ? AND i.date <= ? AND j.connection_id = ?
           AND (j.manual_account_id IS ? OR j.manual_account_id IS NULL)
           AND NOT EXISTS (SELECT 1 FROM reconciliations r
             WHERE r.provisional_job = i.job_id AND r.provisional_seq = i.seq AND ${HOLDS_FOR_ACCOUNT})
         ORDER BY i.date, i.transaction_id`,
        from,
        to,
        connectionId,
        accountId,
        accountId,
      ),
      OpenProvisionalShape,
    );
  }

  /**
   * Whether the connection has an open provisional transaction in another currency than `currency`, converted by the
   * service (then comparing a bank row with it needs the budget's primary currency).
   */
  anyOpenInOtherCurrency(connectionId: string, accountId: number | null, currency: string): boolean {
    return (
      this.sql
        .exec(
          `SELECT 1 FROM items i JOIN jobs j ON j.id = i.job_id
           WHERE i.provisional IS NOT NULL AND i.state IN ('inserted', 'matched') AND i.to_base IS NOT NULL
             AND j.connection_id = ? AND (j.manual_account_id IS ? OR j.manual_account_id IS NULL)
             AND lower(COALESCE(json_extract(i.body, '$.currency'), ?)) <> ? LIMIT 1`,
          connectionId,
          accountId,
          currency,
          currency.toLowerCase(),
        )
        .toArray().length > 0
    );
  }

  /**
   * The bank rows of an account dated `from`…`to` that took a transaction over (those of other jobs than
   * `exceptJob`: a file's own rows are its own; not those being removed), as the bank wrote them, and the payee the
   * transaction kept (the receipt's): the service's payee/amount/date check no longer knows the bank's wording.
   */
  bankRowsTakenOver(connectionId: string, accountId: number, from: string, to: string, exceptJob: string): TakenBankRow[] {
    return rows(
      this.sql.exec(
        `SELECT r.transaction_id, b.external_id, b.date, b.amount, b.payee, b.source_id, p.payee AS kept_payee
         FROM reconciliations r JOIN items b ON b.job_id = r.bank_job AND b.seq = r.bank_seq
           LEFT JOIN items p ON p.job_id = r.provisional_job AND p.seq = r.provisional_seq
         WHERE r.connection_id = ? AND r.account_id = ? AND b.date >= ? AND b.date <= ? AND r.bank_job <> ?
           AND b.state NOT IN ('removing', 'removed')`,
        connectionId,
        accountId,
        from,
        to,
        exceptJob,
      ),
      TakenBankRowShape,
    );
  }

  /**
   * The bank's ids among `externalIds` that already took a provisional transaction over (the same file again), but not
   * those of the account whose takeover is being removed (the same file imported again meanwhile takes it over after).
   */
  bankIdsTaken(connectionId: string, accountId: number | null, externalIds: string[]): Set<string> {
    const taken = new Set<string>();
    for (const chunk of chunks(externalIds)) {
      for (const row of rows(
        this.sql.exec(
          `SELECT r.bank_external_id FROM reconciliations r
           WHERE r.connection_id = ? AND r.bank_external_id IN (${placeholders(chunk)}) AND ${HOLDS_FOR_ACCOUNT}`,
          connectionId,
          ...chunk,
          accountId,
        ),
        { bank_external_id: text },
      ))
        taken.add(row.bank_external_id);
    }
    return taken;
  }

  /**
   * The connection's transactions a bank row took over: each is a receipt's (a tap's, a pending row's) already. With
   * `ids`, those that took over one of that kind's ids.
   */
  transactions(connectionId: string, ids: IdKind = { prefix: "", except: null }): Set<number> {
    const except = ids.except ?? "\u0000";
    return new Set(
      rows(
        this.sql.exec(
          `SELECT transaction_id FROM reconciliations WHERE connection_id = ?
             AND substr(provisional_external_id, 1, ?) = ? AND substr(provisional_external_id, 1, ?) != ?`,
          connectionId,
          ids.prefix.length,
          ids.prefix,
          except.length,
          except,
        ),
        { transaction_id: integer },
      ).map((r) => r.transaction_id),
    );
  }

  /**
   * The transaction a provisional item of this external_id became, once a bank row took it over (a receipt sent
   * again), and the account it is in since: the bank row's.
   */
  takenOver(
    connectionId: string,
    provisionalExternalId: string,
  ): { transactionId: number; bankJob: string; accountId: number | null } | null {
    const row = firstRow(
      this.sql.exec(
        `SELECT transaction_id, bank_job, account_id FROM reconciliations WHERE connection_id = ? AND provisional_external_id = ? LIMIT 1`,
        connectionId,
        provisionalExternalId,
      ),
      { transaction_id: integer, bank_job: text, account_id: nullable(integer) },
    );
    return row ? { transactionId: row.transaction_id, bankJob: row.bank_job, accountId: row.account_id } : null;
  }

  /** A bank item claims a provisional transaction: it is sent as an update of it (kinds/claim.ts), not an insert. */
  claim(
    connectionId: string,
    bank: { job: string; seq: number; externalId: string; accountId: number | null; currency: string | null; replaces?: number },
    open: OpenProvisionalRow,
    now: number,
  ): void {
    this.sql.exec(
      `INSERT INTO reconciliations (connection_id, transaction_id, provisional_job, provisional_seq, provisional_external_id,
         bank_job, bank_seq, bank_external_id, account_id, bank_currency, state, at, replaces)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'claimed', ?, ?)`,
      connectionId,
      open.transaction_id,
      open.job_id,
      open.seq,
      open.external_id,
      bank.job,
      bank.seq,
      bank.externalId,
      bank.accountId,
      bank.currency,
      now,
      bank.replaces ?? null,
    );
    this.sql.exec(`UPDATE items SET claims = ? WHERE job_id = ? AND seq = ?`, open.transaction_id, bank.job, bank.seq);
  }

  /** The job's bank items waiting to send their takeover, with what the update needs. */
  pendingClaims(jobId: string, limit: number): ClaimRow[] {
    return rows(
      this.sql.exec(
        `SELECT b.seq, b.body, b.source_id, r.transaction_id, r.provisional_job, r.provisional_seq, r.provisional_external_id,
           p.body AS provisional_body, pj.manual_account_id AS provisional_account_id, p.provisional,
           earlier.after AS provisional_metadata, r.bank_currency, b.failures, r.seen, r.replaces,
           CASE WHEN pj.manual_account_id IS NULL AND earlier.before IS NOT NULL
             THEN COALESCE(json_extract(earlier.before, '$.external_id'), p.external_id) ELSE p.external_id END AS held_external_id
         FROM items b JOIN reconciliations r ON r.bank_job = b.job_id AND r.bank_seq = b.seq
           JOIN items p ON p.job_id = r.provisional_job AND p.seq = r.provisional_seq
           JOIN jobs pj ON pj.id = r.provisional_job
           LEFT JOIN reconciliations earlier ON earlier.bank_job = r.provisional_job AND earlier.bank_seq = r.provisional_seq
         WHERE b.job_id = ? AND b.state = 'pending' AND b.claims IS NOT NULL ORDER BY b.seq LIMIT ?`,
        jobId,
        limit,
      ),
      ClaimShape,
    );
  }

  /** The bank row's own transaction that a takeover replaces is gone from the budget: the update goes next. */
  replaced(jobId: string, seq: number): void {
    this.sql.exec(`UPDATE reconciliations SET replaces = NULL WHERE bank_job = ? AND bank_seq = ?`, jobId, seq);
  }

  /** The open provisional item `job`/`seq` (no bank row holds it), as `open` reads it; null when it is not open. */
  openItem(jobId: string, seq: number): OpenProvisionalRow | null {
    const [found] = rows(
      this.sql.exec(
        `SELECT i.job_id, i.seq, i.transaction_id, i.provisional, i.external_id, i.date, i.amount, i.payee, i.body,
           j.manual_account_id, i.to_base, i.amount_unsure,
           ${CHARGED} AS charged
         FROM items i JOIN jobs j ON j.id = i.job_id
         WHERE i.job_id = ? AND i.seq = ? AND i.provisional IS NOT NULL AND i.state = 'inserted' AND i.transaction_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM reconciliations r WHERE r.provisional_job = i.job_id AND r.provisional_seq = i.seq)`,
        jobId,
        seq,
      ),
      OpenProvisionalShape,
    );
    return found ?? null;
  }

  /** The transaction as the budget held it, read before the update is first sent: what a removal puts back. */
  seen(jobId: string, seq: number, before: BeforeTakeover): void {
    this.sql.exec(`UPDATE reconciliations SET seen = ? WHERE bank_job = ? AND bank_seq = ?`, BEFORE.write(before), jobId, seq);
  }

  /**
   * The update landed: the takeover is done, with what it changed kept for putting back, the metadata it left (for a
   * later takeover of the same transaction), the transaction's `updated_at` as the service answered the update (null
   * where the version answers none), which tells a change the person made between two takeovers, and what the update
   * left of the fields it writes (`written`: a removal puts back only those still so).
   */
  applied(
    jobId: string,
    seq: number,
    before: BeforeTakeover | null,
    metadata: Record<string, unknown> | null,
    updatedAt: string | null,
    written: WrittenTakeover | null = null,
  ): void {
    this.sql.exec(
      `UPDATE reconciliations SET state = 'applied', before = ?, after = ?, applied_updated_at = ?, written = ?
       WHERE bank_job = ? AND bank_seq = ?`,
      before ? BEFORE.write(before) : null,
      metadata ? JSON.stringify(metadata) : null,
      updatedAt,
      written ? WRITTEN.write(written) : null,
      jobId,
      seq,
    );
  }

  /** Whether a later bank row took over what this bank item's takeover left (then it cannot be put back alone). */
  takenOverSince(jobId: string, seq: number): boolean {
    return (
      this.sql.exec(`SELECT 1 FROM reconciliations WHERE provisional_job = ? AND provisional_seq = ? LIMIT 1`, jobId, seq).toArray()
        .length > 0
    );
  }

  /** The later takeover of what this bank item's takeover left, if a later row took it over (`takenOverSince`). */
  laterTakeover(jobId: string, seq: number): LaterTakeover | null {
    const row = firstRow(
      this.sql.exec(`SELECT state, before FROM reconciliations WHERE provisional_job = ? AND provisional_seq = ? LIMIT 1`, jobId, seq),
      { state: text, before: nullable(text) },
    );
    return row ? { applied: row.state === "applied", before: row.before ? BEFORE.read(row.before) : null } : null;
  }

  /**
   * The takeover that the provisional item of this bank item's takeover made in turn (a pending row's, of a receipt):
   * its bank item and the `updated_at` its update left; null when that item is a receipt's or a tap's own.
   */
  earlier(jobId: string, seq: number): { job: string; seq: number; appliedUpdatedAt: string | null } | null {
    const row = firstRow(
      this.sql.exec(
        `SELECT e.bank_job, e.bank_seq, e.applied_updated_at FROM reconciliations mine JOIN reconciliations e
           ON e.bank_job = mine.provisional_job AND e.bank_seq = mine.provisional_seq
         WHERE mine.bank_job = ? AND mine.bank_seq = ?`,
        jobId,
        seq,
      ),
      { bank_job: text, bank_seq: integer, applied_updated_at: nullable(text) },
    );
    return row ? { job: row.bank_job, seq: row.bank_seq, appliedUpdatedAt: row.applied_updated_at } : null;
  }

  /** Intake wrote the transaction again as this bank item's takeover had left it (a later takeover put back), at `updatedAt`. */
  rewritten(jobId: string, seq: number, updatedAt: string): void {
    this.sql.exec(`UPDATE reconciliations SET applied_updated_at = ? WHERE bank_job = ? AND bank_seq = ?`, updatedAt, jobId, seq);
  }

  /**
   * This bank item's takeover is undone by handing what it took over to the later takeover of it: that row holds the
   * provisional transaction this item had taken (a booked row, the receipt a pending row took over), and removing it
   * puts back `before` (what the person saw before this item's takeover; null: a claim not applied yet, whose update
   * reads the transaction afresh). This item's own takeover is released.
   */
  handOver(jobId: string, seq: number, before: BeforeTakeover | null): void {
    const mine = firstRow(
      this.sql.exec(
        `SELECT provisional_job, provisional_seq, provisional_external_id FROM reconciliations WHERE bank_job = ? AND bank_seq = ?`,
        jobId,
        seq,
      ),
      { provisional_job: text, provisional_seq: integer, provisional_external_id: text },
    );
    if (!mine) return;
    this.sql.exec(
      `UPDATE reconciliations SET provisional_job = ?, provisional_seq = ?, provisional_external_id = ?,
         before = CASE WHEN state = 'applied' THEN ? ELSE before END, seen = CASE WHEN state = 'applied' THEN seen END
       WHERE provisional_job = ? AND provisional_seq = ?`,
      mine.provisional_job,
      mine.provisional_seq,
      mine.provisional_external_id,
      before ? BEFORE.write(before) : null,
      jobId,
      seq,
    );
    this.release(jobId, seq, false);
  }

  /**
   * Whether another bank row's takeover holds the provisional transaction this bank item claimed (claimed while that
   * takeover was being removed, which then kept it: the person changed it since). The claim then has nothing to take.
   */
  heldElsewhere(jobId: string, seq: number): boolean {
    return (
      this.sql
        .exec(
          `SELECT 1 FROM reconciliations mine JOIN reconciliations r
             ON r.provisional_job = mine.provisional_job AND r.provisional_seq = mine.provisional_seq
               AND NOT (r.bank_job = mine.bank_job AND r.bank_seq = mine.bank_seq)
             JOIN items held ON held.job_id = r.bank_job AND held.seq = r.bank_seq AND held.state <> 'removing'
           WHERE mine.bank_job = ? AND mine.bank_seq = ? LIMIT 1`,
          jobId,
          seq,
        )
        .toArray().length > 0
    );
  }

  /**
   * Whether a row of another export of the account took over the same provisional transaction while this bank item's
   * takeover was being removed, and its update landed first (the removal was failing, and held nothing up): the
   * transaction is that row's now, and putting this one back would undo it.
   */
  retakenSince(jobId: string, seq: number): boolean {
    return (
      this.sql
        .exec(
          `SELECT 1 FROM reconciliations mine JOIN reconciliations later
             ON later.provisional_job = mine.provisional_job AND later.provisional_seq = mine.provisional_seq
               AND NOT (later.bank_job = mine.bank_job AND later.bank_seq = mine.bank_seq)
           WHERE mine.bank_job = ? AND mine.bank_seq = ? AND later.state = 'applied' LIMIT 1`,
          jobId,
          seq,
        )
        .toArray().length > 0
    );
  }

  /**
   * The takeover is off (the service refused the update, or it was put back): the bank item is an insert again and
   * the provisional transaction is open to other rows, unless it is gone from the budget (`gone`).
   */
  release(jobId: string, seq: number, gone: boolean): void {
    const row = firstRow(
      this.sql.exec(
        `DELETE FROM reconciliations WHERE bank_job = ? AND bank_seq = ? RETURNING provisional_job, provisional_seq`,
        jobId,
        seq,
      ),
      { provisional_job: text, provisional_seq: integer },
    );
    this.sql.exec(`UPDATE items SET claims = NULL WHERE job_id = ? AND seq = ?`, jobId, seq);
    if (gone && row)
      this.sql.exec(`UPDATE items SET provisional = NULL WHERE job_id = ? AND seq = ?`, row.provisional_job, row.provisional_seq);
  }

  /** What the takeover of a removed bank item changed, as it was, and what its update left; null: nothing to put back. */
  undo(jobId: string, seq: number): Undo | null {
    const row = firstRow(
      this.sql.exec(`SELECT before, applied_updated_at, written FROM reconciliations WHERE bank_job = ? AND bank_seq = ?`, jobId, seq),
      { before: nullable(text), applied_updated_at: nullable(text), written: nullable(text) },
    );
    if (!row?.before) return null;
    return {
      before: BEFORE.read(row.before),
      appliedUpdatedAt: row.applied_updated_at,
      written: row.written ? WRITTEN.read(row.written) : null,
    };
  }
}
