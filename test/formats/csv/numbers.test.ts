// Amount cells: what a well-formed number is, and the reason a cell that is not one becomes a row error.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../src/formats/csv";
import { newEvidence, observeNumber, parseAmount, type NumberFormat } from "../../../src/formats/csv/numbers";
import { planFixture } from "./fixture-plan";
import caTab from "./unseen/ca-tab-multiline-colon-dates";
import nlHeaderless from "./unseen/nl-headerless-multiline-colon-dates";
import usRoundUp from "./unseen/us-roundup-multiline-colon-dates";

const US: NumberFormat = { decimal: ".", thousands: "," };
const EU: NumberFormat = { decimal: ",", thousands: "." };
const enc = (s: string) => new TextEncoder().encode(s);

describe("thousands groups have three digits", () => {
  it("reads well-formed groups with every separator", () => {
    expect(parseAmount("1,234", US)).toBe("1234.00");
    expect(parseAmount("-12,345,678.90", US)).toBe("-12345678.90");
    expect(parseAmount("1.234.567,89", EU)).toBe("1234567.89");
    expect(parseAmount("1 234 567,89", EU)).toBe("1234567.89");
    expect(parseAmount("1'234.50", { decimal: ".", thousands: "'" })).toBe("1234.50");
    expect(parseAmount("€ 1.234,56", EU)).toBe("1234.56");
  });
  it('refuses "1,2,3" and other groups that are not three digits, with the reason', () => {
    for (const [cell, fmt] of [
      ["1,2,3", US],
      ["-1,2,3", US],
      ["12,34.00", US],
      ["1,2345.00", US],
      ["1234,567,89", US],
      ["1.2.3", EU],
      ["12.34,00", EU],
      ["1 23,00", EU],
      ["1,234,", US],
      [",234", US],
    ] as const) {
      expect(parseAmount(cell, fmt), cell).toMatch(/^!/);
    }
    expect(parseAmount("1,2,3", US)).toBe("!digit groups are not thousands (three digits each: 1,234,567; or the Indian 1,23,456)");
  });
  it("accepts the Indian lakh grouping only in its exact shape", () => {
    expect(parseAmount("1,23,456.78", US)).toBe("123456.78");
    expect(parseAmount("12,34,56,789.00", US)).toBe("123456789.00");
    expect(parseAmount("-1,00,000", US)).toBe("-100000.00");
    // Two-digit groups must end in a three-digit group and start with one or two digits.
    expect(parseAmount("1,23,45.00", US)).toMatch(/^!/);
    expect(parseAmount("123,45,678.00", US)).toMatch(/^!/);
    expect(parseAmount("1,234,56,789", US)).toMatch(/^!/);
  });
  it("refuses signs in the middle of the digits", () => {
    expect(parseAmount("12-34", US)).toMatch(/^!/);
    expect(parseAmount("(12)34", US)).toMatch(/^!/);
    expect(parseAmount("12.00-", US)).toBe("-12.00");
    expect(parseAmount("12,00+", EU)).toBe("12.00");
  });
  it("makes a malformed cell a row error with its reason while the other rows import", () => {
    const p = planCsv(enc('Date,Payee,Amount\n2024-01-03,a,"-1,234.00"\n2024-01-04,b,"-1,2,3"\n2024-01-05,c,"1,23,456.78"\n'), {
      accountId: 1,
    });
    expect(p.items.map((i) => i.item.amount)).toEqual(["1234.00", "-123456.78"]);
    expect(p.rows[2]).toEqual({
      row: 3,
      outcome: "error",
      reason: expect.stringMatching(/^row 3: amount "-1,2,3" is not a number \(digit groups are not thousands/),
    });
  });
});

describe("an amount written without the zero before its decimal mark (-.46) is a number", () => {
  it("counts -.46, .12 and -,95 as numbers with a decimal mark, in both marks", () => {
    const ev = newEvidence();
    for (const v of ["-.46", ".12", "(.75)", "-,95", ",460"]) expect(observeNumber(v, ev), v).toBe(true);
    expect(ev.numeric).toBe(5);
    expect(ev.negative).toBe(3);
    expect([ev.decimalPoint, ev.decimalComma, ev.ambiguous]).toEqual([3, 2, 0]);
    expect(parseAmount("-.46", US)).toBe("-0.46");
    expect(parseAmount("-,95", EU)).toBe("-0.95");
  });
  // Exports with multi-line quoted memos and YYYY:MM:DD dates, where most amounts are cents: refused as
  // "no amount column found" when these cells were not numbers.
  for (const f of [usRoundUp, nlHeaderless, caTab]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
});
