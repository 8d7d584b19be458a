import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "../../src/outbox/schema";
import { OutboxStore } from "../../src/outbox/store";
import { inFreshOutbox, withJob } from "../support/store";

const item = (row: number) => ({ row, item: { date: "2026-10-01", amount: `${row}.00`, payee: `Shop ${row}`, external_id: `x${row}` } });

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

describe("storage stays proportional to what is pending", () => {
  it("drops an item's body once it is settled, and keeps it for a dead letter (it can be retried)", async () => {
    await withJob((store, _job, sql) => {
      store.items.append("j", [item(2), item(3), item(4)], []);
      store.items.settle("j", 0, "inserted", 10, null);
      store.items.settle("j", 1, "duplicate", 11, "duplicate_external_id");
      store.attempts.fail("j", [2], "500", 1, false);
      const bodies = sql.exec<{ seq: number; body: string }>(`SELECT seq, body FROM items ORDER BY seq`).toArray();
      expect(bodies.map((b) => b.body === "")).toEqual([true, true, false]);
      expect(store.reports.items("j", 0, 10).map((i) => i.payee)).toEqual(["Shop 2", "Shop 3", "Shop 4"]);
    });
  });
});

describe("a chunk is stored whole and in order, however long its fields", () => {
  it("stores 1,000 items of the longest fields a plan carries (several statements' worth) with their twin ranks", async () => {
    await withJob((store, _job, sql) => {
      const long = (row: number) => ({
        row,
        // Every second item a twin of the one before: ranks count within the chunk and on from the last one.
        item: {
          date: "2026-10-01",
          amount: "9.99",
          payee: `${"P".repeat(990)}${Math.floor(row / 2)}`,
          notes: "n".repeat(350),
          external_id: `l${row}`,
        },
        recordId: `ref-${row}`,
      });
      store.items.append("j", [long(0)], []);
      store.items.append(
        "j",
        Array.from({ length: 1000 }, (_, i) => long(i + 1)),
        [],
      );
      const rows = sql
        .exec<{ seq: number; row: number; body: string; twin_rank: number; source_id: string }>(
          `SELECT seq, row, body, twin_rank, source_id FROM items ORDER BY seq`,
        )
        .toArray();
      expect(rows).toHaveLength(1001);
      expect(rows.map((r) => r.row)).toEqual(Array.from({ length: 1001 }, (_, i) => i));
      expect(rows.every((r) => JSON.parse(r.body).external_id === `l${r.row}` && r.source_id === `ref-${r.row}`)).toBe(true);
      expect(rows.slice(0, 5).map((r) => r.twin_rank)).toEqual([1, 2, 1, 2, 1]);
    });
  });
});

describe("row notes are bounded: a run of one reason is one note", () => {
  it("stores 800,000 blank rows between two items as one note, across chunks, and counts every row", async () => {
    await withJob((store) => {
      store.items.append(
        "j",
        [item(2)],
        [
          { row: 2, outcome: "planned" },
          { row: 3, to_row: 400_002, outcome: "ignored", reason: "blank" },
        ],
      );
      store.items.append(
        "j",
        [item(800_004)],
        [
          { row: 400_003, to_row: 800_003, outcome: "ignored", reason: "blank" },
          { row: 800_004, outcome: "planned" },
        ],
      );
      expect(store.notes.list("j", 0, 10)).toEqual([{ row: 3, to_row: 800_003, outcome: "ignored", reason: "blank" }]);
      expect(store.jobs.get("j")).toMatchObject({ rows_planned: 2, rows_ignored: 800_001, rows_error: 0 });
    });
  });
});

describe("an answer read back later re-opens only the items its request still carries", () => {
  it("leaves an item settled or sent again since as it is", async () => {
    await withJob((store, jobId) => {
      store.items.append(jobId, [item(1), item(2), item(3)], []);
      const first = store.attempts.begin(jobId, [0, 1, 2], 1);
      // Item 0 was settled meanwhile, item 1 carried by a later request; item 2 is still this request's.
      store.items.settle(jobId, 0, "inserted", 10, null);
      store.attempts.begin(jobId, [1], 2);
      store.readBack.wait(jobId, [0, 1, 2], first, { insertedIds: [], checked: true });
      expect(store.reports.items(jobId, 0, 10).map((i) => i.state)).toEqual(["inserted", "sending", "pending"]);
      expect(store.readBack.doubtful(jobId).map((d) => d.seq)).toEqual([2]);
    });
  });
});
