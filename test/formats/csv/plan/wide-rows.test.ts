// Rows wider than the table (src/formats/csv/plan/wide-rows.ts): free text spilled past the named columns joins
// the notes; a value of a named column cut by the delimiter moves the columns, and is joined back where the row reads.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string, profile = {}) => planCsv(enc(s), { accountId: 42, profile });

describe("rows wider than the table: free text that spills past the named columns", () => {
  it("keeps the named columns and joins the spilled text to the notes", () => {
    const p = plan(
      "Date,Amount,Description,Memo\n03/04/2024,-12.99,NETFLIX.COM,monthly\n03/09/2024,-54.20,SHELL OIL 5744,fuel, car 2\n" +
        "03/15/2024,1500.00,PAYROLL,employer, inc, biweekly\n03/22/2024,-8.75,STARBUCKS 1123,\n",
    );
    expect(p.rows.filter((r) => r.outcome === "error")).toEqual([]);
    expect(p.items.slice(1, 3).map((i) => [i.item.payee, i.item.notes, Number(i.item.amount)])).toEqual([
      ["SHELL OIL 5744", "fuel, car 2", 54.2],
      ["PAYROLL", "employer, inc, biweekly", -1500],
    ]);
  });
  it("is an error when the spill is a number: an unquoted delimiter split an amount and the columns moved", () => {
    const p = plan("Date,Amount,Description\n2024-03-01,-12.00,Bakery\n2024-03-02,-1,234.56,Furniture\n2024-03-03,-3.00,Cafe\n");
    expect(p.items.map((i) => i.item.payee)).toEqual(["Bakery", "Cafe"]);
    expect(p.rows.find((r) => r.row === 3)).toMatchObject({
      outcome: "error",
      reason: expect.stringMatching(/fields where the table has/),
    });
  });
});
