// Receipts and taps in match mode (table `receipt_matches`): the bank transactions they were matched to, per
// connection, so that each is enriched by one receipt (one tap) only.
import type { IdKind } from "../../ids";
import { firstRow, integer, rows, text } from "../../storage";
import { chunks, placeholders } from "./sql";

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
   * The days of the taps and card alerts (not holds) that stand in these transactions of the connection: each inserted
   * one, or was matched to it. `except`: the external_id of the tap asking, which never stands against itself.
   */
  tapDays(connectionId: string, transactionIds: readonly number[], except: string): { transaction_id: number; date: string }[] {
    return [...chunks([...transactionIds])].flatMap((chunk) =>
      rows(
        this.sql.exec(
          `SELECT i.transaction_id, i.date FROM items i JOIN jobs j ON j.id = i.job_id
             WHERE i.transaction_id IN (${placeholders(chunk)}) AND j.connection_id = ? AND i.provisional = 'tap'
               AND i.state IN ('inserted', 'matched') AND i.external_id <> ? AND i.date IS NOT NULL`,
          ...chunk,
          connectionId,
          except,
        ),
        { transaction_id: integer, date: text },
      ),
    );
  }

  /** By transaction, the payees of the receipts and taps matched to these transactions of the connection: names they took. */
  matchedPayees(connectionId: string, transactionIds: readonly number[]): Map<number, string[]> {
    const found = new Map<number, string[]>();
    for (const chunk of chunks([...transactionIds])) {
      const matched = rows(
        this.sql.exec(
          `SELECT i.transaction_id, i.payee FROM items i JOIN jobs j ON j.id = i.job_id
             WHERE i.transaction_id IN (${placeholders(chunk)}) AND j.connection_id = ? AND i.provisional IS NOT NULL
               AND i.state = 'matched' AND i.payee IS NOT NULL`,
          ...chunk,
          connectionId,
        ),
        { transaction_id: integer, payee: text },
      );
      for (const { transaction_id, payee } of matched) found.set(transaction_id, [...(found.get(transaction_id) ?? []), payee]);
    }
    return found;
  }
}
