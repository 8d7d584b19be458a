// Two columns of amounts whose headers name them alike, and whose amounts differ: nothing in the file says which is the
// account's, so the left-hand one is taken with a warning and the decision is left open (for the budget's rows, or the
// person, to settle).
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";

const profileOf = (lines: string[]) => planCsv(new TextEncoder().encode(lines.join("\n")), { accountId: 1 }).profile;
const amountOpen = (lines: string[]) => profileOf(lines).open?.find((d) => d.decision === "amount");

describe("two amount columns named alike are an open decision", () => {
  it("leaves open a Russian card's rouble and dollar columns, a Norwegian's krone and euro ones", () => {
    const ru = [
      "Дата;Описание;Сумма USD;Сумма RUB",
      "2024-05-02;AMAZON;-12,00;-1 104,00",
      "2024-05-03;Пятёрочка;;-842,50",
      "2024-05-04;APPLE;-2,99;-275,10",
    ];
    expect(amountOpen(ru)).toMatchObject({
      decision: "amount",
      by: "nothing",
      readings: [{ columns: { amount: { index: 2, header: "Сумма USD" } } }, { columns: { amount: { index: 3, header: "Сумма RUB" } } }],
    });
    const no = ["Dato;Tekst;Beløp NOK;Beløp EUR", "2024-05-02;KIWI;-312,40;", "2024-05-03;HOTEL BERLIN;-1 480,00;-128,00"];
    const p = profileOf(no);
    expect(p.open?.find((d) => d.decision === "amount")?.by).toBe("nothing");
    expect(p.amountReason).toMatch(/"Beløp NOK" is taken as the amount: the header names "Beløp EUR" alike/);
    expect(p.warnings?.join(" ")).toMatch(
      /Two columns hold amounts, "Beløp NOK" and "Beløp EUR", and nothing in the file says which is the account's/,
    );
  });

  it("leaves nothing open where the header names one as the account's more strongly", () => {
    expect(amountOpen(["Date,Description,Amount (EUR),Amount (USD)", "2024-05-02,HOTEL,-92.00,-100.00"])).toBeUndefined();
  });

  it("leaves nothing open where the second column only repeats the first", () => {
    expect(amountOpen(["Data;Opis;Kwota PLN;Kwota EUR", "2024-05-02;A;-12,00;-12,00", "2024-05-03;B;-5,00;-5,00"])).toBeUndefined();
  });

  it("leaves nothing open where the saved profile names the amount", () => {
    const csv = ["Data;Opis;Kwota PLN;Kwota EUR", "2024-05-02;A;-52,00;-12,00", "2024-05-03;B;-21,00;-5,00"];
    const saved = { columns: { amount: { header: "Kwota PLN" } } };
    const p = planCsv(new TextEncoder().encode(csv.join("\n")), { accountId: 1, saved }).profile;
    expect(p.open?.some((d) => d.decision === "amount")).toBeFalsy();
  });
});
