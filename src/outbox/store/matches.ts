// Receipts and taps in match mode (table `receipt_matches`): the bank transactions they were matched to, per
// connection, so that each is enriched by one receipt (one tap) only.
import { firstRow, integer, rows } from "../../storage";

export class MatchesStore {
  constructor(private readonly sql: SqlStorage) {}

  /** The connection's transactions a receipt (or tap) was matched to; with `idPrefix`, one of that channel's ids. */
  transactions(connectionId: string, idPrefix = ""): Set<number> {
    return new Set(
      rows(
        this.sql.exec(
          `SELECT transaction_id FROM receipt_matches WHERE connection_id = ? AND substr(external_id, 1, ?) = ?`,
          connectionId,
          idPrefix.length,
          idPrefix,
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
  record(connectionId: string, transactionId: number, externalId: string, now: number): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO receipt_matches (connection_id, transaction_id, external_id, matched_at) VALUES (?, ?, ?, ?)`,
      connectionId,
      transactionId,
      externalId,
      now,
    );
  }
}
