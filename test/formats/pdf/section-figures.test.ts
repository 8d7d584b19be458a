// A statement of a section per currency whose sections print figures of their own under their rows (a net total, each
// side's total, an opening and a closing balance in a box), and no balance running through them: each section is
// proved by its own figures, and every section's rows are read.
import { describe, expect, it } from "vitest";
import { page } from "./page-words";
import { written } from "./table-rows";

type Cells = [string, number, "r"?][];
const text = (t: string): Cells => [[t, 40]];
/** A row of one signed amount column. */
const signed = (date: string, description: string, amount: string): Cells => [
  [date, 40],
  [description, 120],
  [amount, 440, "r"],
];
/** A row of two amount columns, the empty side a dash. */
const sided = (date: string, description: string, out: string, into: string): Cells => [
  [date, 40],
  [description, 120],
  [out || "-", 360, "r"],
  [into || "-", 440, "r"],
];
const figure = (label: string, ...amounts: string[]): Cells => [
  [label, 120],
  ...amounts.map((a, i): [string, number, "r"] => [a, 440 - (amounts.length - 1 - i) * 80, "r"]),
];

describe("each section proved by its net total: every currency's rows are read", () => {
  // An Italian bank's: one amount column, the minus after the number, a total under each currency's rows.
  const header: Cells = [
    ["Data", 40],
    ["Descrizione", 120],
    ["Importo", 440, "r"],
  ];
  const pages = [
    page(
      text("Estratto conto 01/05/2026 – 31/05/2026"),
      text("Divisa: EUR"),
      header,
      signed("02/05/2026", "Prelievo Bancomat", "42.41-"),
      signed("14/05/2026", "NETFLIX.COM", "83.95-"),
      signed("23/05/2026", "Canone mensile conto", "2.39-"),
      figure("Totale", "128.75-"),
      text("Divisa: USD"),
      header,
      signed("02/05/2026", "Pagamento POS Esselunga", "64.67-"),
      signed("09/05/2026", "Bonifico da Marco Bianchi", "865.65"),
      signed("29/05/2026", "Bonifico a Giulia Rossi", "186.73-"),
      figure("Totale", "614.25"),
      text("Divisa: GBP"),
      header,
      signed("01/05/2026", "Pagamento POS Esselunga", "149.34-"),
      signed("13/05/2026", "Prelievo Bancomat", "18.05-"),
      figure("Totale", "167.39-"),
    ),
  ];
  it("reads all three sections' rows, none left out", () => {
    const read = written(pages);
    expect(read.rows).toEqual([
      ["2026-05-02", "42.41"],
      ["2026-05-14", "83.95"],
      ["2026-05-23", "2.39"],
      ["2026-05-02", "64.67"],
      ["2026-05-09", "-865.65"],
      ["2026-05-29", "186.73"],
      ["2026-05-01", "149.34"],
      ["2026-05-13", "18.05"],
    ]);
    expect(read.warnings.join(" ")).toMatch(/3 sections, each with figures of its own/);
    expect(read.warnings.join(" ")).not.toMatch(/left out/);
  });
  it("look-alike: two lists each under its own total and no currency named keep the judge's reading (one left out, said)", () => {
    const lists = [
      page(
        text("Extracto 01/05/2026 – 31/05/2026"),
        header,
        signed("02/05/2026", "Mercadona", "42.41-"),
        signed("14/05/2026", "Repsol", "83.95-"),
        figure("Total", "126.36-"),
        text("Cuotas pendientes"),
        header,
        signed("02/06/2026", "El Corte Ingles 2/6", "64.67-"),
        signed("02/07/2026", "El Corte Ingles 3/6", "64.67-"),
        figure("Total", "129.34-"),
      ),
    ];
    expect(written(lists).warnings.join(" ")).toMatch(/left out/);
  });
});

describe("each section proved by the balances and sides' totals in a box under its rows", () => {
  // Armenian headers: nothing names which column is money out; each box's opening and closing, labelled, does.
  const header: Cells = [
    ["Ամսաթիվ", 40],
    ["Նկարագրություն", 120],
    ["Դեբետ", 360, "r"],
    ["Կրեդիտ", 440, "r"],
  ];
  const box = (opening: string, out: string, into: string, closing: string): Cells[] => [
    figure("Ընդամենը", out, into),
    figure("Սկզբնական մնացորդ", opening),
    figure("Վերջնական մնացորդ", closing),
  ];
  const pages = [
    page(
      text("Հաշվի քաղվածք 01/08/2026 – 31/08/2026"),
      text("Արժույթ: AMD"),
      header,
      sided("05/08/2026", "Աշխատավարձ Արմենտել", "", "91,607.14"),
      sided("09/08/2026", "AMAZON MKTPLACE PMTS", "3,202.90", ""),
      sided("13/08/2026", "Էլեկտրաէներգիայի վճար", "2,163.47", ""),
      ...box("295,824.64", "5,366.37", "91,607.14", "382,065.41"),
      text("Արժույթ: EUR"),
      header,
      sided("03/08/2026", "Կանխիկացում բանկոմատ", "6.57", ""),
      sided("16/08/2026", "Փոխանցում Անի Սարգսյանից", "", "112.34"),
      sided("25/08/2026", "Փոխանցում Արամ Պետրոսյանին", "65.45", ""),
      ...box("4,073.57", "72.02", "112.34", "4,113.89"),
    ),
  ];
  it("reads both sections' rows, each on the side its own balances prove", () =>
    expect(written(pages).rows).toEqual([
      ["2026-08-05", "-91607.14"],
      ["2026-08-09", "3202.90"],
      ["2026-08-13", "2163.47"],
      ["2026-08-03", "6.57"],
      ["2026-08-16", "-112.34"],
      ["2026-08-25", "65.45"],
    ]));
  it("look-alike: sections whose boxes say nothing their rows add up to are not called proved", () => {
    const wrong = [
      page(
        text("Արժույթ: AMD"),
        header,
        sided("05/08/2026", "Աշխատավարձ", "", "91,607.14"),
        sided("09/08/2026", "AMAZON", "3,202.90", ""),
        figure("Սկզբնական մնացորդ", "295,824.64"),
        figure("Վերջնական մնացորդ", "300,000.00"),
        text("Արժույթ: EUR"),
        header,
        sided("03/08/2026", "Կանխիկացում", "6.57", ""),
        sided("16/08/2026", "Փոխանցում", "", "112.34"),
        figure("Սկզբնական մնացորդ", "4,073.57"),
        figure("Վերջնական մնացորդ", "4,000.00"),
      ),
    ];
    expect(written(wrong).warnings.join(" ")).not.toMatch(/sections, each with figures of its own/);
  });
});
