// The row loop compares balances in the parts they were read in: the same answer as comparing their units.
import { describe, expect, it } from "vitest";
import { sameUnits, unitsOf } from "../../../../src/formats/csv/plan/row-balances";
import type { AmountParts } from "../../../../src/locale/numbers";

const parts = (negative: boolean, int: number, frac: number, fracDigits: number): AmountParts => ({ negative, int, frac, fracDigits });

describe("sameUnits is unitsOf(a) === unitsOf(b)", () => {
  it("for the same value written with other decimals, other signs, and values past the exact range", () => {
    const values = [
      parts(false, 0, 0, 2),
      parts(true, 0, 0, 2),
      parts(false, 12, 50, 2),
      parts(false, 12, 500, 3),
      parts(false, 12, 5000, 4),
      parts(true, 12, 50, 2),
      parts(false, 12, 51, 2),
      parts(false, 13, 50, 2),
      parts(false, 0, 5, 5),
      parts(false, 0, 4, 5),
      parts(false, 0, 1, 4),
      parts(false, 123456789012, 25, 2),
      parts(false, 123456789012, 250, 3),
    ];
    for (const a of values) for (const b of values) expect(sameUnits(a, b), JSON.stringify([a, b])).toBe(unitsOf(a) === unitsOf(b));
  });
});
