// How a page's words become the lists read one after the other: a box of other figures beside a list is read apart
// from it, even when it shares every line of the list, by where its text stands (it goes on below the list's last
// row, where a table's own columns end); a page drawn out of reading order, its words in pieces, is read by where its
// text stands. PDFs drawn by pdf-lib in the layouts banks use.
import { describe, expect, it } from "vitest";
import { money, type PdfLine, statementPdf } from "../../support/statement-pdf";
import { giroStatement, ING_NL_LIKE, POSTBANK_LIKE, RABO_LIKE } from "./giro";
import { readTable } from "./statement-table";
import { THREE_A_LINE, usChecking } from "./us-checking";
import { bandsOf } from "../../../src/formats/pdf/layout";
import { startsWithDate } from "../../../src/formats/pdf/entries";
import { amountOf } from "../../../src/formats/pdf/tokens";
import { page } from "./page-words";

/** A bill in one language: its summary's labels, the list's heading, and the box's lines (label, figure). */
interface Layout {
  name: string;
  summary: [previous: string, charges: string, total: string, issued: string];
  heading: string;
  /** Each row as the bill prints its day, the ISO day it is, and its text. */
  rows: [printed: string, iso: string, text: string][];
  box: [label: string, figure: string][];
  style: "de" | "en";
  /** Where the list's rows start and end, and the box's. */
  list: [x: number, end: number];
  beside: [x: number, end: number];
}

const PT: Layout = {
  name: "a Brazilian fatura beside its instalment simulation",
  summary: ["Total da fatura anterior", "Lançamentos atuais", "Total desta fatura", "Emissão: 02/05/2025"],
  heading: "Lançamentos: compras e saques",
  rows: [
    ["07/04", "2025-04-07", "PADARIA CENTRAL"],
    ["11/04", "2025-04-11", "FARMACIA BOA SAUDE 02/06"],
    ["13/04", "2025-04-13", "POSTO DO LAGO"],
    ["20/04", "2025-04-20", "LIVRARIA DO PORTO"],
    ["22/04", "2025-04-22", "MERCADO DA VILA"],
    ["23/04", "2025-04-23", "ACADEMIA FORTE 03/12"],
  ],
  box: [
    ["Simulação de compras parceladas com juros", ""],
    ["Juros da compra parcelada 5,99 % am", ""],
    ["Valor compra", "500,00"],
    ["Valor do IOF", "15,34"],
    ["Valor total financiado", "515,34"],
    ["Valor juros", "477,06"],
    ["Quantidade de parcelas 24", ""],
    ["Valor da parcela", "41,35"],
    ["Valor total a pagar", "992,40"],
  ],
  style: "de",
  list: [60, 280],
  beside: [320, 545],
};

const ES: Layout = {
  name: "an Argentine resumen beside its instalment plan offer",
  summary: ["Saldo anterior", "Consumos del período", "Saldo actual", "Fecha de cierre: 02/05/2025"],
  heading: "Consumos en pesos",
  rows: [
    ["03/04", "2025-04-03", "SUPERMERCADO DIA"],
    ["08/04", "2025-04-08", "YPF ESTACION 114"],
    ["12/04", "2025-04-12", "FARMACITY 02/03"],
    ["19/04", "2025-04-19", "LIBRERIA ATENEO"],
    ["26/04", "2025-04-26", "RESTAURANTE EL PUENTE"],
  ],
  box: [
    ["Plan de cuotas fijas", ""],
    ["Monto a financiar", "1.250,00"],
    ["Intereses", "312,50"],
    ["IVA sobre intereses", "65,63"],
    ["Cuota mensual", "271,36"],
    ["Total a pagar", "1.628,13"],
    ["TNA 48,00 % TEA 60,10 %", ""],
    ["CFTEA con IVA 79,35 %", ""],
    ["Oferta válida hasta el vencimiento", ""],
  ],
  style: "de",
  list: [40, 300],
  beside: [340, 560],
};

const EN: Layout = {
  name: "a card statement beside its plan-it offer (days with month names)",
  summary: ["Previous balance", "New charges", "New balance", "Statement date: 02 May 2025"],
  heading: "Purchases",
  rows: [
    ["02 Apr", "2025-04-02", "CORNER GROCERY"],
    ["05 Apr", "2025-04-05", "CITY PARKING"],
    ["09 Apr", "2025-04-09", "BOOKSHOP ON MAIN"],
    ["15 Apr", "2025-04-15", "PHARMACY PLUS"],
    ["21 Apr", "2025-04-21", "FUEL STOP 22"],
    ["28 Apr", "2025-04-28", "BAKERY & CO"],
  ],
  box: [
    ["Plan It: pay over 12 months", ""],
    ["Amount planned", "840.00"],
    ["Monthly plan fee", "8.40"],
    ["Monthly payment", "78.40"],
    ["Total of plan fees", "100.80"],
    ["APR 0.00 %", ""],
    ["Offer ends 30 May", ""],
    ["Your plan balance", "0.00"],
    ["Plans left to use", "3"],
  ],
  style: "en",
  list: [60, 330],
  beside: [370, 560],
};

