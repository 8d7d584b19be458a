// What detection knows of each column of a sample: its values, how many are filled, dates, numbers, identifiers.
import { describe, expect, it } from "vitest";
import { isFilled, isIdentifierLike, mergeEvidence } from "../../../../src/formats/csv/detect/column-stats";
import { newEvidence } from "../../../../src/locale/numbers";
import { columns } from "./table-columns";

describe("a value shaped like a date or an account number is an identifier, never money", () => {
  it("knows dates, IBANs, long digit strings and leading zeros from amounts", () => {
    for (const v of [
      "25.03.2020",
      "2020/03/25",
      "1-3-20",
      "DE89370400440532013000",
      "BE68 5390 0754 7034",
      "4111 1111 1111 1111",
      "538917600",
      "0532013000",
      "00123",
    ]) {
      expect(isIdentifierLike(v), v).toBe(true);
    }
    for (const v of ["1.234.567", "12.50", "0,50", "-17,22", "1 850,00", "450000", "12,3,4", "0.99"]) {
      expect(isIdentifierLike(v), v).toBe(false);
    }
  });
  it("knows an account number in dotted groups from thousands", () => {
    for (const v of ["1503.12.34567", "8601.11.17947"]) expect(isIdentifierLike(v), v).toBe(true);
    for (const v of ["1.234.567.890", "12.345.678", "1234.56"]) expect(isIdentifierLike(v), v).toBe(false);
  });
  it("takes two more digits for money in a column of hundredths (14 262 591,83 rupiah written in sen)", () => {
    expect(isIdentifierLike("1426259183")).toBe(true);
    expect(isIdentifierLike("1426259183", 11)).toBe(false);
    expect(isIdentifierLike("40001234567", 11)).toBe(true);
    expect(isIdentifierLike("0532013000", 11)).toBe(true);
  });
});

describe("each column counts its filled cells, its dates, its numbers and its identifiers", () => {
  const [date, konto, betrag, art] = columns(
    ["Datum", "Konto", "Betrag", "Art"],
    [
      ["02.01.2024", "0532013000", "-800,00", "S"],
      ["03.01.2024", "0532013000", "2.000,00", "H"],
      ["04.01.2024", "0532013000", "—", "S"],
    ],
  );

  it("counts a dash as a cell, not as an amount", () => {
    expect([betrag!.values.includes("—"), betrag!.filled]).toEqual([true, 2]);
    expect([isFilled("-"), isFilled("—"), isFilled(""), isFilled("0,00")]).toEqual([false, false, false, true]);
  });

  it("reads dates, the decimal comma and account numbers", () => {
    expect(date!.dateShare).toBe(1);
    expect(betrag!.numbers.decimalComma).toBeGreaterThan(betrag!.numbers.decimalPoint);
    expect([konto!.identifiers, konto!.distinct]).toEqual([3, 1]);
  });

  it("knows a column of one letter per direction as an indicator, its words in lower case", () => {
    expect(art!.indicator?.slice().sort()).toEqual(["h", "s"]);
  });
});

describe("the number evidence of several columns adds up", () => {
  it("sums each kind of evidence", () => {
    const a = { ...newEvidence(), decimalComma: 2 };
    const b = { ...newEvidence(), decimalComma: 1, decimalPoint: 4 };
    const merged = mergeEvidence([a, b]);
    expect([merged.decimalComma, merged.decimalPoint]).toEqual([3, 4]);
  });
});
