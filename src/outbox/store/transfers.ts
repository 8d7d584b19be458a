// Transfers between the budget's own accounts (tables `transfer_looks`, `transfer_pairs`; kinds/transfers.ts): the
// look an ended import makes for the other side of its rows, the pairs it found (each an item of the look's job), the
// group the service made of each pair, and its undoing when the import is removed.
import { firstRow, integer, nullable, oneRow, rows, text } from "../../storage";
import type { JobsStore } from "./jobs";
import { batchesOf } from "./sql";

/** The look of one import: its job, and the days its rows' other sides may be on. */
export interface TransferLook {
  job_id: string;
  import_job_id: string;
  from_date: string;
  to_date: string;
}

/** One pair found: the money out and in (transaction ids), why, and the group once made. */
export interface TransferPairRow {
  job_id: string;
  seq: number;
  out_id: number;
  in_id: number;
  evidence: string;
  group_id: number | null;
}

/** What a one side's update changes: put back by a removal of its import. */
export interface OneSideBefore {
  category_id: number | null;
  notes: string | null;
}

/** A side whose other account is not in the budget: the update it gets, and what it had before. */
export interface OneSideRow {
  job_id: string;
  seq: number;
  transaction_id: number;
  category_id: number;
  note: string;
  before_category_id: number | null;
  before_notes: string | null;
  applied_updated_at: string | null;
  /** When the update was sent (null: not yet): `before_*` then hold what it changes, kept before it went. */
  update_sent_at: number | null;
}

const OneSideShape = {
  job_id: text,
  seq: integer,
  transaction_id: integer,
  category_id: integer,
  note: text,
  before_category_id: nullable(integer),
  before_notes: nullable(text),
  applied_updated_at: nullable(text),
  update_sent_at: nullable(integer),
};

/** An item a removal would take out whose transaction is a side of a transfer grouped now. */
export interface GroupedSide {
  seq: number;
  transaction_id: number;
  external_id: string;
  /** A bank row that took a provisional transaction over (put back, not deleted). */
  takeover: boolean;
}

const PairShape = { job_id: text, seq: integer, out_id: integer, in_id: integer, evidence: text, group_id: nullable(integer) };

/** A transaction of an import, as a side of a transfer: an item it inserted, or a bank row that took one over. */
const IMPORTED = `state IN ('inserted', 'matched') AND transaction_id IS NOT NULL`;

export class TransfersStore {
  constructor(
    private readonly sql: SqlStorage,
    private readonly jobs: JobsStore,
  ) {}

  /** The days of an import's transactions in the budget (null: it put none there). */
  span(importJobId: string): { first: string; last: string } | null {
    const row = oneRow(
      this.sql.exec(`SELECT MIN(date) AS first, MAX(date) AS last FROM items WHERE job_id = ? AND ${IMPORTED}`, importJobId),
      { first: nullable(text), last: nullable(text) },
    );
    return row.first !== null && row.last !== null ? { first: row.first, last: row.last } : null;
  }

  /** Whether the import has its look already (an import looks once, however often its end is seen). */
  looked(importJobId: string): boolean {
    return firstRow(this.sql.exec(`SELECT job_id FROM transfer_looks WHERE import_job_id = ?`, importJobId), { job_id: text }) !== null;
  }

  /** Opens the look's job (kind `transfers`, due now) and the look itself. */
  open(look: TransferLook, connectionId: string, accountId: number | null, fileName: string | null, now: number): void {
    this.jobs.create({
      id: look.job_id,
      connection_id: connectionId,
      source: "transfers",
      manual_account_id: accountId,
      apply_rules: 0,
      skip_duplicates: 0,
      sealed: 1,
      created_at: now,
      file_name: fileName,
      kind: "transfers",
    });
    this.sql.exec(
      `INSERT INTO transfer_looks (job_id, import_job_id, from_date, to_date) VALUES (?, ?, ?, ?)`,
      look.job_id,
      look.import_job_id,
      look.from_date,
      look.to_date,
    );
  }

