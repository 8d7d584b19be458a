// A card's or account's last digits, as people and banks write them: after words that say the number ends there, behind
// a mask, or a name's own last group; never an amount, a date or a phone number.
import { describe, expect, it } from "vitest";
import { cardDigitsOf, cardNumberIn, sameCard } from "../../src/locale/card-numbers";

describe("the words that end a card's number, by language", () => {
  it.each([
    ["Visa ending in 4711", "4711"],
    ["cartão final 0815", "0815"],
    ["tarjeta terminada en 4711", "4711"],
    ["Karte endet auf 4711", "4711"],
    ["carte se terminant par 4711", "4711"],
    ["carta che termina con 4711", "4711"],
    ["pas eindigend op 4711", "4711"],
    ["kort der ender på 4711", "4711"],
    ["κάρτα που λήγει σε 4711", "4711"],
    ["kartu berakhiran 4711", "4711"],
    ["thẻ số đuôi 4711", "4711"],
    ["карта *4711", "4711"],
    ["尾号4711", "4711"],
    ["末尾4711", "4711"],
    ["카드(4711)", "4711"],
    ["Sonu 4711 ile biten kartınız", "4711"],
    ["4711 végű kártya", "4711"],
  ])("%s → %s", (text, digits) => {
    expect(cardNumberIn(text)?.digits).toBe(digits);
  });
});

describe("a masked number", () => {
  it.each([
    ["***4711", "4711"],
    ["XXXX4711", "4711"],
    ["carte n° XXXX1234", "1234"],
    ["•••• 4711", "4711"],
    ["(...4711)", "4711"],
    ["x4711", "4711"],
    ["5123 45** **** 1234", "1234"],
    ["512345******1234", "1234"],
    ["4111-XXXX-XXXX-1234", "1234"],
  ])("%s → %s", (text, digits) => {
    expect(cardNumberIn(text)?.digits).toBe(digits);
  });
});

describe("no card", () => {
  it.each(["Final amount 20.00", "Call 1-800-769-2512", "on 19.11.2024", "Total $1,234.56", "ending 12.50 EUR", "Order 4711"])(
    "%s",
    (text) => {
      expect(cardNumberIn(text)).toBeNull();
    },
  );
});

describe("the digits a person's name for a card or an account ends in", () => {
  it.each([
    ["Visa 4242", "4242"],
    ["Checking (1234)", "1234"],
    ["Amex Gold - 1005", "1005"],
    ["Sapphire ••4242", "4242"],
    ["Cartão final 0815", "0815"],
    ["Checking", null],
    ["Savings 12.2024", null],
  ])("%s → %s", (name, digits) => {
    expect(cardDigitsOf(name)).toBe(digits);
  });

  it("one card: the same digits, or the same last four", () => {
    expect(sameCard("4242", "4242")).toBe(true);
    expect(sameCard("51003", "1003")).toBe(true);
    expect(sameCard("12", "4212")).toBe(false);
    expect(sameCard("4242", "4243")).toBe(false);
  });
});
