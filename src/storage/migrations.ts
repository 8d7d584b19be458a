// Every Durable Object's SQLite goes to its newest layout the same way: ordered forward migrations, the version
// reached kept in the object's own `settings` table (`schema_version`), applied once at construction so that a
// deployed object upgrades in place. Never edit a released migration: add the next one.

/** One migration: SQL statements, or a step that needs to look first (a column an older build added). */
export type Migration = ReadonlyArray<string | ((sql: SqlStorage) => void)>;

/** What migrating needs of a Durable Object's storage: its SQL, and a transaction per migration. */
export type MigratingStorage = Pick<DurableObjectStorage, "sql" | "transactionSync">;

/** Where each object keeps the version it reached (every object has kept it there since its first build). */
const VERSION_KEY = "schema_version";

/** The version the object reached: 0 before its first migration. */
export function schemaVersion(sql: SqlStorage): number {
  if (sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'settings'`).toArray().length === 0) return 0;
  for (const { value } of sql.exec(`SELECT value FROM settings WHERE key = ?`, VERSION_KEY)) return Number(value);
  return 0;
}

/**
 * Applies the migrations after the version the object reached, each with its new version in one transaction: when
 * a migration throws, the tables and the version stay as the migration before it left them, and the error goes on
 * to the object's constructor. An object already past the newest (a build rolled back) is left as it is.
 */
export function migrate(storage: MigratingStorage, migrations: readonly Migration[]): void {
  const { sql } = storage;
  sql.exec(`CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  for (let version = schemaVersion(sql); version < migrations.length; version++) {
    const steps = migrations[version] ?? [];
    storage.transactionSync(() => {
      for (const step of steps) {
        if (typeof step === "string") sql.exec(step);
        else step(sql);
      }
      sql.exec(`INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)`, VERSION_KEY, String(version + 1));
    });
  }
}

/** A step that adds a column unless an older build already did. */
export function addColumn(table: string, name: string, type: string): (sql: SqlStorage) => void {
  return (sql) => {
    const present = sql
      .exec(`PRAGMA table_info(${table})`)
      .toArray()
      .some((c) => c.name === name);
    if (!present) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
  };
}
