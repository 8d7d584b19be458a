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
