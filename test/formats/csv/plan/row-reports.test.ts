// The row reports as the planner writes them (src/formats/csv/plan/row-reports.ts): a run of planned rows is one
// report, a run of unreadable rows that say the same is one note, a quoted cell's line breaks one run.
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import { Notes, plannedRow, quotedContinuation } from "../../../../src/formats/csv/plan/row-reports";
import type { RowReport } from "../../../../src/plan";
import { expandRuns } from "../../../support/rows";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string, profile = {}) => planCsv(enc(s), { accountId: 42, profile });

describe("a table of planned rows is one report: each item carries its row, the report says the run", () => {
  const rows = (n: number, from = 1) =>
    Array.from({ length: n }, (_, i) => `2024-02-${String(from + i).padStart(2, "0")},Shop ${from + i},-${from + i}.00`);
  it("gives consecutive transactions one report row…to_row, and an item per row", () => {
    const p = plan(["Date,Payee,Amount", ...rows(5)].join("\n") + "\n");
    expect(p.rows).toEqual([
      { row: 1, outcome: "ignored", reason: "header" },
      { row: 2, to_row: 6, outcome: "planned" },
    ]);
    expect(p.items.map((i) => i.row)).toEqual([2, 3, 4, 5, 6]);
  });
  it("ends a run at every row that is not a transaction: an error, a blank line, a quoted line break, a wrapped memo line", () => {
    const p = plan(
      [
        "Date,Payee,Memo,Amount",
        "2024-02-01,a,x,-1.00",
        "2024-02-02,b,x,-2.00",
        "2024-02-30,bad,date,-3.00",
        "2024-02-03,c,x,-4.00",
        "",
        "2024-02-04,d,x,-5.00",
        '2024-02-05,e,"two\nlines",-6.00',
        "2024-02-06,f,x,-7.00",
        "wrapped",
        "2024-02-07,g,x,-8.00",
        "2024-02-08,h,x,-9.00",
      ].join("\n") + "\n",
    );
    expect(p.rows.map((r) => [r.row, r.to_row, r.outcome])).toEqual([
      [1, undefined, "ignored"],
      [2, 3, "planned"],
      [4, undefined, "error"],
      [5, undefined, "planned"],
      [6, undefined, "ignored"],
      [7, 8, "planned"],
      [9, undefined, "ignored"], // line two of row 8
      [10, undefined, "planned"],
      [11, undefined, "ignored"], // continues row 10
      [12, 13, "planned"],
    ]);
    expect(p.items.map((i) => i.row)).toEqual([2, 3, 5, 7, 8, 10, 12, 13]);
  });
  it("streams runs cut at chunk ends, never changing a report already handed over", async () => {
    const text = ["Date,Payee,Amount", ...rows(28)].join("\n") + "\n";
    const bytes = enc(text);
    const handed: { chunk: RowReport[]; asHanded: string }[] = [];
    for await (const c of streamCsvPlan(new Blob([bytes]).stream(), { accountId: 42 }, 10)) {
      handed.push({ chunk: c.rows, asHanded: JSON.stringify(c.rows) });
    }
    for (const h of handed) expect(JSON.stringify(h.chunk)).toBe(h.asHanded);
    const all = handed.flatMap((h) => h.chunk);
    expect(all.filter((r) => r.outcome === "planned").length).toBeGreaterThan(1);
    expect(expandRuns(all)).toEqual(expandRuns(plan(text).rows));
  });
});

describe("a planned row joins the run of planned rows right before it", () => {
  it("extends the run, and starts one after a gap or another outcome", () => {
    const rows: RowReport[] = [{ row: 1, outcome: "ignored", reason: "header" }];
    for (const row of [2, 3, 4, 6]) plannedRow(rows, row);
    expect(rows).toEqual([
      { row: 1, outcome: "ignored", reason: "header" },
      { row: 2, to_row: 4, outcome: "planned" },
      { row: 6, outcome: "planned" },
    ]);
  });
});

describe("unreadable rows that say the same of their date are one note", () => {
  it("names the run of rows in its reason", () => {
    const rows: RowReport[] = [];
    const notes = new Notes(false);
    for (const row of [7, 8, 9])
      notes.add(rows, { row, outcome: "error", reason: `row ${row}: date "1" does not match` }, 'date "1" does not match');
    expect(rows).toEqual([{ row: 7, to_row: 9, outcome: "error", reason: 'rows 7–9: date "1" does not match' }]);
  });

  it("streaming, a blank line joins the run of blank lines before it; a whole file keeps a report a line", () => {
    const blank = (row: number): RowReport => ({ row, outcome: "ignored", reason: "blank" });
    const streamedRows: RowReport[] = [];
    const wholeRows: RowReport[] = [];
    const streaming = new Notes(true);
    const whole = new Notes(false);
    for (const row of [3, 4, 5]) {
      streaming.add(streamedRows, blank(row));
      whole.add(wholeRows, blank(row));
    }
    expect(streamedRows).toEqual([{ row: 3, to_row: 5, outcome: "ignored", reason: "blank" }]);
    expect(wholeRows).toHaveLength(3);
  });
});

describe("the line breaks of a quoted cell are one run after its record's line", () => {
  it("reports the lines after the first", () => {
    expect(quotedContinuation(8, 2)).toEqual({ row: 9, outcome: "ignored", reason: "continues row 8 (line break inside quotes)" });
    expect(quotedContinuation(8, 4)).toEqual({
      row: 9,
      to_row: 11,
      outcome: "ignored",
      reason: "continues row 8 (line break inside quotes)",
    });
  });
});
