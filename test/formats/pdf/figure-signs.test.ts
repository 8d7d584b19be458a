// A balance without a day printed as the rows print their amounts: an overdrawn closing in the column of money out, or
// with the word for money out, is negative, as a row's amount there is; the statement's figures then prove the rows.
// Pages of words written here in the layouts banks use, none copied from a bank's file.
import { describe, expect, it } from "vitest";
import { page } from "./page-words";
import { written } from "./table-rows";

type Cells = [string, number, "r"?][];
/** A row of a table of money out (right edge 380) and money in (470). */
const row = (date: string, text: string, out: string, into: string): Cells => [
  [date, 40],
  [text, 120],
  ...(out ? ([[out, 380, "r"]] as Cells) : []),
  ...(into ? ([[into, 470, "r"]] as Cells) : []),
];
/** A line without a day: a label, and its figure in the money-out or the money-in column. */
const line = (label: string, out: string, into: string): Cells => [
  [label, 120],
  ...(out ? ([[out, 380, "r"]] as Cells) : []),
  ...(into ? ([[into, 470, "r"]] as Cells) : []),
];
const NO_BALANCES = /states no balances/;

describe("a balance printed in the money-out column is negative, as a row's amount there is", () => {
  it("German: the closing balance overdrawn under Soll, the opening in credit under Haben", () => {
    const read = written([
      page(
        [["Kontoauszug 01.12.2026 - 31.12.2026", 40]],
        [
          ["Datum", 40],
          ["Verwendungszweck", 120],
          ["Soll", 380, "r"],
          ["Haben", 470, "r"],
        ],
        line("Anfangssaldo", "", "100,00"),
        row("02.12.2026", "Kartenzahlung REWE", "54,78", ""),
        row("04.12.2026", "Gutschrift Müller", "", "61,83"),
        row("21.12.2026", "Geldautomat", "164,72", ""),
        row("26.12.2026", "Lastschrift Stadtwerke", "83,90", ""),
        line("Endsaldo", "141,57", ""),
      ),
    ]);
    expect(read.ends).toEqual(["100.00", "-141.57"]);
    expect(read.warnings).toEqual([]);
  });

  it("Croatian, two accounts: the first closes overdrawn under Isplata, and each section is proved by its own", () => {
    const read = written([
      page(
        [["Izvadak 1. prosinca 2026. – 31. prosinca 2026.", 40]],
        [["Račun 2402006-1100123456", 40]],
        [
          ["Datum", 40],
          ["Opis", 120],
          ["Isplata", 380, "r"],
          ["Uplata", 470, "r"],
        ],
        line("Početno stanje", "", "100,00"),
        row("02.12.2026.", "Kartično plaćanje Konzum", "54,78", ""),
        row("04.12.2026.", "Uplata Marko Babić", "", "61,83"),
        row("21.12.2026.", "Isplata bankomat", "164,72", ""),
        line("Završno stanje", "57,67", ""),
      ),
    ]);
    expect(read.ends).toEqual(["100.00", "-57.67"]);
    expect(read.warnings.filter((w) => NO_BALANCES.test(w))).toEqual([]);
  });

  it("English, a sub-account per currency: the euro one closes overdrawn under Debit, and both are proved", () => {
    const read = written([
      page(
        [["Statement 1 December 2026 to 31 December 2026", 40]],
        [["Currency: EUR", 40]],
        [
          ["Date", 40],
          ["Description", 120],
          ["Debit", 380, "r"],
          ["Credit", 470, "r"],
        ],
        line("Opening balance", "", "100.00"),
        row("02/12/2026", "Card payment Tesco", "54.78", ""),
        row("04/12/2026", "Transfer from J Smith", "", "61.83"),
        row("21/12/2026", "Cash machine", "164.72", ""),
        line("Closing balance", "57.67", ""),
        [["Currency: USD", 40]],
        [
          ["Date", 40],
          ["Description", 120],
          ["Debit", 380, "r"],
          ["Credit", 470, "r"],
        ],
        line("Opening balance", "", "500.00"),
        row("03/12/2026", "Direct debit Council", "83.90", ""),
        row("05/12/2026", "Salary ACME", "", "1,200.00"),
        row("22/12/2026", "Cash machine", "300.00", ""),
        line("Closing balance", "", "1,316.10"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["54.78", "-61.83", "164.72", "83.90", "-1200.00", "300.00"]);
    expect(read.warnings.filter((w) => /has no day of its own|states no balances/.test(w))).toEqual([]);
  });

  it("Bulgarian, the empty side printed 0,00: the closing overdrawn under Дебит beside its 0,00", () => {
    const read = written([
      page(
        [["Извлечение 01.12.2026 - 31.12.2026", 40]],
        [
          ["Дата", 40],
          ["Описание", 120],
          ["Дебит", 380, "r"],
          ["Кредит", 470, "r"],
        ],
        line("Начално салдо", "0,00", "1 538,19"),
        row("02.12.2026", "Плащане с карта Билла", "1 205,67", "0,00"),
        row("09.12.2026", "Превод от Иван Петров", "0,00", "160,06"),
        row("18.12.2026", "Теглене от банкомат", "1 160,00", "0,00"),
        line("Крайно салдо", "667,42", "0,00"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["1205.67", "-160.06", "1160.00"]);
    expect(read.ends).toEqual(["1538.19", "-667.42"]);
    expect(read.warnings).toEqual([]);
  });

  it("a look-alike: a closing in credit under the money-in column stays positive", () => {
    const read = written([
      page(
        [
          ["Datum", 40],
          ["Verwendungszweck", 120],
          ["Soll", 380, "r"],
          ["Haben", 470, "r"],
        ],
        line("Anfangssaldo", "", "500,00"),
        row("02.12.2026", "Kartenzahlung REWE", "54,78", ""),
        row("04.12.2026", "Gutschrift Müller", "", "61,83"),
        row("21.12.2026", "Geldautomat", "164,72", ""),
        line("Endsaldo", "", "342,33"),
      ),
    ]);
    expect(read.ends).toEqual(["500.00", "342.33"]);
    expect(read.warnings).toEqual([]);
  });
});

describe("a balance printed with the word for money out is negative", () => {
  const marked = (date: string, text: string, amount: string): Cells => [
    [date, 40],
    [text, 120],
    [amount, 470, "r"],
  ];
  const figure = (label: string, amount: string): Cells => [
    [label, 120],
    [amount, 470, "r"],
  ];

  it("Croatian: the closing balance 141,57 Duguje, the rows' words Duguje and Potražuje", () => {
    const read = written([
      page(
        [
          ["Datum", 40],
          ["Opis", 120],
          ["Iznos", 470, "r"],
        ],
        figure("Početno stanje", "100,00 Potražuje"),
        marked("02.12.2026.", "Kartično plaćanje Konzum", "54,78 Duguje"),
        marked("04.12.2026.", "Uplata Marko Babić", "61,83 Potražuje"),
        marked("21.12.2026.", "Isplata bankomat", "164,72 Duguje"),
        marked("26.12.2026.", "Trajni nalog HEP", "83,90 Duguje"),
        figure("Završno stanje", "141,57 Duguje"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["54.78", "-61.83", "164.72", "83.90"]);
    expect(read.ends).toEqual(["100.00", "-141.57"]);
    expect(read.warnings.filter((w) => NO_BALANCES.test(w))).toEqual([]);
  });

  it("German: the closing balance 45,10 Soll under rows marked S and H", () => {
    const read = written([
      page(
        [
          ["Datum", 40],
          ["Text", 120],
          ["Betrag", 470, "r"],
        ],
        figure("Anfangssaldo", "200,00 Haben"),
        marked("02.12.2026", "Miete Hausverwaltung Berger", "850,00 Soll"),
        marked("15.12.2026", "Gutschrift Finanzamt", "640,00 Haben"),
        marked("20.12.2026", "Lastschrift Stadtwerke", "35,10 Soll"),
        figure("Endsaldo", "45,10 Soll"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["850.00", "-640.00", "35.10"]);
    expect(read.ends).toEqual(["200.00", "-45.10"]);
  });
});

describe("a total of money out is a sum, not a balance: it keeps the sign it is printed with", () => {
  const marked = (date: string, text: string, amount: string): Cells => [
    [date, 40],
    [text, 120],
    [amount, 470, "r"],
  ];
  const total = (amount: string): Cells => [
    ["Ukupno", 120],
    [amount, 470, "r"],
  ];

  it("a look-alike: Croatian currency sub-accounts, each with its totals Duguje and Potražuje, one of them 0,00", () => {
    const header: Cells = [
      ["Datum", 40],
      ["Opis", 120],
      ["Iznos", 470, "r"],
    ];
    const read = written([
      page(
        [["Valuta: EUR", 40]],
        header,
        marked("2. prosinca 2026.", "Kartično plaćanje Konzum", "54,78 Duguje"),
        marked("4. prosinca 2026.", "Plaća Podravka d.d.", "1.258,56 Potražuje"),
        marked("21. prosinca 2026.", "Isplata bankomat", "179,33 Duguje"),
        total("234,11 Duguje"),
        total("1.258,56 Potražuje"),
        [["Valuta: GBP", 40]],
        header,
        marked("3. prosinca 2026.", "Plaćanje karticom Amazon", "40,00 Duguje"),
        marked("15. prosinca 2026.", "Naknada za vođenje računa", "12,87 Duguje"),
        total("52,87 Duguje"),
        total("0,00 Potražuje"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["54.78", "-1258.56", "179.33", "40.00", "12.87"]);
    expect(read.warnings.filter((w) => /left out/.test(w))).toEqual([]);
  });
});
