// The day of purchase a bank writes into a card payment's text, read only where one reading is left.
import { describe, expect, it } from "vitest";
import { fitsStatedDay, statedPurchaseDay } from "../../src/matching/purchase-day";

describe("a card row's text states the day the card was used, as banks of several countries write it", () => {
  it.each([
    ["CB SHELL 5776 25/10", "2026-10-27", "2026-10-25"],
    ["PURCHASE AUTHORIZED ON 10/25 SHELL OIL 57442 SEATTLE WA", "2026-10-27", "2026-10-25"],
    ["COMPRA TARJ. 5402XXXXXXXX1234 25/10 REPSOL MADRID", "2026-10-27", "2026-10-25"],
    ["Kartenzahlung girocard 25.10.2026 14:32 ARAL STATION", "2026-10-27", "2026-10-25"],
    ["BEA NR:5XK123 25.10.26/14.32 SHELL AMSTERDAM", "2026-10-27", "2026-10-25"],
    ["VISA DEBIT 2026-10-25T14:32 CIRCLE K", "2026-10-27", "2026-10-25"],
    ["CARTE X1234 30/12 FNAC PARIS", "2027-01-02", "2026-12-30"],
  ])("%s (posted %s) → %s", (text, posted, day) => {
    expect(statedPurchaseDay(text, posted)).toBe(day);
  });
});

describe("the days a card takes to post decide the order of day and month", () => {
  it("reads 10/11 as the 10th of November late in November, the 11th of October in mid-October", () => {
    expect(statedPurchaseDay("CB KAMPS 10/11", "2026-11-11")).toBe("2026-11-10");
    expect(statedPurchaseDay("PURCHASE 10/11 KAMPS", "2026-10-13")).toBe("2026-10-11");
  });
});

describe("a text that leaves no single day states none", () => {
  it.each([
    ["an amount with a decimal point", "ORIG CO NAME:ACME 10.25 USD", "2026-10-27"],
    ["a store number, a card's digits", "SHELL 5776 CARD 4242", "2026-10-27"],
    ["a card's expiry, far from the row", "SHELL OIL EXP 12/29", "2026-10-27"],
    ["a day after the row's own, beyond a day's slip", "CB SHELL 30/10", "2026-10-27"],
    ["a day longer before the row than a card takes to post", "CB SHELL 01/10", "2026-10-27"],
    ["two days named", "CB SHELL 24/10 REMB 25/10", "2026-10-27"],
    ["no date at all", "SQ *BLUE BOTTLE COFFE", "2026-10-27"],
  ])("%s: %s", (_, text, posted) => {
    expect(statedPurchaseDay(text, posted)).toBeNull();
  });
});

describe("a tap or hold meets the stated day within a day's slip", () => {
  it("fits the day and its neighbours, not two days off; no stated day fits all", () => {
    expect(fitsStatedDay("2026-10-25", "2026-10-25")).toBe(true);
    expect(fitsStatedDay("2026-10-25", "2026-10-26")).toBe(true);
    expect(fitsStatedDay("2026-10-25", "2026-10-24")).toBe(true);
    expect(fitsStatedDay("2026-10-25", "2026-10-27")).toBe(false);
    expect(fitsStatedDay(null, "2026-10-01")).toBe(true);
  });
});
