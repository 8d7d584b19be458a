// A profile saved for a header is a set of defaults: each decision is checked against the next file's own
// evidence, which wins where it contradicts one (and the profile says so); explicit settings win over both.
import { describe, expect, it } from "vitest";
import { detectProfile, planCsv, type CsvProfileOverrides } from "../../../../src/formats/csv";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string, saved: CsvProfileOverrides, profile: CsvProfileOverrides = {}) =>
  planCsv(enc(s), { accountId: 1, saved, profile });

const FEB = ["Date,Description,Amount", "10/02/2018,TESCO,-12.40", "11/02/2018,BOOTS,-3.99"].join("\n");
const NEXT = ["Date,Description,Amount", "25/02/2018,TESCO,-20.00", "26/02/2018,SHELL,-45.10", "27/02/2018,SALARY,1500.00"].join("\n");

describe("a saved date format does not drop the next file", () => {
  it("reads next month's day-first dates although the first file was saved month-first", () => {
    const first = planCsv(enc(FEB), { accountId: 1 }).profile!;
    expect(first.dateFormat).toBe("MM/DD/YYYY"); // nothing told the first file apart
    const next = plan(NEXT, { dateFormat: first.dateFormat, columns: first.columns, decimalSeparator: first.decimalSeparator });
    expect(next.items.map((i) => i.item.date)).toEqual(["2018-02-25", "2018-02-26", "2018-02-27"]);
    expect(next.rows.filter((r) => r.outcome !== "planned").map((r) => r.reason)).toEqual(["header"]);
    expect(next.profile?.dateFormat).toBe("DD/MM/YYYY");
    expect(next.profile?.warnings?.join(" ")).toMatch(/saved profile reads dates as MM\/DD\/YYYY/);
  });

  it("keeps the saved format where the file reads both ways (a default still counts)", () => {
    const p = plan(FEB, { dateFormat: "DD/MM/YYYY" });
    expect(p.items.map((i) => i.item.date)).toEqual(["2018-02-10", "2018-02-11"]);
  });

  it("an explicit date format of the request still wins over the file and the saved profile", () => {
    const p = plan(FEB, { dateFormat: "DD/MM/YYYY" }, { dateFormat: "MM/DD/YYYY" });
    expect(p.items[0]!.item.date).toBe("2018-10-02");
  });
});

describe("saved separators, delimiter and columns hold only while the file agrees", () => {
  it("reads decimal commas when the saved profile said decimal point and every amount has a comma", () => {
    const csv = ["Datum;Text;Betrag", "03.01.2024;A;-12,50", "04.01.2024;B;-3,99"].join("\n");
    const p = plan(csv, { decimalSeparator: ".", thousandsSeparator: "," });
    expect(p.items.map((i) => i.item.amount)).toEqual(["12.50", "3.99"]);
    expect(p.profile?.warnings?.join(" ")).toMatch(/decimal "\."/);
  });

  it("keeps a saved thousands separator the file does not contradict", () => {
    const csv = ["Date,Payee,Amount", "2024-01-03,A,-1 250.00", "2024-01-04,B,-3.99"].join("\n");
    expect(plan(csv, { decimalSeparator: ".", thousandsSeparator: " " }).items[0]!.item.amount).toBe("1250.00");
  });

  it("reads the file's delimiter when the saved one does not split it", () => {
    const csv = ["Date;Payee;Amount", "2024-01-03;A;-1.00", "2024-01-04;B;-2.00"].join("\n");
    const p = plan(csv, { delimiter: "," });
    expect(p.items).toHaveLength(2);
    expect(p.profile?.warnings?.join(" ")).toMatch(/splits fields at ","/);
  });

  it("detects the columns again when a saved amount column holds text in this file", () => {
    const csv = ["Date,Payee,Amount,Memo", "2024-01-03,A,-1.00,x", "2024-01-04,B,-2.00,y"].join("\n");
    const p = plan(csv, { columns: { date: { index: 0, header: "Date" }, amount: { index: 3, header: "Memo" } } });
    expect(p.items.map((i) => i.item.amount)).toEqual(["1.00", "2.00"]);
    expect(p.profile?.warnings?.join(" ")).toMatch(/columns amount \("Memo"\) do not hold/);
  });

  it("keeps saved columns that hold (a payee the detection would not pick)", () => {
    const csv = ["Date,Payee,Amount,Memo", "2024-01-03,A,-1.00,x", "2024-01-04,B,-2.00,y"].join("\n");
    const p = plan(csv, { columns: { payee: { index: 3, header: "Memo" } } });
    expect(p.items.map((i) => i.item.payee)).toEqual(["x", "y"]);
    expect(p.profile?.warnings).toBeUndefined();
  });

  it("detectProfile weighs the same defaults", () => {
    expect(detectProfile(enc(NEXT), {}, { saved: { dateFormat: "MM/DD/YYYY" } }).dateFormat).toBe("DD/MM/YYYY");
  });
});

describe("a saved indicator column reads unsigned amounts only", () => {
  // Saved from files whose amounts carried no sign; the next file of the header writes its own minus signs and a
  // booking word the saved lists never saw. Per bank: its header, the saved reading, the next file, what it holds.
  const BANKS = [
    {
      bank: "a German savings bank",
      saved: {
        columns: { indicator: { header: "Buchungstext" } },
        amountStyle: "indicator",
        indicatorOut: ["lastschrift"],
        indicatorIn: ["gutschrift"],
      },
      next: `Buchungstag;Buchungstext;Verwendungszweck;Betrag\n01.10.2026;GUTSCHRIFT;Gehalt;2890,00\n03.10.2026;LASTSCHRIFT;Miete;-980,00\n06.10.2026;KARTENZAHLUNG;SHELL 9717;-50,00\n`,
      amounts: ["-2890.00", "980.00", "50.00"],
    },
    {
      bank: "an English export with a type column",
      saved: { columns: { indicator: { header: "Type" } }, amountStyle: "indicator", indicatorOut: ["dr"], indicatorIn: ["cr"] },
      next: `Date,Description,Amount,Type\n2026-10-01,PAYROLL,2890.00,CR\n2026-10-03,RENT,-980.00,DR\n2026-10-06,SHELL 9717,-50.00,POS\n`,
      amounts: ["-2890.00", "980.00", "50.00"],
    },
  ] satisfies { bank: string; saved: CsvProfileOverrides; next: string; amounts: string[] }[];
  for (const { bank, saved, next, amounts } of BANKS) {
    it(`reads the next file of ${bank} by its signs`, () => {
      const p = plan(next, saved);
      expect(p.rows.filter((r) => r.outcome === "error")).toEqual([]);
      expect(p.items.map((i) => i.item.amount)).toEqual(amounts);
    });
  }

  it("keeps reading an unsigned file by the saved words", () => {
    const saved: CsvProfileOverrides = {
      columns: { indicator: { header: "Type" } },
      amountStyle: "indicator",
      indicatorOut: ["dr"],
      indicatorIn: ["cr"],
    };
    const p = plan(`Date,Description,Amount,Type\n2026-10-01,PAYROLL,2890.00,CR\n2026-10-03,RENT,980.00,DR\n`, saved);
    expect(p.items.map((i) => i.item.amount)).toEqual(["-2890.00", "980.00"]);
  });
});
