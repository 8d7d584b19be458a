import { describe, expect, it } from "vitest";
import {
  isBalanceDateStale,
  isPriceStale,
  type PriceTrack,
  shouldWrite,
  trackPrice,
} from "../../../src/balance-sources/readings/freshness";

const DAY = 24 * 3600 * 1000;
const now = new Date("2024-06-10T12:00:00Z");

describe("a balance-date older than 3 days is stale", () => {
  it("is fresh up to exactly 3 days", () => {
    expect(isBalanceDateStale(new Date(now.getTime() - 3 * DAY), now)).toBe(false);
    expect(isBalanceDateStale(new Date(now.getTime() - DAY), now)).toBe(false);
  });
  it("is stale one second later", () => expect(isBalanceDateStale(new Date(now.getTime() - 3 * DAY - 1000), now)).toBe(true));
  it("takes another number of days", () => {
    expect(isBalanceDateStale(new Date(now.getTime() - 2 * DAY), now, 1)).toBe(true);
    expect(isBalanceDateStale(new Date(now.getTime() - 5 * DAY), now, 7)).toBe(false);
  });
});

describe("a price unchanged for 5 runs is stale", () => {
  const runs = (prices: string[]): PriceTrack => prices.reduce<PriceTrack | null>((t, p) => trackPrice(t, p), null)!;
  it("counts the runs that saw the same price again", () => {
    expect(runs(["10"]).unchangedRuns).toBe(0);
    expect(runs(["10", "10", "10"]).unchangedRuns).toBe(2);
  });
  it("survives a long weekend, not a week", () => {
    expect(isPriceStale(runs(["10", "10", "10", "10", "10"]))).toBe(false); // Fri, Sat, Sun, Mon, Tue
    expect(isPriceStale(runs(["10", "10", "10", "10", "10", "10"]))).toBe(true);
  });
  it("starts again when the price moves", () =>
    expect(runs(["10", "10", "10", "10", "10", "10", "11"])).toEqual({ price: "11", unchangedRuns: 0 }));
  it("compares values, not notation", () => expect(runs(["1.5", "1.50", "1.500"]).unchangedRuns).toBe(2));
  it("takes another number of runs", () => expect(isPriceStale(runs(["10", "10"]), 1)).toBe(true));
});

describe("the same value twice is one write", () => {
  it("writes the first reading", () => expect(shouldWrite(null, { balance: "100.00" })).toBe(true));
  it("does not write an unchanged value, in any notation", () => {
    expect(shouldWrite({ balance: "100.50" }, { balance: "100.50" })).toBe(false);
    expect(shouldWrite({ balance: "100.5" }, { balance: "100.5000" })).toBe(false);
  });
  it("does not write an unchanged value that the source dated again", () => {
    expect(shouldWrite({ balance: "100.50", asOf: "2024-06-09T06:00:00Z" }, { balance: "100.50", asOf: "2024-06-10T06:00:00Z" })).toBe(
      false,
    );
  });
  it("writes a changed value", () => {
    expect(shouldWrite({ balance: "100.50" }, { balance: "100.51" })).toBe(true);
    expect(shouldWrite({ balance: "100.50", asOf: "2024-06-09" }, { balance: "-100.50", asOf: "2024-06-10" })).toBe(true);
  });
  it("never lets an older reading replace a newer one", () => {
    expect(shouldWrite({ balance: "100.50", asOf: "2024-06-10T06:00:00Z" }, { balance: "90.00", asOf: "2024-06-09T06:00:00Z" })).toBe(
      false,
    );
  });
});
