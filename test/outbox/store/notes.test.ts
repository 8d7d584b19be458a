// A job's row notes (src/outbox/store/notes.ts): what became of the rows that carry no item, kept bounded.
import { describe, expect, it } from "vitest";
import { withJob } from "../../support/store";

const item = (row: number) => ({ row, item: { date: "2026-10-01", amount: `${row}.00`, payee: `Shop ${row}`, external_id: `x${row}` } });

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
