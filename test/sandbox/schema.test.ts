// A world's tables brought up to date from what an older sandbox persisted (npm start keeps its state).
import { describe, expect, it } from "vitest";
import { Db } from "../../sandbox/src/db";
import { createTables } from "../../sandbox/src/schema";
import { inFreshOutbox } from "../support/store";

/** The transactions table as sandboxes before AUTOINCREMENT made it, before the split and group columns. */
const OLD_TRANSACTIONS = `CREATE TABLE transactions (
  id INTEGER PRIMARY KEY, date TEXT NOT NULL, amount TEXT NOT NULL, currency TEXT NOT NULL,
  to_base REAL NOT NULL, recurring_id INTEGER, payee TEXT NOT NULL, original_name TEXT,
  category_id INTEGER, manual_account_id INTEGER, linked_account_id INTEGER, external_id TEXT,
  tag_ids TEXT NOT NULL, notes TEXT, status TEXT NOT NULL, is_pending INTEGER NOT NULL,
  custom_metadata TEXT, source TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`;

const insert = (db: Db, payee: string) =>
  db.insert(
    `INSERT INTO transactions (date, amount, currency, to_base, payee, tag_ids, status, is_pending, created_at, updated_at)
     VALUES ('2025-01-01', '1.0000', 'usd', 1, ?, '[]', 'reviewed', 0, 'now', 'now')`,
    payee,
  );

describe("a persisted world's transaction ids are never given twice once its tables are brought up to date", () => {
  it("keeps the rows and their ids, and gives a deleted id to no later transaction", async () => {
    await inFreshOutbox((sql) => {
      const db = new Db(sql);
      db.run("DROP TABLE IF EXISTS transactions");
      db.run(OLD_TRANSACTIONS);
      const kept = [insert(db, "Kept"), insert(db, "Deleted")];
      createTables(db);
      createTables(db);
      expect(db.all("SELECT id, payee, is_split_parent FROM transactions ORDER BY id")).toEqual([
        { id: kept[0], payee: "Kept", is_split_parent: 0 },
        { id: kept[1], payee: "Deleted", is_split_parent: 0 },
      ]);
      db.run("DELETE FROM transactions WHERE id = ?", kept[1]);
      expect(insert(db, "Next")).toBeGreaterThan(kept[1]!);
      // The indexes the old table took with it are there again.
      expect(db.get("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'transactions_external_id'")).toBeDefined();
    });
  });
});
