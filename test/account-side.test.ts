// One meaning for a balance: a liability account holds what is owed as a positive balance; a statement's or
// SimpleFIN's holder view (owed negative) is turned into it by every writer.
import { describe, expect, it } from "vitest";
import { serviceBalance, sideOf } from "../src/account-side";
import { formatDecimal, parseDecimal } from "../src/money";

const dec = (s: string) => {
  const d = parseDecimal(s);
  if (!d.ok) throw new Error(d.reason);
  return d.value;
};

describe("the service's liability types hold what is owed, positive", () => {
  it("puts credit, loan and other liability on the liability side, every other type (and none) on the asset side", () => {
    expect(["credit", "loan", "other liability"].map(sideOf)).toEqual(["liability", "liability", "liability"]);
    expect(["cash", "investment", "real estate", "vehicle", "other asset", "cryptocurrency", null, undefined].map(sideOf)).toEqual(
      Array.from({ length: 8 }, () => "asset"),
    );
  });

  it("turns a holder's -512.34 owed into 512.34 on a card or loan, and leaves an asset's as it is", () => {
    expect(formatDecimal(serviceBalance(dec("-512.34"), "liability"))).toBe("512.34");
    expect(formatDecimal(serviceBalance(dec("12.50"), "liability"))).toBe("-12.50");
    expect(formatDecimal(serviceBalance(dec("-512.34"), "asset"))).toBe("-512.34");
  });
});