  /** The job's look while it has not been made. */
  pendingLook(jobId: string): TransferLook | null {
    return firstRow(
      this.sql.exec(`SELECT job_id, import_job_id, from_date, to_date FROM transfer_looks WHERE job_id = ? AND looked_at IS NULL`, jobId),
      { job_id: text, import_job_id: text, from_date: text, to_date: text },
    );
  }

  /** The import's transactions in the budget, by id. */
  importedIds(importJobId: string): Set<number> {
    return new Set(
      rows(this.sql.exec(`SELECT transaction_id FROM items WHERE job_id = ? AND ${IMPORTED}`, importJobId), {
        transaction_id: integer,
      }).map((r) => r.transaction_id),
    );
  }

  /** Transactions of the connection a pair still on its way to the service holds: no second pair takes them. */
  beingPaired(connectionId: string): Set<number> {
    const held = rows(
      this.sql.exec(
        `SELECT p.out_id, p.in_id FROM transfer_pairs p JOIN items i ON i.job_id = p.job_id AND i.seq = p.seq
         JOIN jobs j ON j.id = p.job_id WHERE j.connection_id = ? AND i.state IN ('pending', 'sending')`,
        connectionId,
      ),
      { out_id: integer, in_id: integer },
    );
    return new Set(held.flatMap((p) => [p.out_id, p.in_id]));
  }

  /** The look is made: its pairs (already appended as the job's items from `firstSeq` on) are recorded. */
  lookMade(jobId: string, firstSeq: number, pairs: readonly { out: number; in: number; evidence: string }[], now: number): void {
    for (const batch of batchesOf(pairs.map((pair, i) => [firstSeq + i, pair.out, pair.in, pair.evidence])))
      this.sql.exec(
        `INSERT INTO transfer_pairs (job_id, seq, out_id, in_id, evidence)
         SELECT ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?)`,
        jobId,
        batch,
      );
    this.sql.exec(`UPDATE transfer_looks SET looked_at = ? WHERE job_id = ?`, now, jobId);
  }

  pair(jobId: string, seq: number): TransferPairRow | null {
    return firstRow(this.sql.exec(`SELECT * FROM transfer_pairs WHERE job_id = ? AND seq = ?`, jobId, seq), PairShape);
  }

  grouped(jobId: string, seq: number, groupId: number): void {
    this.sql.exec(`UPDATE transfer_pairs SET group_id = ? WHERE job_id = ? AND seq = ?`, groupId, jobId, seq);
  }

  /**
   * Groups a removal of `importJobId` undoes first (a grouped transaction can be neither deleted nor put back): those of
   * the connection, not ungrouped yet, with a side among the transactions the removal takes out (its items `removing`).
   * A side the import only found there (a duplicate), or kept because another import holds it, keeps its group.
   */
  toUngroup(importJobId: string, limit: number): TransferPairRow[] {
    return rows(
      this.sql.exec(
        `SELECT p.* FROM transfer_pairs p JOIN jobs j ON j.id = p.job_id
         WHERE p.group_id IS NOT NULL AND p.ungrouped_at IS NULL
           AND j.connection_id = (SELECT connection_id FROM jobs WHERE id = ?)
           AND (p.out_id IN (SELECT transaction_id FROM items WHERE job_id = ? AND state = 'removing')
             OR p.in_id IN (SELECT transaction_id FROM items WHERE job_id = ? AND state = 'removing'))
         LIMIT ?`,
        importJobId,
        importJobId,
        importJobId,
        limit,
      ),
      PairShape,
    );
  }

