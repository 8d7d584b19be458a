// A balance list is not a list of transactions: refused with a reason, never imported as one row per day.
import { describe, expect, it } from "vitest";
import { SourceInputError, planCsv } from "../../../../src/formats/csv";

const plan = (s: string) => planCsv(new TextEncoder().encode(s), { accountId: 1 });
const days = (n: number, line: (d: number) => string) => Array.from({ length: n }, (_, i) => line(i + 1));

describe("files whose only amount-like columns are balances are refused", () => {
  it("refuses a headed list of balances (Datum; Kontostand; Verfügbarer Betrag)", () => {
    const csv = ["Datum;Kontostand;Verfügbarer Betrag", ...days(10, (d) => `${String(d).padStart(2, "0")}.09.2024;1.000,00;900,00`)].join(
      "\n",
    );
    expect(() => plan(csv)).toThrow(SourceInputError);
    expect(() => plan(csv)).toThrow(/balance list.*not built yet/);
  });

  it("refuses a list with only a balance column (no amount column at all)", () => {
    const csv = ["Date,Balance", ...days(10, (d) => `2024-09-${String(d).padStart(2, "0")},${1000 - d}.00`)].join("\n");
    expect(() => plan(csv)).toThrow(/balance list/);
  });

  it("refuses a headerless list with one value per calendar day and no description", () => {
    const csv = days(14, (d) => `${String(d).padStart(2, "0")}/10/2024,${(812.4 - (d > 7 ? 42.15 : 0)).toFixed(2)}`).join("\n");
    expect(() => plan(csv)).toThrow(/one row per calendar day/);
  });

  it("imports a transaction list that has a balance column beside the amount", () => {
    const csv = ["Datum;Text;Betrag;Saldo", ...days(10, (d) => `${String(d).padStart(2, "0")}.09.2024;Shop;-1,00;${100 - d},00`)].join(
      "\n",
    );
    expect(plan(csv).items).toHaveLength(10);
  });

  it("imports a headerless daily list that names a payee on every row", () => {
    const csv = days(10, (d) => `${String(d).padStart(2, "0")}/10/2024,Coffee shop,-3.50`).join("\n");
    expect(plan(csv).items).toHaveLength(10);
  });

  it("imports a balance list as the user says when the request names the amount column", () => {
    const csv = ["Date,Balance", ...days(10, (d) => `2024-09-${String(d).padStart(2, "0")},${1000 - d}.00`)].join("\n");
    expect(planCsv(new TextEncoder().encode(csv), { accountId: 1, profile: { columns: { amount: { index: 1 } } } }).items).toHaveLength(10);
  });
});

describe("a table of values with no description and no money column is refused", () => {
  it("refuses daily exchange rates", () => {
    const csv = [
      "Date,USD,JPY,GBP",
      "2024-03-01,1.0833,162.47,0.85568",
      "2024-03-04,1.0844,162.64,0.85540",
      "2024-03-05,1.0849,162.49,0.85443",
    ].join("\n");
    expect(() => plan(csv)).toThrow(/not a list of transactions.*no description/);
  });

  it("imports dates and amounts without a description when a header names the amount", () => {
    const csv = ["Date,Amount", "2024-03-01,-10.00", "2024-03-04,-12.50"].join("\n");
    expect(plan(csv).items).toHaveLength(2);
  });
});
