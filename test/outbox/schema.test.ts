// The Outbox's schema (src/outbox/schema.ts): versioned migrations applied forward in place when an Outbox starts.
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "../../src/outbox/schema";
import { OutboxStore } from "../../src/outbox/store";
import { inFreshOutbox } from "../support/store";

describe("the schema is versioned and migrates forward in place", () => {
  it("upgrades an Outbox of the first layout, keeping its jobs and items readable", async () => {
    await inFreshOutbox((sql, storage) => {
      // The instance migrated itself when it started: go back to an Outbox built before versioning.
      for (const table of ["settings", "gate", "connections", "jobs", "items", "row_notes", "attempts", "cash_ledger"]) {
        sql.exec(`DROP TABLE IF EXISTS ${table}`);
      }
      for (const step of MIGRATIONS[0]!) if (typeof step === "string") sql.exec(step);
      sql.exec(`INSERT INTO jobs (id, connection_id, source, manual_account_id, apply_rules, skip_duplicates, created_at, updated_at, total)
                VALUES ('old', 'c', 'csv', 1, 1, 1, 0, 0, 1)`);
      sql.exec(
        `INSERT INTO items (job_id, seq, row, external_id, body, state) VALUES ('old', 0, 2, 'x', ?, 'inserted')`,
        JSON.stringify({ date: "2026-01-02", amount: "4.50", payee: "Bakery", external_id: "x" }),
      );
      const store = new OutboxStore(storage);
      expect(store.reports.items("old", 0, 10)[0]).toMatchObject({
        date: "2026-01-02",
        amount: "4.50",
        payee: "Bakery",
        state: "inserted",
      });
      expect(sql.exec<{ body: string }>(`SELECT body FROM items`).one().body).toBe("");
      const version = sql.exec<{ value: string }>(`SELECT value FROM settings WHERE key = 'schema_version'`).one().value;
      expect(Number(version)).toBe(MIGRATIONS.length);
      new OutboxStore(storage); // a second start applies nothing twice
    });
  });
});

describe("an item in doubt before doubt was dated (version 11) stays in doubt, dated by its request", () => {
  it("reads it back as in doubt since its request left, and still after a read-back that did not find it", async () => {
    await inFreshOutbox((sql, storage) => {
      const tables = sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
      for (const { name } of tables.toArray()) sql.exec(`DROP TABLE ${name}`);
      for (const migration of MIGRATIONS.slice(0, 10)) for (const step of migration) typeof step === "string" ? sql.exec(step) : step(sql);
      sql.exec(`INSERT INTO jobs (id, connection_id, source, manual_account_id, apply_rules, skip_duplicates, created_at, updated_at, total)
                VALUES ('old', 'c', 'csv', 1, 1, 1, 0, 0, 1)`);
      sql.exec(`INSERT INTO attempts (id, job_id, started_at, items) VALUES (7, 'old', 1234, 1)`);
      sql.exec(
        `INSERT INTO items (job_id, seq, row, external_id, body, date, amount, payee, in_doubt, attempt_id)
         VALUES ('old', 0, 2, 'x', '{}', '2026-01-02', '4.50', 'Bakery', 1, 7)`,
      );
      const store = new OutboxStore(storage);
      expect(store.readBack.doubtful("old")).toMatchObject([{ external_id: "x", inDoubt: true, started_at: 1234 }]);
      store.readBack.clearDoubt("old");
      // Nothing left to read back; sent again, an answer "already there" is the late commit of that request.
      expect(store.readBack.doubtful("old")).toEqual([]);
      expect(store.items.forSend("old", [0])[0]).toMatchObject({ in_doubt: 1 });
    });
  });
});