  /**
   * The items of `importJobId` on their way out (`removing`) whose transaction is a side of a group not ungrouped yet:
   * a removal asks first whether another import holds them (then they stay, and so does the group).
   */
  groupedSides(importJobId: string): GroupedSide[] {
    return rows(
      this.sql.exec(
        `SELECT DISTINCT i.seq, i.transaction_id, i.external_id, i.claims IS NOT NULL AS takeover
         FROM transfer_pairs p JOIN jobs j ON j.id = p.job_id
           JOIN items i ON i.job_id = ? AND i.state = 'removing' AND i.transaction_id IN (p.out_id, p.in_id)
         WHERE p.group_id IS NOT NULL AND p.ungrouped_at IS NULL
           AND j.connection_id = (SELECT connection_id FROM jobs WHERE id = ?)
         ORDER BY i.seq`,
        importJobId,
        importJobId,
      ),
      { seq: integer, transaction_id: integer, external_id: text, takeover: integer },
    ).map((r) => ({ ...r, takeover: r.takeover === 1 }));
  }

  /** Ungrouped; `byIntake`: by its own request (not found: the person ungrouped it), whose sides are read next. */
  ungrouped(jobId: string, seq: number, now: number, byIntake: boolean): void {
    this.sql.exec(
      `UPDATE transfer_pairs SET ungrouped_at = ?, sides_due = ? WHERE job_id = ? AND seq = ?`,
      now,
      byIntake ? 1 : 0,
      jobId,
      seq,
    );
  }

  /** Pairs ungrouped by a removal of `importJobId` whose sides' `updated_at` after the ungroup is still to be read. */
  sidesDue(importJobId: string, limit: number): TransferPairRow[] {
    return rows(
      this.sql.exec(
        `SELECT p.* FROM transfer_pairs p JOIN jobs j ON j.id = p.job_id
         WHERE p.sides_due = 1 AND j.connection_id = (SELECT connection_id FROM jobs WHERE id = ?)
           AND (p.out_id IN (SELECT transaction_id FROM items WHERE job_id = ? AND transaction_id IS NOT NULL)
             OR p.in_id IN (SELECT transaction_id FROM items WHERE job_id = ? AND transaction_id IS NOT NULL))
         LIMIT ?`,
        importJobId,
        importJobId,
        importJobId,
        limit,
      ),
      PairShape,
    );
  }

  /** The sides as Intake's ungroup left them (null: no longer in the budget). */
  sidesRead(jobId: string, seq: number, out: string | null, inn: string | null): void {
    this.sql.exec(
      `UPDATE transfer_pairs SET sides_due = 0, out_written_at = ?, in_written_at = ? WHERE job_id = ? AND seq = ?`,
      out,
      inn,
      jobId,
      seq,
    );
  }

  /**
   * For the transactions among `ids` that are a side of a transfer grouped now, or its group (a look's own item): the
   * group's payee (the two accounts) and the evidence.
   */
  pairedWith(ids: readonly number[]): Map<number, { payee: string | null; evidence: string }> {
    const said = new Map<number, { payee: string | null; evidence: string }>();
    if (ids.length === 0) return said;
    // One JSON argument however many ids (a page of a report is up to 5,000 rows).
    const list = JSON.stringify(ids);
    const found = rows(
      this.sql.exec(
        `SELECT p.out_id, p.in_id, p.group_id, p.evidence, i.payee FROM transfer_pairs p JOIN items i ON i.job_id = p.job_id AND i.seq = p.seq
         WHERE p.group_id IS NOT NULL AND p.ungrouped_at IS NULL
           AND (p.out_id IN (SELECT value FROM json_each(?)) OR p.in_id IN (SELECT value FROM json_each(?))
             OR p.group_id IN (SELECT value FROM json_each(?)))`,
        list,
        list,
        list,
      ),
      { out_id: integer, in_id: integer, group_id: integer, evidence: text, payee: nullable(text) },
    );
    for (const pair of found) for (const id of [pair.out_id, pair.in_id, pair.group_id]) said.set(id, pair);
    return said;
  }