async function bill(l: Layout) {
  const cents = l.rows.map((_, i) => 1890 + i * 1275);
  const total = cents.reduce((s, c) => s + c, 0);
  const [previous, charges, owed, issued] = l.summary;
  const figure = (label: string, value: number): PdfLine => [
    [label, l.beside[0]],
    [money(value, l.style), l.beside[1], "r"],
  ];
  const summary: PdfLine[] = [figure(previous, 0), figure(charges, total), figure(owed, total), [[issued, l.list[0]]], []];
  // Every row's line holds a line of the box; the box goes on below the list.
  const lines: PdfLine[] = l.rows.map(([printed, , text], i) => [
    [printed, l.list[0]],
    [text, l.list[0] + 40],
    [money(cents[i] as number, l.style), l.list[1], "r"],
    ...boxLine(l, i),
  ]);
  for (let i = l.rows.length; i < l.box.length; i++) lines.push(boxLine(l, i));
  const pdf = await statementPdf([[...summary, [[l.heading, l.list[0]]], ...lines]]);
  const want = l.rows.map(([, iso], i) => [iso, money(cents[i] as number, "en").replace(/,/g, "")]);
  return { pdf, want };
}

function boxLine(l: Layout, i: number): PdfLine {
  const [label, figure] = l.box[i] ?? ["", ""];
  if (label === "") return [];
  return figure === ""
    ? [[label, l.beside[0]]]
    : [
        [label, l.beside[0]],
        [figure, l.beside[1], "r"],
      ];
}

describe("a box beside a list, sharing every line of it and going on below it, is read apart from the list", () => {
  for (const layout of [PT, ES, EN]) {
    it(layout.name, async () => {
      const { pdf, want } = await bill(layout);
      const table = await readTable(pdf);
      expect(table.rows).toEqual(want);
      expect(table.warnings).toEqual([]);
    });
  }
});

describe("a page drawn out of reading order, each word in pieces, is read by where its text stands", () => {
  // Every cell cut into runs of one to four characters (a sign apart from its amount, a day apart from its dot), a
  // page's runs drawn in a shuffled order: the same rows, and the same totals and carried balances that are none.
  const scrambled = { scrambled: true };
  for (const giro of [POSTBANK_LIKE, ING_NL_LIKE, RABO_LIKE]) {
    it(giro.name, async () => {
      const { pdf, want, opening, closing } = await giroStatement(giro, 0, scrambled);
      const table = await readTable(pdf);
      expect(table.rows).toEqual(want);
      expect([table.opening, table.closing, table.warnings]).toEqual([(opening / 100).toFixed(2), (closing / 100).toFixed(2), []]);
    });
  }
  it(THREE_A_LINE.name, async () => {
    const { pdf, want, closing } = await usChecking(THREE_A_LINE, 0, scrambled);
    const table = await readTable(pdf);
    expect(table.rows.toSorted()).toEqual(want.toSorted());
    expect([table.closing, table.warnings]).toEqual([(closing / 100).toFixed(2), []]);
  });
});

describe("a column of days alone beside a table's first days is the table's, no list of its own", () => {
  it("reads a table of a booking day and a value day, a gutter's width apart, as one band", () => {
    const words = page(
      [
        ["Date", 40],
        ["Value", 100],
        ["Description", 170],
        ["Amount", 440, "r"],
      ],
      [
        ["02/04/2025", 40],
        ["03/04/2025", 100],
        ["CORNER GROCERY", 170],
        ["-45.20", 440, "r"],
      ],
      [
        ["05/04/2025", 40],
        ["05/04/2025", 100],
        ["PHARMACY", 170],
        ["-12.50", 440, "r"],
      ],
      [
        ["09/04/2025", 40],
        ["10/04/2025", 100],
        ["SALARY APRIL", 170],
        ["2,000.00", 440, "r"],
      ],
      [
        ["12/04/2025", 40],
        ["12/04/2025", 100],
        ["BOOKSHOP", 170],
        ["-8.90", 440, "r"],
      ],
    );
    expect(bandsOf(words, startsWithDate, (text) => amountOf(text) !== null)).toHaveLength(1);
  });
});

describe("lines of a row's description that start with a day and go on in figures are the row's, no list", () => {
  /** Rows of a day, a type code, a counter-account and a description whose later lines print a reference's day and time. */
  const table = (lang: { code: string; reference: string; processed: string; day: (d: number) => string }) =>
    page(
      [
        ["Datum", 37],
        ["Type", 69],
        ["Tegenrekening", 89],
        ["Omschrijving", 206],
        ["Bedrag", 474, "r"],
      ],
      ...[12, 14, 16].flatMap((d): [string, number, "r"?][][] => [
        [
          [lang.day(d).slice(0, 5), 37],
          [lang.code, 69],
          ["NL17 DEUT 0265 2628 79", 89],
          ["Webshop via Payments", 206],
          [`${d},35`, 474, "r"],
        ],
        [[lang.reference, 206]],
        [
          [lang.day(d - 1), 206],
          ["18:16", 262],
          ["8151586643937434", 292],
        ],
        [
          [lang.processed, 206],
          [lang.day(d - 1), 297],
        ],
      ]),
    );
  const languages = [
    { name: "Dutch", code: "id", reference: "Transactiereferentie:", processed: "Verwerkingsdatum:", day: (d: number) => `${d}-06-2025` },
    {
      name: "French",
      code: "cb",
      reference: "Référence de l'opération :",
      processed: "Date de traitement :",
      day: (d: number) => `${d}/06/2025`,
    },
    { name: "German", code: "ec", reference: "Referenz:", processed: "Verarbeitet am:", day: (d: number) => `${d}.06.2025` },
  ];
  for (const lang of languages)
    it(`reads a ${lang.name} statement's table as one band`, () => {
      expect(bandsOf(table(lang), startsWithDate, (text) => amountOf(text) !== null)).toHaveLength(1);
    });
});
