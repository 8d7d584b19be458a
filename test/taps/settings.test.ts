// The card table: a tap or an alert names its card by the name the person gave it or by its last four digits.
import { describe, expect, it } from "vitest";
import { accountForCard, listedCard, type TapSettings } from "../../src/taps/settings";

const settings: TapSettings = {
  accountId: 9,
  cards: [
    { card: "Apple Card", accountId: 1 },
    { card: "Girokonto •••• 4242", accountId: 2 },
    { card: "Cash card", accountId: null },
  ],
};

describe("a card is found by its name or its last four digits", () => {
  it.each([
    ["apple  card", 1],
    ["Visa ending 4242", 2],
    ["4242", 2],
    ["Cash card", null],
  ] as const)("%s → account %s", (card, accountId) => {
    expect(listedCard(settings, card)?.accountId).toBe(accountId);
  });
  it("finds no card the table does not list; a tap then goes to the default", () => {
    expect(listedCard(settings, "card ending 1111")).toBeUndefined();
    expect(listedCard(settings, null)).toBeUndefined();
    expect(accountForCard(settings, "card ending 1111")).toBe(9);
    expect(accountForCard(settings, "4242")).toBe(2);
  });
});
