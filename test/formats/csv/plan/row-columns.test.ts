// The columns a row is read from (src/formats/csv/plan/row-columns.ts): each role's column by the header's names,
// placed again at each section's own header, and what a row's cells say by those columns alone.
import { describe, expect, it } from "vitest";
import { RowColumns } from "../../../../src/formats/csv/plan/row-columns";
import { atRecord, profileOf } from "../records";

const FILE = "Date;Payee;Memo;Amount;Balance\n03.01.2024;Shop;Rechnung 1;-10,00;90,00\n04.01.2024;Bar;x;-2,00;88,00\n";

describe("a role's column is found by its header's name, wherever a header puts it", () => {
  it("places each role where the file's header names it", () => {
    const profile = profileOf(FILE);
    const cols = new RowColumns(profile, profile.headers ?? null);
    expect([cols.date, cols.payee, cols.notes, cols.amount, cols.balance]).toEqual([0, 1, [2], 3, 4]);
  });

  it("places them again by a section's own header, whose columns stand elsewhere", () => {
    const profile = profileOf(FILE);
    const cols = new RowColumns(profile, profile.headers ?? null);
    cols.place(["Amount", "Date", "Balance", "Payee", "Memo"]);
    expect([cols.date, cols.payee, cols.notes, cols.amount, cols.balance]).toEqual([1, 3, [4], 0, 2]);
  });

  it("keeps the profile's places without a header", () => {
    const profile = profileOf(FILE);
    const cols = new RowColumns(profile, null);
    expect([cols.date, cols.amount]).toEqual([0, 3]);
  });
});

describe("a row's cells by the columns alone: text only, no amount, a digit where the amount goes", () => {
  const profile = profileOf(FILE);
  const cols = new RowColumns(profile, profile.headers ?? null);
  const at = <T>(line: string, read: (rec: Parameters<RowColumns["inText"]>[0]) => T): T => atRecord(line, ";", 0, read);

  it("a line written in the payee's and the memo's columns only is in the text columns", () => {
    expect(at(";Card 1234;Kundennummer 99;;", (rec) => cols.inText(rec))).toBe(true);
    expect(at(";;;Branch Manager;", (rec) => cols.inText(rec))).toBe(false);
  });

  it("an empty amount cell is no amount; words without a digit there hold no digit", () => {
    expect(at(";Shop;x;;90,00", (rec) => cols.amountIsEmpty(rec))).toBe(true);
    expect(at(";Shop;x;Branch Manager;", (rec) => [cols.amountIsEmpty(rec), cols.amountHasDigit(rec)])).toEqual([false, false]);
    expect(at(";Shop;x;-9,00;", (rec) => cols.amountHasDigit(rec))).toBe(true);
  });
});
