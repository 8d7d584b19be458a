// What a row without a readable date is by its cells (src/formats/csv/plan/undated-rows.ts): a header again, a
// section's title, a payment not booked yet, a balance or total line, or a transaction whose date is wrong.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { RowAmounts } from "../../../../src/formats/csv/plan/row-amounts";
import { RowColumns } from "../../../../src/formats/csv/plan/row-columns";
import { UndatedShapes } from "../../../../src/formats/csv/plan/undated-rows";
import type { RowReport } from "../../../../src/plan";
import { atRecord, profileOf } from "../records";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string, profile = {}) => planCsv(enc(s), { accountId: 42, profile });
const outcomes = (rows: RowReport[]) => rows.map((r) => [r.row, r.outcome, r.reason?.replace(/^row \d+: /, "")]);

describe("pending rows: a date cell that says the payment is not booked yet", () => {
  const words = ["Pending", "PENDING", "pending", "En attente", "Vorgemerkt", "In behandeling", "Pendiente", "In sospeso", "Reserverad"];
  for (const w of words) {
    it(`ignores "${w}" rows as pending, at the top, in the middle and at the end`, () => {
      const p = plan(
        `Date,Description,Amount\n${w},Coffee,-3.50\n2024-01-03,Shop,-1.00\n${w},Taxi,-12.00\n2024-01-02,Shop,-2.00\n${w},Bar,-5.00\n`,
      );
      expect(p.items.map((i) => i.row)).toEqual([3, 5]);
      for (const row of [2, 4, 6]) expect(p.rows.find((r) => r.row === row)).toEqual({ row, outcome: "ignored", reason: "pending" });
    });
  }
});

describe("words without a digit where the amount goes are no amount", () => {
  it("reads a name under the debit column as no transaction: the footer at the end", () => {
    const p = plan(["Date,Text,Debit,Credit", "13/03/2026,SHOP,4.00,", ",,Branch Manager,"].join("\n"));
    expect(outcomes(p.rows).at(-1)).toEqual([3, "ignored", "footer"]);
  });
  it("still reads a row with an amount and no date as an error", () => {
    const p = plan(["Date,Text,Debit,Credit", "13/03/2026,SHOP,4.00,", ",TAXI,9.00,", "14/03/2026,BAR,2.00,"].join("\n"));
    expect(outcomes(p.rows)[2]).toEqual([3, "error", "no date (column 1 is empty)"]);
  });
});

describe("an undated row's shape, weighed by its cells in order: header, title, pending, balance, misdated", () => {
  const FILE = "Date;Payee;Amount\n03.01.2024;Shop;-10,00\n04.01.2024;Bar;-2,00\n";
  const profile = profileOf(FILE);
  const cols = new RowColumns(profile, profile.headers ?? null);
  const shapes = new UndatedShapes(cols, new RowAmounts(profile, cols), new Set(["date", "payee", "amount"]), 4, profile.dateFormat);
  shapes.headerKey = ["Date", "Payee", "Amount"].join("\u001f");
  const shape = (line: string) => atRecord(line, ";", 0, (rec) => shapes.of(rec, rec.field(0)));

  it("the header again is the header repeated", () => expect(shape("Date;Payee;Amount").header).toBe("repeated"));
  it("a date cell that says the payment is pending", () => expect(shape("Pending;Taxi;-12,00").pendingCell).toBe(true));
  it("a balance label is a balance line", () => expect(shape("Closing balance;;97,00").balance).toBe(true));
  it("a row of the table's width with an amount and a wrong date is misdated, and says so", () => {
    const s = shape("31.02.2024;Shop;-1,00");
    expect([s.misdated, s.says]).toEqual([true, 'date "31.02.2024" does not match DD.MM.YYYY']);
  });
  it("an empty date cell says which column is empty", () => expect(shape(";Taxi;-9,00").says).toBe("no date (column 1 is empty)"));
  it("words where the amount goes are no transaction", () => expect(shape(";;Branch Manager").misdated).toBe(false));
});