  /** The look's one-sided transactions (appended as the job's items from `firstSeq` on, after its pairs). */
  oneSidesFound(jobId: string, firstSeq: number, sides: readonly { transactionId: number; categoryId: number; note: string }[]): void {
    for (const batch of batchesOf(sides.map((side, i) => [firstSeq + i, side.transactionId, side.categoryId, side.note])))
      this.sql.exec(
        `INSERT INTO transfer_one_sides (job_id, seq, transaction_id, category_id, note)
         SELECT ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?)`,
        jobId,
        batch,
      );
  }

  oneSide(jobId: string, seq: number): OneSideRow | null {
    return firstRow(this.sql.exec(`SELECT * FROM transfer_one_sides WHERE job_id = ? AND seq = ?`, jobId, seq), OneSideShape);
  }

  /** Transactions given the transfer category once already: never a second note. */
  oneSided(ids: readonly number[]): Set<number> {
    const list = JSON.stringify(ids);
    return new Set(
      rows(this.sql.exec(`SELECT transaction_id FROM transfer_one_sides WHERE transaction_id IN (SELECT value FROM json_each(?))`, list), {
        transaction_id: integer,
      }).map((r) => r.transaction_id),
    );
  }

  /** The update is about to be sent: what it changes is kept first, for a read after its answer is lost. */
  oneSideSending(jobId: string, seq: number, before: OneSideBefore, now: number): void {
    this.sql.exec(
      `UPDATE transfer_one_sides SET before_category_id = ?, before_notes = ?, update_sent_at = ? WHERE job_id = ? AND seq = ?`,
      before.category_id,
      before.notes,
      now,
      jobId,
      seq,
    );
  }

  /** The side is updated: what it had before, and the `updated_at` the update answered. */
  oneSideApplied(jobId: string, seq: number, before: OneSideBefore, updatedAt: string): void {
    this.sql.exec(
      `UPDATE transfer_one_sides SET before_category_id = ?, before_notes = ?, applied_updated_at = ? WHERE job_id = ? AND seq = ?`,
      before.category_id,
      before.notes,
      updatedAt,
      jobId,
      seq,
    );
  }

  /** One-sided transactions of `importJobId` updated and not put back yet: a removal of it puts them back first. */
  toPutBack(importJobId: string, limit: number): OneSideRow[] {
    return rows(
      this.sql.exec(
        `SELECT o.* FROM transfer_one_sides o JOIN transfer_looks l ON l.job_id = o.job_id
         WHERE l.import_job_id = ? AND o.applied_updated_at IS NOT NULL AND o.put_back_at IS NULL LIMIT ?`,
        importJobId,
        limit,
      ),
      OneSideShape,
    );
  }

  /** Put back (or left as the person changed it): `updatedAt` is what the put-back answered, null when none was sent. */
  oneSidePutBack(jobId: string, seq: number, updatedAt: string | null, now: number): void {
    this.sql.exec(
      `UPDATE transfer_one_sides SET put_back_at = ?, applied_updated_at = COALESCE(?, applied_updated_at) WHERE job_id = ? AND seq = ?`,
      now,
      updatedAt,
      jobId,
      seq,
    );
  }

  /**
   * The `updated_at` of Intake's last write to each of `ids` that a transfer made (a one side's update, its put-back, the
   * ungroup of a pair): a removal reads a change after it, not after the insert, as the person's.
   */
  lastWrites(ids: readonly number[]): Map<number, string> {
    const list = JSON.stringify(ids);
    const found = rows(
      this.sql.exec(
        `SELECT transaction_id, MAX(at) AS at FROM (
           SELECT transaction_id, applied_updated_at AS at FROM transfer_one_sides WHERE applied_updated_at IS NOT NULL
           UNION ALL SELECT out_id, out_written_at FROM transfer_pairs WHERE out_written_at IS NOT NULL
           UNION ALL SELECT in_id, in_written_at FROM transfer_pairs WHERE in_written_at IS NOT NULL)
         WHERE transaction_id IN (SELECT value FROM json_each(?)) GROUP BY transaction_id`,
        list,
      ),
      { transaction_id: integer, at: text },
    );
    return new Map(found.map((r) => [r.transaction_id, r.at]));
  }
}
