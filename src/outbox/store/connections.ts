// Connections as delivery sees them (table `connections`): whether their credential failed, so that their
// jobs pause until it works again. A connection's row is made with its first job (jobs.ts).
export class ConnectionsStore {
  constructor(private readonly sql: SqlStorage) {}

  needsAuth(connectionId: string): boolean {
    return this.authFailures(connectionId) >= 2;
  }
  /** 0 = fine, 1 = one 401 seen (credential refreshed, one retry allowed), 2 = needs authorization. */
  authFailures(connectionId: string): number {
    const row = this.sql.exec<{ needs_auth: number }>(`SELECT needs_auth FROM connections WHERE id = ?`, connectionId).toArray()[0];
    return row?.needs_auth ?? 0;
  }
  setAuthFailures(connectionId: string, failures: number): void {
    this.sql.exec(`UPDATE connections SET needs_auth = ? WHERE id = ?`, failures, connectionId);
  }
  /** The connections that need authorization again. */
  paused(): string[] {
    return this.sql
      .exec<{ id: string }>(`SELECT id FROM connections WHERE needs_auth >= 2`)
      .toArray()
      .map((r) => r.id);
  }
}
