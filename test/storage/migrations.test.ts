import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MIGRATIONS as BALANCE_SOURCES_MIGRATIONS } from "../../src/balance-sources/schema";
import { MIGRATIONS as NOTIFIER_MIGRATIONS } from "../../src/notifications/schema";
import { addColumn, balanceSourcesOf, type Migration, migrate, schemaVersion } from "../../src/storage";
import { notifier } from "../notifications/support";
import { inFreshOutbox } from "../support/store";

/** A Durable Object's SQLite with no table at all (a fresh Outbox's, emptied). */
function emptied(run: (storage: DurableObjectStorage) => void): Promise<void> {
  return inFreshOutbox((sql, storage) => {
    const tables = sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
    for (const { name } of tables.toArray()) sql.exec(`DROP TABLE ${name}`);
    run(storage);
  });
}

const tables = (sql: SqlStorage) =>
  sql
    .exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .toArray()
    .map((t) => t.name);

// Plain CREATE TABLE (no IF NOT EXISTS): applied twice, a migration would throw.
const FIRST: Migration = [`CREATE TABLE a (id INTEGER PRIMARY KEY)`];
const SECOND: Migration = [`CREATE TABLE b (id INTEGER PRIMARY KEY)`, addColumn("a", "name", "TEXT")];
const THIRD: Migration = [`CREATE TABLE c (id INTEGER PRIMARY KEY)`];

describe("migrations go forward from the version an object reached, each once", () => {
  it("brings a fresh object to the newest version, applying every migration in order", async () => {
    await emptied((storage) => {
      migrate(storage, [FIRST, SECOND, THIRD]);
      expect(schemaVersion(storage.sql)).toBe(3);
      expect(tables(storage.sql)).toEqual(["a", "b", "c", "settings"]);
      expect(
        storage.sql
          .exec(`PRAGMA table_info(a)`)
          .toArray()
          .map((c) => c.name),
      ).toEqual(["id", "name"]);
    });
  });

  it("applies only what follows the version an older build stored, and nothing on a second start", async () => {
    await emptied((storage) => {
      // What every object's earlier runner left: its version as text in `settings`.
      storage.sql.exec(`CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      storage.sql.exec(`INSERT INTO settings (key, value) VALUES ('schema_version', '1')`);
      storage.sql.exec(`CREATE TABLE a (id INTEGER PRIMARY KEY)`);
      storage.sql.exec(`INSERT INTO a (id) VALUES (7)`);
      migrate(storage, [FIRST, SECOND, THIRD]);
      migrate(storage, [FIRST, SECOND, THIRD]);
      expect(schemaVersion(storage.sql)).toBe(3);
      expect(storage.sql.exec(`SELECT id, name FROM a`).toArray()).toEqual([{ id: 7, name: null }]);
    });
  });

  it("leaves an object past the newest version (a build rolled back) as it is", async () => {
    await emptied((storage) => {
      migrate(storage, [FIRST, SECOND, THIRD]);
      migrate(storage, [FIRST]);
      expect(schemaVersion(storage.sql)).toBe(3);
    });
  });
});

describe("a migration that fails leaves the object at the version before it", () => {
  it("keeps the version and undoes the failing migration's earlier steps, and the error reaches the caller", async () => {
    await emptied((storage) => {
      const failing: Migration = [
        `CREATE TABLE d (id INTEGER PRIMARY KEY)`,
        () => {
          throw new Error("step failed");
        },
      ];
      expect(() => migrate(storage, [FIRST, failing, THIRD])).toThrow("step failed");
      expect(schemaVersion(storage.sql)).toBe(1);
      expect(tables(storage.sql)).toEqual(["a", "settings"]);
      // Fixed in the next build, the same object goes on from there.
      migrate(storage, [FIRST, SECOND, THIRD]);
      expect(schemaVersion(storage.sql)).toBe(3);
    });
  });
});

describe("a step adds a column once, whichever build added it first", () => {
  it("adds a missing column and passes over one already there", async () => {
    await emptied((storage) => {
      storage.sql.exec(`CREATE TABLE a (id INTEGER PRIMARY KEY, name TEXT)`);
      addColumn("a", "name", "TEXT")(storage.sql);
      addColumn("a", "note", "TEXT")(storage.sql);
      expect(
        storage.sql
          .exec(`PRAGMA table_info(a)`)
          .toArray()
          .map((c) => c.name),
      ).toEqual(["id", "name", "note"]);
    });
  });
});

describe("every object with SQLite migrates through the same runner when it starts", () => {
  it("the balance sources and the Notifier are at their newest versions", async () => {
    await runInDurableObject(balanceSourcesOf(env), (_o, state) => {
      expect(schemaVersion(state.storage.sql)).toBe(BALANCE_SOURCES_MIGRATIONS.length);
    });
    await runInDurableObject(notifier(), (_o, state) => {
      expect(schemaVersion(state.storage.sql)).toBe(NOTIFIER_MIGRATIONS.length);
    });
  });
});
