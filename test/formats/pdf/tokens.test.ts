// An amount and a date as statements print them, in the grouping and languages of many countries.
import { describe, expect, it } from "vitest";
import { amountOf, dateAt } from "../../../src/formats/pdf/tokens";

describe("an amount grouped by India's lakhs and crores is read whole", () => {
  it.each([
    ["1,25,000.00", 12500000],
    ["12,34,56,789.50", 123456789_50],
    ["₹ 2,50,000.00", 25000000],
    ["Rs. 1,00,000.00", 10000000],
  ])("%s", (text, cents) => expect(amountOf(text)?.cents).toBe(cents));
  it("a mark of the wrong grouping is still no amount", () => expect(amountOf("1,2,345.00")).toBeNull());
});

describe("a Cr or Dr mark after an amount gives its sense, with or without a final dot", () => {
  it.each([
    ["12,500.00 Dr.", -1250000],
    ["12,500.00 Cr.", 1250000],
    ["3,20,450.75 DR", -32045075],
    ["980.00 CR", 98000],
  ])("%s", (text, cents) => expect(amountOf(text)).toMatchObject({ cents, signed: true }));
});

describe("a day with its month's name in the languages banks print", () => {
  it.each([
    ["05 paź 2024", 5, 10, 2024], // Polish
    ["14 Şub 2025", 14, 2, 2025], // Turkish
    ["3 Agu 2024", 3, 8, 2024], // Indonesian
    ["12 maj 2024", 12, 5, 2024], // Swedish, Danish
    ["28 Ιαν 2025", 28, 1, 2025], // Greek
    ["7 Дек 2024", 7, 12, 2024], // Russian
    ["19 Tháng", null, null, null], // not a month
  ])("%s", (text, day, month, year) => {
    const found = dateAt(text);
    if (day === null) expect(found).toBeNull();
    else expect(found?.date).toEqual({ a: day, b: month, year, named: true });
  });
});

describe("a long date: a day, its month's name (joined by de in Spanish and Portuguese), a year perhaps ending in a dot", () => {
  it.each([
    ["1 de septiembre de 2026", 1, 9, 2026], // Spanish
    ["12 de março de 2025", 12, 3, 2025], // Portuguese
    ["4. prosinca 2026.", 4, 12, 2026], // Croatian
    ["7 июля 2026 г.", 7, 7, 2026], // Russian
    ["15. března 2026", 15, 3, 2026], // Czech
  ])("%s", (text, day, month, year) => expect(dateAt(text)?.date).toEqual({ a: day, b: month, year, named: true }));
  it("a year first with dots (Hungary's): 2026.06.05.", () =>
    expect(dateAt("2026.06.05.")?.date).toEqual({ a: 5, b: 6, year: 2026, named: true }));
  it("de with no month's name is no date", () => expect(dateAt("1 de Pablo")).toBeNull());
});

describe("a word after the number is kept as its mark, whatever the language: the column's figures say what it means", () => {
  it.each([
    ["161,83 Potražuje", 16183, "potražuje"],
    ["3 511,50 Расход", 351150, "расход"],
    ["1.596.370,00 Nợ", 159637000, "nợ"],
    ["23,04 D", -2304, "d"],
  ])("%s", (text, cents, mark) => expect(amountOf(text)).toMatchObject({ cents, mark }));
  it("a currency after the number is no mark", () => expect(amountOf("12,50 EUR")?.mark).toBeUndefined());
  it("a word with no amount before it is none", () => expect(amountOf("Potražuje")).toBeNull());
});
