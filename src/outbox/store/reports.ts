// What a job's report reads of its items (report.ts): counts by outcome, and a page of items with their outcome.
import { firstRow, integer, nullable, oneOf, oneRow, rows, text } from "../../storage";
import { ITEM_STATES, type ItemState } from "./items";
import { placeholders } from "./sql";

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
  review: string | null;
  /** What the import learned of it from the budget (JSON, uploads/learned.ts), or null. */
  learned: string | null;
};

const ItemShape = {
  seq: integer,
  row: integer,
  external_id: text,
  state: oneOf(ITEM_STATES),
  attempts: integer,
  in_doubt: integer,
  transaction_id: nullable(integer),
  reason: nullable(text),
  date: nullable(text),
  amount: nullable(text),
  payee: nullable(text),
  review: nullable(text),
  learned: nullable(text),
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
  /** "Remove this import" asked: still to be deleted from the budget (not `pending`: nothing waits to be sent). */
  removing: number;
  /** After "Remove this import": deleted from the budget, or kept there (changed since, split or grouped, another import counts on it). */
  removed: number;
  kept: number;
}

export class ReportsStore {
  constructor(private readonly sql: SqlStorage) {}

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
      removing: 0,
      removed: 0,
      kept: 0,
    };
    for (const r of rows(this.sql.exec(`SELECT state, COUNT(*) AS n FROM items WHERE job_id = ? GROUP BY state`, jobId), {
      state: oneOf(ITEM_STATES),
      n: integer,
    })) {
      counts.total += r.n;
      if (r.state === "inserted") counts.inserted += r.n;
      else if (r.state === "duplicate") counts.duplicates += r.n;
      else if (r.state === "invalid") counts.invalid += r.n;
      else if (r.state === "failed") counts.failed += r.n;
      else if (r.state === "matched") counts.matched += r.n;
      else if (r.state === "held") counts.held += r.n;
      else if (r.state === "removing") counts.removing += r.n;
      else if (r.state === "removed") counts.removed += r.n;
      else if (r.state === "kept") counts.kept += r.n;
      else counts.pending += r.n;
    }
    return counts;
  }
  items(jobId: string, offset: number, limit: number, outcome?: ItemOutcome): ItemRow[] {
    const states: readonly string[] = outcome ? OUTCOME_STATES[outcome] : [];
    return rows(
      this.sql.exec(
        `SELECT seq, row, external_id, state, attempts, in_doubt, transaction_id, reason, date, amount, payee, review, learned FROM items
         WHERE job_id = ? ${outcome ? `AND state IN (${placeholders([...states])})` : ""} ORDER BY seq LIMIT ? OFFSET ?`,
        jobId,
        ...states,
        limit,
        offset,
      ),
      ItemShape,
    );
  }
  /**
   * The payment a receipt's, card alert's or tap's job stands for: its item's payee, amount and own currency (a
   * provisional item keeps its body once settled, items.ts); null when the job has no such item (a receipt's file).
   */
  /**
   * A payment job's payment (its first provisional item), and the account its transaction is in now: that of the last
   * bank row or tap that took it over (and still stands), else that of the bank transaction it was matched to.
   */
  payment(jobId: string): { payee: string | null; amount: string | null; currency: string | null; account_id: number | null } | null {
    return firstRow(
      this.sql.exec(
        `SELECT i.payee, i.amount, CASE WHEN json_valid(i.body) THEN json_extract(i.body, '$.currency') END AS currency,
           COALESCE(
             (SELECT r.account_id FROM reconciliations r JOIN items b ON b.job_id = r.bank_job AND b.seq = r.bank_seq
               WHERE r.connection_id = j.connection_id AND r.transaction_id = i.transaction_id AND r.state = 'applied'
                 AND r.account_id IS NOT NULL AND b.state NOT IN ('removing', 'removed')
               ORDER BY r.at DESC LIMIT 1),
             (SELECT m.account_id FROM receipt_matches m
               WHERE m.connection_id = j.connection_id AND m.transaction_id = i.transaction_id AND m.external_id = i.external_id)
           ) AS account_id
         FROM items i JOIN jobs j ON j.id = i.job_id
         WHERE i.job_id = ? AND i.provisional IS NOT NULL ORDER BY i.seq LIMIT 1`,
        jobId,
      ),
      { payee: nullable(text), amount: nullable(text), currency: nullable(text), account_id: nullable(integer) },
    );
  }
  itemCount(jobId: string, outcome?: ItemOutcome): number {
    const states: readonly string[] = outcome ? OUTCOME_STATES[outcome] : [];
    return oneRow(
      this.sql.exec(
        `SELECT COUNT(*) AS n FROM items WHERE job_id = ? ${outcome ? `AND state IN (${placeholders([...states])})` : ""}`,
        jobId,
        ...states,
      ),
      { n: integer },
    ).n;
  }
}
