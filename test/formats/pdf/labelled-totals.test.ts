// Totals labelled money out or in decide which way the rows printed positive go: an account of mostly money in is no
// card's bill where its "credit" total is the sum of its positive rows.
import { describe, expect, it } from "vitest";
import { page } from "./page-words";
import { written } from "./table-rows";

type Cells = [string, number, "r"?][];
const GUESS = /most of the statement's amounts are positive/;

function statement(title: string, header: [string, string, string], rows: [string, string, string][], footer: [string, string][]) {
  return written([
    page(
      [[title, 40]],
      [
        [header[0], 40],
        [header[1], 110],
        [header[2], 460, "r"],
      ],
      ...rows.map(([date, text, amount]): Cells => [
        [date, 40],
        [text, 110],
        [amount, 460, "r"],
      ]),
      ...footer.map(([label, amount]): Cells => [
        [label, 110],
        [amount, 460, "r"],
      ]),
    ),
  ]);
}

const serbian: [string, string, string][] = [
  ["05.03.2026.", "Зарада НИС а.д.", "120.000,00"],
  ["10.03.2026.", "Уплата од Јелена Николић", "25.000,00"],
  ["15.03.2026.", "Провизија за вођење рачуна", "-200,00"],
  ["20.03.2026.", "Уплата од Јелена Николић", "4.000,00"],
  ["31.03.2026.", "Зарада НИС а.д.", "120.000,00"],
];

describe("totals labelled money out or in say which way the rows printed positive go", () => {
  it("Serbian: Потражује is the sum of the positive rows, so they are money in (an account, not a bill)", () => {
    const read = statement("Извод", ["Датум", "Опис", "Износ"], serbian, [
      ["Почетно стање", "10.000,00"],
      ["Дугује", "200,00"],
      ["Потражује", "269.000,00"],
      ["Завршно стање", "278.800,00"],
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["-120000.00", "-25000.00", "200.00", "-4000.00", "-120000.00"]);
    expect(read.warnings.join(" ")).not.toMatch(GUESS);
  });

  it("Polish: Uznania is the sum of the positive rows", () => {
    const read = statement(
      "Wyciąg z rachunku",
      ["Data", "Opis", "Kwota"],
      [
        ["02.07.2025", "Wynagrodzenie Orlen SA", "6.200,00"],
        ["04.07.2025", "Przelew od Anny Nowak", "350,00"],
        ["05.07.2025", "Biedronka", "-84,12"],
        ["09.07.2025", "Przelew od Anny Nowak", "120,00"],
      ],
      [
        ["Saldo początkowe", "1.000,00"],
        ["Obciążenia", "84,12"],
        ["Uznania", "6.670,00"],
        ["Saldo końcowe", "7.585,88"],
      ],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["-6200.00", "-350.00", "84.12", "-120.00"]);
  });

  it("a card's bill whose debit total is the sum of its positive rows stays a bill", () => {
    const read = statement(
      "Wyciąg z rachunku",
      ["Data", "Opis", "Kwota"],
      [
        ["02.07.2025", "Biedronka", "200,00"],
        ["04.07.2025", "Orlen stacja", "350,00"],
        ["05.07.2025", "Spłata karty", "-84,12"],
        ["09.07.2025", "Allegro", "120,00"],
      ],
      [
        ["Obciążenia", "670,00"],
        ["Uznania", "84,12"],
      ],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["200.00", "350.00", "-84.12", "120.00"]);
    expect(read.warnings.join(" ")).not.toMatch(GUESS);
  });

  it("a look-alike: a total no label names a side of decides nothing, and the guess is said", () => {
    const read = statement("Извод", ["Датум", "Опис", "Износ"], serbian, [
      ["Почетно стање", "10.000,00"],
      ["Укупно", "269.000,00"],
      ["Завршно стање", "278.800,00"],
    ]);
    expect(read.warnings.join(" ")).toMatch(GUESS);
  });
});
