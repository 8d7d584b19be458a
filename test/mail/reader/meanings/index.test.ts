// Which meaning wins when a line says several: what says nothing moved or nothing is booked, then money in, then cash,
// then a payment; and the meanings' lists, each spoken in at least 15 languages.
import { describe, expect, it } from "vitest";
import { MEANINGS } from "../../../../src/mail/reader/meanings";
import { meaningOf } from "./said";

describe("the meaning that wins", () => {
  it.each([
    ["Purchase declined at ZARA", "declined"],
    ["Pending payment of $18.00: the purchase is being processed", "pending"],
    ["Pending authorization of $100.00 at SHELL", "authorisation"],
    ["Your purchase will be charged on 12/01", "money-ahead"],
    ["Refund of your purchase at TARGET", "refund"],
    ["ATM withdrawal: you paid $2.50 in fees", "withdrawal"],
    ["You received a payment of $20.00", "received"],
    ["Card payment of $12.00", "paying"],
  ])("%s → %s", (line, meaning) => {
    expect(meaningOf(line)).toBe(meaning);
  });
});

describe("every meaning of a payment's direction is spoken in at least 15 languages", () => {
  it.each(MEANINGS.filter((m) => m.name !== "paid-to-card" && m.name !== "transfer-out").map((m) => [m.name, m] as const))(
    "%s",
    (_, meaning) => {
      expect(Object.keys(meaning.words).length).toBeGreaterThanOrEqual(15);
    },
  );
});
