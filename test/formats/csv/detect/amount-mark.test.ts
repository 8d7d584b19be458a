// The direction written into the amount cell itself ("125.00CR", "84.20 DR", "+1.200,00"), and how a column of
// such cells is read: the marks decide, the unmarked cells go the direction the marks leave over.
import { describe, expect, it } from "vitest";
import { amountMark, markReading, marksOf, signFromBothSigns } from "../../../../src/formats/csv/detect/amount-mark";

describe("a mark stands before or after the digits", () => {
  const cases: [string, string][] = [
    ["125.00CR", "cr"],
    ["84.20 DR", "dr"],
    ["1.234,56 H", "h"],
    ["CR 12.00", "cr"],
    ["+1.200,00", "+"],
    ["12,00+", "+"],
    ["-35.00", "-"],
    ["35.00-", "-"],
    ["(35.00)", "-"],
    ["CHF -12.00", "-"],
    ["12.00", ""],
    ["12.00 EUR", ""],
    ["kr 99,00", ""],
    // The letters of the statements of Hungary (T/J), Turkey (B/A), Italy (D/A), Serbia (Д/П), Bulgaria (Д/К).
    ["32 180 T", "t"],
    ["341 430 J", "j"],
    ["1.250,00 B", "b"],
    ["10.000,00 A", "a"],
    ["6'800.00 A", "a"],
    ["84\u202f500,50 П", "п"],
    ["60463 Д", "д"],
  ];
  for (const [cell, mark] of cases) it(`${cell} → "${mark}"`, () => expect(amountMark(cell)).toBe(mark));
});

describe("a language's letters after the amounts are its direction, on their side", () => {
  it("reads T/J, B/A and Д/П as money out and money in", () => {
    expect(markReading(marksOf(["32 180 T", "341 430 J", "810 T"]))).toMatchObject({ indicatorOut: ["t", "-"], indicatorIn: ["j", "+"] });
    expect(markReading(marksOf(["1.250,00 B", "42.000,00 A"]))).toMatchObject({ indicatorOut: ["b", "-"], indicatorIn: ["a", "+"] });
    expect(markReading(marksOf(["3 000,00 Д", "84 500,50 П"]))).toMatchObject({ indicatorOut: ["д", "-"], indicatorIn: ["п", "+"] });
  });
});

describe("indicator words beside the numbers are the direction; the unmarked cells are the other one", () => {
  it("reads CR on credits as money in and the unmarked as money out", () => {
    const r = markReading(marksOf(["84.20", "2,150.00CR", "40.00", "25.00CR"]))!;
    expect(r).toMatchObject({ sign: "positive_is_money_out", indicatorIn: ["cr", "+"], indicatorOut: ["-"] });
    expect(r.says).toBe('2 marked "CR" (money in), 2 unmarked (money out)');
  });
  it("reads DR on debits as money out and the unmarked as money in", () => {
    expect(markReading(marksOf(["84.20 DR", "3,250.00", "71.35 DR"]))).toMatchObject({
      sign: "negative_is_money_out",
      indicatorOut: ["dr", "-"],
    });
  });
});

describe("a + on some amounts and no sign on the others: the unsigned are money out", () => {
  it("reads + as money in", () => {
    expect(markReading(marksOf(["+1.350,00", "45,90", "+200,00"]))).toMatchObject({
      sign: "positive_is_money_out",
      indicatorIn: ["+"],
      indicatorOut: ["-"],
    });
  });
  it("reads nothing from a column of plain signed amounts, or of + alone", () => {
    expect(markReading(marksOf(["-12.00", "40.00"]))).toBeNull();
    expect(markReading(marksOf(["+12.00", "+40.00"]))).toBeNull();
  });
});

describe("both signs written: '-' is money out", () => {
  it("is evidence only when both are there", () => {
    expect(signFromBothSigns(marksOf(["+6'450.00", "-89.50"]))?.sign).toBe("negative_is_money_out");
    expect(signFromBothSigns(marksOf(["6'450.00", "-89.50"]))).toBeNull();
  });
});
