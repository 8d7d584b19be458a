import { describe, expect, it } from "vitest";
import {
  accountSide,
  balanceOn,
  monthEndBalances,
  parseScheduleSource,
  type ScheduleSource,
} from "../../../../src/balance-sources/kinds/schedule/schedule-source";

function schedule(input: unknown): ScheduleSource {
  const r = parseScheduleSource(input);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

function refusal(input: unknown): string {
  const r = parseScheduleSource(input);
  return r.ok ? "accepted" : r.reason;
}

// A 30-year mortgage: 200,000 at 6 %, 1,199.10 a month on the 1st. Expected balances were computed
// independently (Python decimal, interest rounded half-even to the cent every month).
const mortgage = schedule({ kind: "loan", principal: 200000, annualRate: "6", payment: "1199.10", paymentDay: 1, start: "2024-01-01" });

describe("a loan is paid down month by month", () => {
  it("owes the principal until the first payment, in the month after the start", () => {
    expect(balanceOn(mortgage, "2024-01-01")).toBe("200000.00");
    expect(balanceOn(mortgage, "2024-01-31")).toBe("200000.00");
    expect(balanceOn(mortgage, "2024-02-01")).toBe("199800.90"); // + 1,000.00 interest − 1,199.10
  });
  it("follows the amortization table for years", () => {
    expect(balanceOn(mortgage, "2025-01-01")).toBe("197543.99");
    expect(balanceOn(mortgage, "2034-01-15")).toBe("167371.60");
  });
  it("ends at zero with a last, smaller payment and stays there", () => {
    expect(balanceOn(mortgage, "2054-01-01")).toBe("1.04");
    expect(balanceOn(mortgage, "2054-02-01")).toBe("0.00");
    expect(balanceOn(mortgage, "2070-06-30")).toBe("0.00");
  });
  it("has no balance before it started", () => expect(balanceOn(mortgage, "2023-12-31")).toBeNull());
  it("pays on the last day of a month shorter than the payment day", () => {
    const loan = schedule({ kind: "loan", principal: "1000", annualRate: "0", payment: "100", paymentDay: 31, start: "2024-01-10" });
    expect(balanceOn(loan, "2024-02-28")).toBe("1000.00");
    expect(balanceOn(loan, "2024-02-29")).toBe("900.00");
    expect(balanceOn(loan, "2024-04-30")).toBe("700.00");
  });
  it("is a liability: a positive amount owed, for an account of type loan", () => {
    expect(accountSide(mortgage)).toBe("liability");
    expect(Number(balanceOn(mortgage, "2030-01-01"))).toBeGreaterThan(0);
  });
  it("refuses a payment that does not cover the interest", () => {
    expect(refusal({ kind: "loan", principal: "200000", annualRate: "6", payment: "1000", paymentDay: 1, start: "2024-01-01" })).toMatch(
      /never be paid off/,
    );
    expect(refusal({ kind: "loan", principal: "200000", annualRate: "6", payment: "1000.01", paymentDay: 1, start: "2024-01-01" })).toMatch(
      /within 100 years/,
    );
  });
  it("refuses what is not a loan", () => {
    const good = { kind: "loan", principal: "1000", annualRate: "5", payment: "100", paymentDay: 1, start: "2024-01-01" };
    expect(refusal({ ...good, principal: "0" })).toMatch(/principal: must be more than 0/);
    expect(refusal({ ...good, principal: "1,000" })).toMatch(/principal: .*not a decimal number/);
    expect(refusal({ ...good, annualRate: "-1" })).toMatch(/annualRate/);
    expect(refusal({ ...good, paymentDay: 32 })).toMatch(/paymentDay/);
    expect(refusal({ ...good, start: "2024-02-30" })).toMatch(/start: must be a date/);
    expect(refusal(good)).toBe("accepted");
  });
});

describe("straight-line depreciation loses an equal share each whole month, down to the salvage value", () => {
  const car = schedule({ kind: "depreciation", purchaseValue: "30000", salvageValue: "6000", usefulLifeMonths: 48, start: "2024-01-15" });
  it("loses (purchase − salvage) / life per whole month", () => {
    expect(balanceOn(car, "2024-01-15")).toBe("30000.00");
    expect(balanceOn(car, "2024-02-14")).toBe("30000.00");
    expect(balanceOn(car, "2024-02-15")).toBe("29500.00");
    expect(balanceOn(car, "2025-01-15")).toBe("24000.00");
  });
  it("stops at the salvage value", () => {
    expect(balanceOn(car, "2028-01-15")).toBe("6000.00");
    expect(balanceOn(car, "2035-01-01")).toBe("6000.00");
  });
  it("rounds an uneven share to the cent", () => {
    const laptop = schedule({ kind: "depreciation", purchaseValue: "1000", salvageValue: "0", usefulLifeMonths: 3, start: "2024-01-01" });
    expect(balanceOn(laptop, "2024-02-01")).toBe("666.67");
    expect(balanceOn(laptop, "2024-03-01")).toBe("333.33");
  });
  it("is an asset, and salvage cannot exceed the purchase", () => {
    expect(accountSide(car)).toBe("asset");
    expect(refusal({ kind: "depreciation", purchaseValue: "100", salvageValue: "200", usefulLifeMonths: 12, start: "2024-01-01" })).toMatch(
      /salvageValue must not exceed purchaseValue/,
    );
  });
});

describe("fixed growth compounds the annual rate monthly", () => {
  const house = schedule({ kind: "growth", purchaseValue: "100000", annualRate: "12", start: "2024-03-31" });
  it("grows by rate / 12 each whole month, exactly, rounded once", () => {
    expect(balanceOn(house, "2024-04-29")).toBe("100000.00");
    expect(balanceOn(house, "2024-04-30")).toBe("101000.00"); // the 31st's anniversary in April is the 30th
    expect(balanceOn(house, "2025-03-31")).toBe("112682.50"); // 100,000 × 1.01^12
  });
  it("shrinks with a negative rate", () => {
    const boat = schedule({ kind: "growth", purchaseValue: "100000", annualRate: "-12", start: "2024-01-01" });
    expect(balanceOn(boat, "2025-01-01")).toBe("88638.49"); // 100,000 × 0.99^12
  });
  it("uses the places asked for", () => {
    const yen = schedule({ kind: "growth", purchaseValue: "1000000", annualRate: "1", start: "2024-01-01", places: 0 });
    expect(balanceOn(yen, "2024-02-01")).toBe("1000833.00");
  });
});

describe("month-end balances cover past months only", () => {
  it("never includes the current or a future month", () => {
    const months = monthEndBalances(mortgage, "2024-01", "2024-12", "2024-05-20").map((m) => m.month);
    expect(months).toEqual(["2024-01", "2024-02", "2024-03", "2024-04"]);
  });
  it("leaves out the month that ends today (it is still the current month)", () => {
    expect(monthEndBalances(mortgage, "2024-01", "2024-12", "2024-01-31")).toEqual([]);
  });
  it("gives the balance on the month's last day", () => {
    expect(monthEndBalances(mortgage, "2024-01", "2024-02", "2024-06-01")).toEqual([
      { month: "2024-01", balance: "200000.00" },
      { month: "2024-02", balance: "199800.90" },
    ]);
  });
  it("starts at the source's start month", () => {
    expect(monthEndBalances(mortgage, "2020-01", "2024-01", "2024-06-01")).toEqual([{ month: "2024-01", balance: "200000.00" }]);
  });
  it("backfills 24 months of history at the first run", () => {
    const loan = schedule({ kind: "loan", principal: "20000", annualRate: "4.5", payment: "450", paymentDay: 5, start: "2022-05-03" });
    const history = monthEndBalances(loan, "1900-01", "9999-12", "2024-05-10");
    expect(history).toHaveLength(24);
    expect(history[0]).toEqual({ month: "2022-05", balance: "20000.00" });
    expect(history.at(-1)!.month).toBe("2024-04");
    for (let i = 1; i < history.length; i++) expect(Number(history[i]!.balance)).toBeLessThan(Number(history[i - 1]!.balance));
  });
  it("refuses malformed months (a caller's bug)", () => {
    expect(() => monthEndBalances(mortgage, "2024-13", "2024-12", "2024-05-20")).toThrow(RangeError);
  });
});
