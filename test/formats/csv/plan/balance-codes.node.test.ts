// Balance rows marked by a record-type code (Swedbank's Baltic exports: 10 opening, 20 transaction, 86 closing):
// the codes learned from the rows labelled as balances, so a balance row without its label is set aside too.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";

const plan = (lines: string[]) => planCsv(new TextEncoder().encode(lines.join("\n")), { accountId: 1 });

describe("the codes of labelled balance rows, that no transaction carries, mark balance rows", () => {
  it.each([
    ["English", "Opening balance", "Closing balance"],
    ["Estonian", "Algsaldo", "Lõppsaldo"],
  ])("learns 10 and 86 from %s labels, and sets aside an unlabelled 86 row", (_, opening, closing) => {
    const p = plan([
      "Type;Date;Payee;Details;Amount",
      `10;2025-03-01;;${opening};100,00`,
      "20;2025-03-03;Rimi;Card purchase;-12,50",
      "20;2025-03-05;Employer;Salary;1000,00",
      `86;2025-03-31;;${closing};1087,50`,
      "86;2025-03-31;;;1087,50",
    ]);
    expect(p.profile.balanceCodes).toEqual({ column: { index: 0, header: "Type" }, codes: ["10", "86"] });
    expect(p.items.map((i) => i.item.payee)).toEqual(["Rimi", "Employer"]);
  });
});

describe("a column is no record type when a transaction carries a balance's code, or it holds no codes", () => {
  it("learns nothing from a column whose code a transaction shares", () => {
    const p = plan([
      "Type;Date;Payee;Details;Amount",
      "10;2025-03-01;;Opening balance;100,00",
      "10;2025-03-03;Rimi;Card purchase;-12,50",
      "20;2025-03-05;Employer;Salary;1000,00",
    ]);
    expect(p.profile.balanceCodes).toBeUndefined();
  });

  it("learns nothing from a file without labelled balance rows", () => {
    expect(
      plan(["Type;Date;Payee;Amount", "20;2025-03-03;Rimi;-12,50", "20;2025-03-05;Employer;1000,00"]).profile.balanceCodes,
    ).toBeUndefined();
  });
});
