// The card table: a tap or an alert names its card by the name the person gave it or by its last digits, in any form;
// without the card in the table, the budget's one account named after the card (or the wallet) is its account.
import { describe, expect, it } from "vitest";
import {
  accountForCard,
  accountNamedAfter,
  accountNamingCard,
  cardMappedTwice,
  listedCard,
  type NamedAccount,
  type TapSettings,
} from "../../src/taps/settings";

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

describe("every form of a card's digits names the same card", () => {
  it.each(["card ***4242", "cartão final 4242", "carte n° XXXX4242", "尾号4242", "Sonu 4242 ile biten", "Card 5123 45** **** 4242"])(
    "%s → the Girokonto",
    (card) => {
      expect(listedCard(settings, card)?.accountId).toBe(2);
    },
  );
  it("and so does the table's, however the person wrote it", () => {
    const written: TapSettings = { accountId: null, cards: [{ card: "Cartão final 0815", accountId: 5 }] };
    expect(listedCard(written, "card ending 0815")?.accountId).toBe(5);
    expect(listedCard(written, "***0815")?.accountId).toBe(5);
  });
});

describe("without the card in the table, the one account named after the card", () => {
  const accounts: NamedAccount[] = [
    { id: 101, name: "Checking", display_name: null },
    { id: 102, name: "Visa 4242", display_name: null },
    { id: 103, name: "Sapphire", display_name: "Sapphire ••1234" },
    { id: 104, name: "Cartão final 0815", display_name: null },
    { id: 105, name: "PayMe HKD", display_name: null },
  ];
  it.each([
    ["4242", 102],
    ["1234", 103],
    ["0815", 104],
    ["9999", null],
  ] as const)("digits %s → account %s", (digits, id) => {
    expect(accountNamingCard(accounts, digits)).toBe(id);
  });
  it("none when two accounts carry the digits", () => {
    expect(accountNamingCard([...accounts, { id: 106, name: "Amex 4242", display_name: null }], "4242")).toBeNull();
  });
  it("a wallet's alert names no digits: the account named after the wallet", () => {
    expect(accountNamedAfter(accounts, "PayMe")).toBe(105);
    expect(accountNamedAfter(accounts, "FlyPay")).toBeNull();
    expect(accountNamedAfter(accounts, "Pay")).toBeNull();
  });
});

describe("one card maps to one account", () => {
  it("finds a card listed for two accounts by its name in any case or its digits in any form", () => {
    expect(
      cardMappedTwice([
        { card: "Visa 4242", accountId: 1 },
        { card: "visa  4242", accountId: 2 },
      ]),
    ).toEqual({
      card: "Visa 4242",
      other: "visa  4242",
    });
    expect(
      cardMappedTwice([
        { card: "Girokonto •••• 4242", accountId: 1 },
        { card: "4242", accountId: null },
      ]),
    ).not.toBeNull();
    expect(
      cardMappedTwice([
        { card: "Apple Card", accountId: null },
        { card: "APPLE CARD", accountId: 3 },
      ]),
    ).not.toBeNull();
  });
  it("keeps two cards, and one card listed twice for one account", () => {
    expect(
      cardMappedTwice([
        { card: "Visa 4242", accountId: 1 },
        { card: "Visa 1881", accountId: 2 },
      ]),
    ).toBeNull();
    expect(
      cardMappedTwice([
        { card: "Visa 4242", accountId: 1 },
        { card: "••4242", accountId: 1 },
      ]),
    ).toBeNull();
    expect(
      cardMappedTwice([
        { card: "Apple Card", accountId: 1 },
        { card: "Apple Cash", accountId: 2 },
      ]),
    ).toBeNull();
  });
});
