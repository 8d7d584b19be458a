// The Durable Object's storage over a node:sqlite database: what the Outbox's store calls of it (its SQL, a
// transaction). node:sqlite is the SQLite the Durable Object also runs; the reconciliation benches run the store on it.

// node:sqlite is experimental in Node 22: its one-line warning is not a bench's output.
process.removeAllListeners("warning");
const { DatabaseSync } = await import("node:sqlite");

/**
 * A fresh in-memory database as a Durable Object's storage. `reuse`: each query is prepared once (as workerd keeps
 * a Durable Object's prepared statements), for a bench that runs thousands of small steps.
 */
export function sqliteStorage({ reuse = false } = {}) {
  const db = new DatabaseSync(":memory:");
  const prepared = new Map();
  const statement = (query) => {
    if (!reuse) return db.prepare(query);
    let found = prepared.get(query);
    if (!found) prepared.set(query, (found = db.prepare(query)));
    return found;
  };
  const sql = {
    exec(query, ...bindings) {
      const rows = statement(query).all(...bindings);
      return {
        toArray: () => rows,
        one: () => rows[0],
        [Symbol.iterator]: () => rows[Symbol.iterator](),
      };
    },
    get databaseSize() {
      return 0;
    },
  };
  const transactionSync = (run) => {
    db.exec("BEGIN");
    try {
      const result = run();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  };
  /** Every row gone but the settings (the schema's version): a migrated store as new, without migrating again. */
  const emptied = () => {
    for (const { name } of db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all())
      if (name !== "settings") db.exec(`DELETE FROM "${name}"`);
    return storage;
  };
  const storage = { sql, transactionSync, emptied };
  return storage;
}
