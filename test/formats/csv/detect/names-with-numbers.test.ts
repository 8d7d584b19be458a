// A text column is the payee unless something proves it is money or a code: shops' short names with a number ("BP
// 1234", "PG 0", "AB 12 CD", "GAP 12") read as amounts with a word, and are still the payee, in a Debit/Credit layout
// and a plain Amount layout; a column whose words repeat as a currency's, a direction's or a code's prefix is not one.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { namesWithNumbers } from "../../../../src/formats/csv/detect/names-with-numbers";
import { planFixture } from "../fixture-plan";
import { columns } from "./table-columns";
import gbPaidOutIn from "../unseen/structure-gb-short-payees-paid-out-in";
import usAmount from "../unseen/structure-us-short-payees-amount";
import deSollHaben from "../unseen/structure-de-short-payees-soll-haben";
import frDebitCredit from "../unseen/structure-fr-short-payees-debit-credit";
import esImporte from "../unseen/structure-es-short-payees-importe";
import auHeaderless from "../unseen/structure-au-short-payees-headerless";

const plan = (file: string) => planCsv(new TextEncoder().encode(file), { accountId: 1 });
const payees = (file: string) => plan(file).items.map((i) => i.item.payee);

/** One column of `values` under `header`, beside a date column, as detection reads it. */
const column = (header: string, values: string[]) =>
  columns(
    ["Date", header],
    values.map((v) => ["2026-03-14", v]),
  )[1]!;

describe("shops' short names with a number are the payee, whatever layout the money is in", () => {
  for (const f of [gbPaidOutIn, usAmount, deSollHaben, frDebitCredit, esImporte, auHeaderless]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
  it("the Description column of a Debit/Credit table is the payee, as the PDF reader writes one", () => {
    const file = [
      "Date,Description,Debit,Credit,Balance",
      "2026-03-14,BP 1234,45.10,,954.90",
      "2026-03-17,PG 0,12.00,,942.90",
      "2026-03-19,SHELL 4411,60.00,,882.90",
      "2026-03-23,AB 12 CD,,100.00,982.90",
      "2026-03-27,GAP 12,20.00,,962.90",
    ].join("\n");
    expect(plan(file).profile?.columns.payee?.header).toBe("Description");
    expect(payees(file)).toEqual(["BP 1234", "PG 0", "SHELL 4411", "AB 12 CD", "GAP 12"]);
  });
});

describe("names without a number keep their payee as today", () => {
  it.each([
    ["a Debit/Credit layout", "Date,Description,Debit,Credit\n2026-03-14,SHELL OIL 4411,45.10,\n2026-03-17,Corner Coffee,4.50,\n"],
    ["a plain Amount layout", "Date,Description,Amount\n2026-03-14,SHELL OIL 4411,-45.10\n2026-03-17,Corner Coffee,-4.50\n"],
  ])("%s", (_, file) => {
    expect(payees(file)).toEqual(["SHELL OIL 4411", "Corner Coffee"]);
  });
});

describe("words that repeat as a currency's, a direction's or a code's prefix prove money or a code, never names", () => {
  it.each([
    ["one currency's word on every cell", ["12,00 kr", "45,50 kr", "3,20 kr", "99,00 kr"]],
    ["currency codes only", ["USD 12.00", "GBP 5.00", "EUR 3.20"]],
    ["direction marks", ["12.00 Dr", "45.50 Cr", "3.20 Dr"]],
    ["a reference's prefix", ["REF 1001", "REF 1002", "RF 1003", "REF 1004"]],
    ["bare numbers with a word here and there", ["12", "45", "3 BP", "99"]],
  ])("%s", (_, values) => {
    expect(namesWithNumbers(column("Details", values))).toBe(false);
  });
  it("a header that names money or an id: its cells are that, however their words vary", () => {
    const varied = ["BP 1234", "PG 0", "GAP 12"];
    expect(namesWithNumbers(column("Details", varied))).toBe(true);
    for (const header of ["Original amount", "Fee", "Transaction ID", "Check number"])
      expect(namesWithNumbers(column(header, varied)), header).toBe(false);
  });
  it("a reference column of codes beside the description leaves the payee to the description", () => {
    const file = [
      "Date,Reference,Description,Debit,Credit",
      "2026-03-14,REF 1001,BP 1234,45.10,",
      "2026-03-17,REF 1002,PG 0,12.00,",
      "2026-03-19,REF 1003,GAP 12,60.00,",
    ].join("\n");
    expect(plan(file).profile?.columns.payee?.header).toBe("Description");
  });
  it("a headerless file's foreign amounts are neither the payee nor a note", () => {
    const file = [
      "14/03/2026,Corner Coffee,-10.80,USD 12.00",
      "17/03/2026,Harbour Books,-4.30,GBP 3.70",
      "19/03/2026,Trattoria Roma,-3.20,CHF 3.10",
    ].join("\n");
    const c = plan(file).profile!.columns;
    expect(c.payee).toEqual({ index: 1 });
    expect(c.notes).toEqual([]);
  });
});
