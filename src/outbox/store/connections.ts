// Connections as delivery sees them (table `connections`): whether their credential failed, so that their
// jobs pause until it works again. A connection's row is made with its first job (jobs.ts).
import { firstRow, integer, rows, text } from "../../storage";

export class ConnectionsStore {
  constructor(private readonly sql: SqlStorage) {}

  needsAuth(connectionId: string): boolean {
    return this.authFailures(connectionId) >= 2;
  }
  /** 0 = fine, 1 = one 401 seen (credential refreshed, one retry allowed), 2 = needs authorization. */
  authFailures(connectionId: string): number {
    const row = firstRow(this.sql.exec(`SELECT needs_auth FROM connections WHERE id = ?`, connectionId), { needs_auth: integer });
    return row?.needs_auth ?? 0;
  }
  setAuthFailures(connectionId: string, failures: number): void {
    this.sql.exec(`UPDATE connections SET needs_auth = ? WHERE id = ?`, failures, connectionId);
  }
  /** The connections that need authorization again. */
  paused(): string[] {
    return rows(this.sql.exec(`SELECT id FROM connections WHERE needs_auth >= 2`), { id: text }).map((r) => r.id);
  }
}
