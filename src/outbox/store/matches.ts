// Receipts and taps in match mode (table `receipt_matches`): the bank transactions they were matched to, per
// connection, so that each is enriched by one receipt (one tap) only.
import type { IdKind } from "../../ids";
import { firstRow, integer, nullable, rows, text } from "../../storage";

export class MatchesStore {
  constructor(private readonly sql: SqlStorage) {}

  /** The connection's transactions a receipt (or tap) was matched to; with `ids`, one of that kind's. */
  transactions(connectionId: string, ids: IdKind = { prefix: "", except: null }): Set<number> {
    const except = ids.except ?? "\u0000";
    return new Set(
      rows(
        this.sql.exec(
          `SELECT transaction_id FROM receipt_matches WHERE connection_id = ?
             AND substr(external_id, 1, ?) = ? AND substr(external_id, 1, ?) != ?`,
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

  /** The transaction a receipt of this external_id was matched to before (the same receipt forwarded again). */
  of(connectionId: string, externalId: string): number | null {
    const row = firstRow(
      this.sql.exec(
        `SELECT transaction_id FROM receipt_matches WHERE connection_id = ? AND external_id = ? LIMIT 1`,
        connectionId,
        externalId,
      ),
      { transaction_id: integer },
    );
    return row?.transaction_id ?? null;
  }
  /** `accountId`: the manual account the matched transaction is in (null: a synced account's). */
  record(connectionId: string, transactionId: number, externalId: string, now: number, accountId: number | null): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO receipt_matches (connection_id, transaction_id, external_id, matched_at, account_id)
       VALUES (?, ?, ?, ?, ?)`,
      connectionId,
      transactionId,
      externalId,
      now,
      accountId,
    );
  }

  /**
   * The receipts, taps and alerts that stand in these transactions of the connection: each inserted one, or was matched
   * to it (a transaction a bank row took over keeps the item that put it there).
   */
  provisionalsIn(connectionId: string, transactionIds: readonly number[]): StandingProvisional[] {
    if (transactionIds.length === 0) return [];
    return rows(
      this.sql.exec(
        `SELECT i.transaction_id, i.external_id, i.provisional, i.state, i.date, i.payee FROM items i JOIN jobs j ON j.id = i.job_id
           WHERE j.connection_id = ? AND i.transaction_id IN (SELECT value FROM json_each(?))
             AND i.provisional IS NOT NULL AND i.state IN ('inserted', 'matched')`,
        connectionId,
        JSON.stringify(transactionIds),
      ),
      StandingProvisionalShape,
    );
  }
}

/** A provisional item standing in a transaction: how it stands (inserted it, or matched to it), its day and payee. */
export type StandingProvisional = {
  transaction_id: number;
  external_id: string;
  provisional: string;
  state: string;
  date: string | null;
  payee: string | null;
};

const StandingProvisionalShape = {
  transaction_id: integer,
  external_id: text,
  provisional: text,
  state: text,
  date: nullable(text),
  payee: nullable(text),
};
