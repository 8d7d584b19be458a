import { describe, expect, it } from "vitest";
import { bytes, firstRow, integer, json, nullable, oneOf, oneRow, rows, text } from "../../src/storage";
import { inFreshOutbox } from "../support/store";

/** A table of its own in a fresh Outbox's SQLite, with two rows. */
function withTable(run: (sql: SqlStorage) => void): Promise<void> {
  return inFreshOutbox((sql) => {
    sql.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, state TEXT NOT NULL, note TEXT, secret TEXT, part BLOB)`);
    sql.exec(`INSERT INTO t VALUES (1, 'ok', NULL, 'tok-123', X'0102'), (2, 'stale', 'late', 'tok-456', NULL)`);
    run(sql);
  });
}

const Row = { id: integer, state: oneOf(["ok", "stale"]), note: nullable(text) };

describe("rows are read with the types their columns hold", () => {
  it("answers every row of the shape, typed, and null where a nullable column is empty", async () => {
    await withTable((sql) => {
      const read = rows(sql.exec(`SELECT id, state, note FROM t ORDER BY id`), Row);
      expect(read).toEqual([
        { id: 1, state: "ok", note: null },
        { id: 2, state: "stale", note: "late" },
      ]);
      expect(firstRow(sql.exec(`SELECT part FROM t WHERE id = 1`), { part: bytes })?.part.byteLength).toBe(2);
    });
  });

  it("answers null for no first row, and refuses to answer one row when there is none", async () => {
    await withTable((sql) => {
      expect(firstRow(sql.exec(`SELECT id, state, note FROM t WHERE id = 9`), Row)).toBeNull();
      expect(() => oneRow(sql.exec(`SELECT id FROM t WHERE id = 9`), { id: integer })).toThrow(/none/);
      expect(oneRow(sql.exec(`SELECT COUNT(*) AS n FROM t`), { n: integer }).n).toBe(2);
    });
  });
});

describe("a row that does not have its shape's types is refused, naming the column and never its value", () => {
  it("refuses a state outside the list, an empty required column, and text where a number belongs", async () => {
    await withTable((sql) => {
      expect(() => rows(sql.exec(`SELECT id, state, note FROM t`), { ...Row, state: oneOf(["ok"]) })).toThrow(/state \(string\)/);
      expect(() => rows(sql.exec(`SELECT id, state, note FROM t`), { ...Row, note: text })).toThrow(/note \(null\)/);
      expect(() => rows(sql.exec(`SELECT secret AS id FROM t`), { id: integer })).toThrow(/id \(string\)/);
      expect(() => rows(sql.exec(`SELECT secret AS id FROM t`), { id: integer })).not.toThrow(/tok-/);
      expect(() => rows(sql.exec(`SELECT id FROM t`), { missing: text })).toThrow(/missing \(undefined\)/);
    });
  });
});

describe("a JSON column reads back what its store wrote", () => {
  it("writes and reads the same value", () => {
    const column = json<{ price: string; unchangedRuns: number }>();
    expect(column.read(column.write({ price: "1.50", unchangedRuns: 2 }))).toEqual({ price: "1.50", unchangedRuns: 2 });
  });
});
