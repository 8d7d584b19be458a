// What Intake delivered, looked up by id: the cash ledger (table `cash_ledger`: cash items have no
// server-side external_id dedupe, so the ids delivered per connection are kept here, however old), and
// the record an inserted transaction came from (the items' `source_id`).
import { firstRow, integer, rows, text } from "../../storage";
import { chunks, placeholders } from "./sql";

export class LedgerStore {
  constructor(private readonly sql: SqlStorage) {}

  lookup(connectionId: string, externalIds: string[]): Map<string, number> {
    const found = new Map<string, number>();
    for (const chunk of chunks(externalIds)) {
      const delivered = rows(
        this.sql.exec(
          `SELECT external_id, transaction_id FROM cash_ledger
           WHERE connection_id = ? AND external_id IN (${placeholders(chunk)})`,
          connectionId,
          ...chunk,
        ),
        { external_id: text, transaction_id: integer },
      );
      for (const r of delivered) found.set(r.external_id, r.transaction_id);
    }
    return found;
  }
  record(connectionId: string, externalId: string, transactionId: number): void {
    this.sql.exec(
      `INSERT OR IGNORE INTO cash_ledger (connection_id, external_id, transaction_id) VALUES (?, ?, ?)`,
      connectionId,
      externalId,
      transactionId,
    );
  }

  /**
   * Whether the connection's transaction `transactionId` is a record Intake inserted from the source's own id, of
   * the same kind of source as `externalId` (its prefix: `b:` for a CSV's id column, `ofx:`, `mt940:`, `camt:`)
   * and another id than `recordId`: then an item the service skipped as its payee/date/amount twin is another
   * transaction. The same source id under another external_id (an account named otherwise) is the same record.
   */
  isOtherRecord(connectionId: string, transactionId: number, externalId: string, recordId: string): boolean {
    const kind = externalId.slice(0, externalId.indexOf(":") + 1);
    const found = firstRow(
      this.sql.exec(
        `SELECT i.external_id, i.source_id FROM items i JOIN jobs j ON j.id = i.job_id
         WHERE i.transaction_id = ? AND i.state = 'inserted' AND i.source_id IS NOT NULL AND j.connection_id = ? LIMIT 1`,
        transactionId,
        connectionId,
      ),
      { external_id: text, source_id: text },
    );
    return found !== null && kind !== "" && found.external_id.startsWith(kind) && found.source_id !== recordId;
  }
}
