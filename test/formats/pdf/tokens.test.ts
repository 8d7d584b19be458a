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

describe("a year first, with a space after each dot or the month's name between it and the day", () => {
  it.each([
    ["2026. 03. 14.", 14, 3, 2026], // Hungarian
    ["2025. 11. 02", 2, 11, 2025], // Korean
    ["2026. augusztus 4.", 4, 8, 2026], // Hungarian
    ["2025. szeptember 30. Munkabér", 30, 9, 2025],
    ["2026 m. rugpjūčio 4 d.", 4, 8, 2026], // Lithuanian
    ["2026 Jan 15", 15, 1, 2026],
  ])("%s", (text, day, month, year) => expect(dateAt(text)?.date).toEqual({ a: day, b: month, year, named: true }));
  it("the date's text ends where its day does", () => expect(dateAt("2026. augusztus 4. Átutalás")?.length).toBe(18));
  it.each(["2026. évi díj", "2026 Számlavezetési díj", "1000 Ft", "2026. 14"])("%s is no date", (text) => expect(dateAt(text)).toBeNull());
});

describe("the word for year cut short after a long date is the date's (Polish r., Ukrainian р., Russian г.)", () => {
  it.each([
    ["14 marca 2026 r.", 14, 3, 2026, 16],
    ["3 березня 2026 р.", 3, 3, 2026, 17],
    ["7 июля 2026 г.", 7, 7, 2026, 14],
  ])("%s", (text, day, month, year, length) => expect(dateAt(text)).toEqual({ date: { a: day, b: month, year, named: true }, length }));
});

describe("listopada, November in Polish and October in Croatian: a Croatian day ends in a dot", () => {
  it.each([
    ["5 listopada 2025", 5, 11], // Polish
    ["30 listopada 2025 r.", 30, 11], // Polish
    ["4. listopada 2026.", 4, 10], // Croatian
    ["15. listopadu 2026", 15, 11], // Czech: a word of its own
    ["5 листопада 2025 р.", 5, 11], // Ukrainian
  ])("%s", (text, day, month) => expect(dateAt(text)?.date).toMatchObject({ a: day, b: month, named: true }));
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
