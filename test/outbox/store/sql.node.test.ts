// Binding values to Durable Object SQLite (src/outbox/store/sql.ts): lists cut to what one statement may bind, and
// rows inserted as JSON arguments of bounded size.
import { describe, expect, it } from "vitest";
import { batchesOf, chunks, placeholders } from "../../../src/outbox/store/sql";

describe("an IN list binds at most 90 values a statement (Durable Object SQLite binds at most 100)", () => {
  it("cuts 200 ids into 90, 90 and 20, in order, and nothing into nothing", () => {
    const ids = Array.from({ length: 200 }, (_, i) => i);
    const parts = [...chunks(ids)];
    expect(parts.map((p) => p.length)).toEqual([90, 90, 20]);
    expect(parts.flat()).toEqual(ids);
    expect([...chunks([])]).toEqual([]);
  });
  it("writes one placeholder per value", () => {
    expect(placeholders(["a", "b", "c"])).toBe("?,?,?");
    expect(placeholders([])).toBe("");
  });
});

describe("rows go in as JSON arrays of at most 256 KiB each; a longer row goes alone", () => {
  it("keeps every row, in order, each batch parseable", () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [i, "x".repeat(200), null]);
    const batches = [...batchesOf(rows)];
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.every((b) => b.length <= 256 * 1024 + 1)).toBe(true);
    expect(batches.flatMap((b) => JSON.parse(b) as unknown[][])).toEqual(rows);
  });
  it("sends a row longer than the bound in a batch of its own", () => {
    const long = ["y".repeat(300 * 1024)];
    const batches = [...batchesOf([[1], long, [2]])];
    expect(batches.map((b) => (JSON.parse(b) as unknown[][]).length)).toEqual([1, 1, 1]);
    expect([...batchesOf([])]).toEqual([]);
  });
});
