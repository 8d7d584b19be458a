// What Intake delivered, looked up by id: the cash ledger (table `cash_ledger`: cash items have no
// server-side external_id dedupe, so the ids delivered per connection are kept here, however old), and
// the record an inserted transaction came from (the items' `source_id`, or a receipt's or tap's own id).
import { RECEIPT_ID_PREFIX, RECEIPT_ORDER_ID_PREFIX, TAP_ID_PREFIX } from "../../ids";
import { firstRow, integer, nullable, rows, text } from "../../storage";
import { chunks, placeholders } from "./sql";

/** A bank's row of the connection's imports that stands in a transaction: it inserted it, or took it over. */
export interface StandingRow {
  external_id: string;
  /** The bank's own id of the record (a FITID, a CSV id column's value), when it gave one. */
  source_id: string | null;
  /** The payee as the row was planned: the bank's wording. */
  payee: string | null;
  /** The day the row gave. */
  date: string | null;
  /** The layout of the file it came from (jobs.layout), when known. */
  layout: string | null;
}

export class LedgerStore {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * By transaction, the bank rows that stand in it (a receipt's, a tap's or a pending row's item stands in it only
   * until the bank's row comes, and is none of them). One scan of the connection's items, for a few transactions.
   */
  standingRows(connectionId: string, transactionIds: readonly number[]): Map<number, StandingRow[]> {
    const found = new Map<number, StandingRow[]>();
    if (transactionIds.length === 0) return found;
    const standing = rows(
      this.sql.exec(
        `SELECT i.transaction_id, i.external_id, i.source_id, i.payee, i.date, j.layout FROM items i JOIN jobs j ON j.id = i.job_id
         WHERE j.connection_id = ? AND i.transaction_id IN (SELECT value FROM json_each(?))
           AND i.state IN ('inserted', 'matched') AND i.provisional IS NULL`,
        connectionId,
        JSON.stringify(transactionIds),
      ),
      {
        transaction_id: integer,
        external_id: text,
        source_id: nullable(text),
        payee: nullable(text),
        date: nullable(text),
        layout: nullable(text),
      },
    );
    for (const { transaction_id, ...row } of standing) found.set(transaction_id, [...(found.get(transaction_id) ?? []), row]);
    return found;
  }

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
   * A receipt's or a tap's external_id is its purchase's own id (purchaseIdKind): another such id of the same channel
   * is another purchase.
   */
  isOtherRecord(connectionId: string, transactionId: number, externalId: string, recordId: string | null): boolean {
    const found = firstRow(
      this.sql.exec(
        `SELECT i.external_id, i.source_id FROM items i JOIN jobs j ON j.id = i.job_id
         WHERE i.transaction_id = ? AND i.state = 'inserted' AND j.connection_id = ?
         ORDER BY i.source_id IS NULL LIMIT 1`,
        transactionId,
        connectionId,
      ),
      { external_id: text, source_id: nullable(text) },
    );
    if (found === null) return false;
    const channel = purchaseIdKind(externalId);
    if (channel !== null)
      return (
        found.external_id.startsWith(channel) &&
        found.external_id !== externalId &&
        (isPurchaseId(found.external_id) || isPurchaseId(externalId))
      );
    const kind = externalId.slice(0, externalId.indexOf(":") + 1);
    return found.source_id !== null && kind !== "" && found.external_id.startsWith(kind) && found.source_id !== recordId;
  }
}

/**
 * The channels whose external_id is made from the purchase's own id: a receipt's order number (`rcpt:o:`), the
 * phone's id of a tap (`tap:`). A receipt named by its mail (`rcpt:m:`, `rcpt:c:`) is not: the same receipt forwarded
 * twice may differ there.
 */
const PURCHASE_IDS = [RECEIPT_ORDER_ID_PREFIX, TAP_ID_PREFIX];

/** Whether an external_id is a purchase's own id (PURCHASE_IDS). */
export function isPurchaseId(externalId: string): boolean {
  return PURCHASE_IDS.some((prefix) => externalId.startsWith(prefix));
}

/** The channel of a receipt's or a tap's external_id ("rcpt:", "tap:"), or null for a bank's row. */
function purchaseIdKind(externalId: string): string | null {
  return [RECEIPT_ID_PREFIX, TAP_ID_PREFIX].find((prefix) => externalId.startsWith(prefix)) ?? null;
}
