// The budget's history kept between imports (tables `history_reads`, `history_rows`; rpc/history.ts reads through it):
// per connection, the days it holds, when it was read whole, the service's newest `updated_at` seen (the next read asks
// only for what changed since), and what learning reads of each transaction. Bounded by its caller: a history is kept
// whole or not at all, and the oldest connections' histories go first when the rows of all would pass a cap.
import { firstRow, integer, json, oneRow, rows, text } from "../../storage";

/** What learning reads of one transaction (learning/history.ts `HistoryRow`). */
export interface HistoryTransaction {
  id: number;
  date: string;
  payee: string;
  original_name: string | null;
  category_id: number | null;
  created_at: string;
  updated_at: string;
  source: string | null;
  split_parent_id: number | null;
  is_group_parent: boolean;
  /** What Intake kept of a row it named or filed (its `custom_metadata.learned`): the bank's text and what it gave. */
  learned: { descriptor: string; payee?: string; category_id?: number } | null;
}

/** What a connection's kept history covers. */
export interface HistoryRead {
  from_date: string;
  to_date: string;
  /** When it was read whole (epoch ms, the Outbox's clock): its age. */
  read_at: number;
  /** The service's newest `updated_at` among what was read: the next read asks for what changed since. */
  since: string;
}

const ROW = json<HistoryTransaction>();
const READ = { from_date: text, to_date: text, read_at: integer, since: text };

export class HistoryCacheStore {
  constructor(private readonly sql: SqlStorage) {}

  read(connectionId: string): HistoryRead | null {
    return firstRow(
      this.sql.exec(`SELECT from_date, to_date, read_at, since FROM history_reads WHERE connection_id = ?`, connectionId),
      READ,
    );
  }

  /** The connection's kept transactions, oldest day first (as the service lists a range of days). */
  transactions(connectionId: string): HistoryTransaction[] {
    const kept = rows(this.sql.exec(`SELECT row FROM history_rows WHERE connection_id = ? ORDER BY date, id`, connectionId), { row: text });
    return kept.map((r) => ROW.read(r.row));
  }

  /** How many transactions the connection's kept history holds. */
  size(connectionId: string): number {
    return oneRow(this.sql.exec(`SELECT COUNT(*) AS n FROM history_rows WHERE connection_id = ?`, connectionId), { n: integer }).n;
  }

  /** A history read whole, in place of what was kept. */
  replace(connectionId: string, read: HistoryRead, transactions: readonly HistoryTransaction[]): void {
    this.forget(connectionId);
    this.sql.exec(
      `INSERT INTO history_reads (connection_id, from_date, to_date, read_at, since) VALUES (?, ?, ?, ?, ?)`,
      connectionId,
      read.from_date,
      read.to_date,
      read.read_at,
      read.since,
    );
    for (const t of transactions) this.#put(connectionId, t);
  }

  /**
   * What changed since the last read: a transaction of the days kept is written over its copy, one moved out of them
   * is dropped; `since` moves to the newest `updated_at` seen.
   */
  merge(connectionId: string, changed: readonly HistoryTransaction[], since: string): void {
    const kept = this.read(connectionId);
    if (!kept) return;
    for (const t of changed) {
      if (t.date >= kept.from_date && t.date <= kept.to_date) this.#put(connectionId, t);
      else this.sql.exec(`DELETE FROM history_rows WHERE connection_id = ? AND id = ?`, connectionId, t.id);
    }
    this.sql.exec(`UPDATE history_reads SET since = ? WHERE connection_id = ?`, since, connectionId);
  }

  /** Drops the connection's history (a disconnect, a read that cannot be merged). */
  forget(connectionId: string): void {
    this.sql.exec(`DELETE FROM history_rows WHERE connection_id = ?`, connectionId);
    this.sql.exec(`DELETE FROM history_reads WHERE connection_id = ?`, connectionId);
  }

  /** Drops the histories read longest ago until `room` more rows fit within `cap` rows of every connection's. */
  makeRoom(room: number, cap: number): void {
    const held = () => oneRow(this.sql.exec(`SELECT COUNT(*) AS n FROM history_rows`), { n: integer }).n;
    while (held() + room > cap) {
      const oldest = firstRow(this.sql.exec(`SELECT connection_id FROM history_reads ORDER BY read_at LIMIT 1`), { connection_id: text });
      if (!oldest) return;
      this.forget(oldest.connection_id);
    }
  }

  #put(connectionId: string, t: HistoryTransaction): void {
    this.sql.exec(
      `INSERT INTO history_rows (connection_id, id, date, row) VALUES (?, ?, ?, ?)
       ON CONFLICT (connection_id, id) DO UPDATE SET date = excluded.date, row = excluded.row`,
      connectionId,
      t.id,
      t.date,
      ROW.write(t),
    );
  }
}
