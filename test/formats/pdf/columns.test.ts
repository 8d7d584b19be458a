// What each amount column means: a check listed on a line of its own (a number, a day, an amount, no words) under a
// column of money out or money in is read by that column, as the other rows are. PDFs drawn by pdf-lib in the
// layouts banks use, none copied from a bank's file.
import { describe, expect, it } from "vitest";
import { money, type PdfLine, statementPdf } from "../../support/statement-pdf";
import { readTable } from "./statement-table";
import { page } from "./page-words";
import { written } from "./table-rows";
import { entriesOf } from "../../../src/formats/pdf/entries";
import { readRows } from "../../../src/formats/pdf/columns";
import { entriesByAccount } from "../../../src/formats/pdf/accounts";

/** A row: its day as printed, its ISO day, its text ("" for a check: its number then), money out (+) or in (-). */
type Tx = readonly [printed: string, iso: string, text: string, out: number, check?: string];

async function statement(labels: [string, string, string, string, string], style: "en" | "de", txs: readonly Tx[]) {
  const [date, text, out, inn, period] = labels;
  const opening = 100000;
  const closing = opening - txs.reduce((s, t) => s + t[3], 0);
  const rows = txs.map(([printed, , words, cents, check]): PdfLine => [
    [printed, 50],
    ...(check ? ([[check, 110]] as const) : ([[words, 110]] as const)),
    [money(Math.abs(cents), style), cents > 0 ? 430 : 520, "r"],
  ]);
  const pdf = await statementPdf([
    [
      [[period, 50]],
      [
        ["Opening balance", 300],
        [money(opening, style), 520, "r"],
      ],
      [],
      [
        [date, 50],
        [text, 110],
        [out, 430, "r"],
        [inn, 520, "r"],
      ],
      ...rows,
      [
        ["Closing balance", 300],
        [money(closing, style), 520, "r"],
      ],
    ],
  ]);
  return { pdf, want: txs.map(([, iso, , cents]) => [iso, (cents / 100).toFixed(2)]) };
}

describe("a check on a line of its own under a column of money out is read by that column", () => {
  for (const [name, labels, style, txs] of [
    [
      "a British current account (Paid out, Paid in)",
      ["Date", "Description", "Paid out", "Paid in", "Statement date 30/04/2025"],
      "en",
      [
        ["02/04/2025", "2025-04-02", "SALARY APRIL", -250000],
        ["05/04/2025", "2025-04-05", "", 25000, "100234"],
        ["09/04/2025", "2025-04-09", "CARD GROCER", 4550],
        ["12/04/2025", "2025-04-12", "", 7800, "100235"],
      ],
    ],
    [
      "a French compte courant (Débit, Crédit)",
      ["Date", "Libellé", "Débit", "Crédit", "Relevé du 30/04/2025"],
      "de",
      [
        ["03/04/2025", "2025-04-03", "VIR SALAIRE", -180000],
        ["06/04/2025", "2025-04-06", "", 32000, "8800412"],
        ["15/04/2025", "2025-04-15", "CB BOULANGERIE", 1250],
      ],
    ],
  ] as const) {
    it(name, async () => {
      const { pdf, want } = await statement([...labels], style, txs);
      const table = await readTable(pdf);
      expect(table.rows).toEqual(want);
      expect(table.warnings).toEqual([]);
    });
  }
});

/** The cents each row of a page of words moves, as read. */
const moves = (...lines: Parameters<typeof page>) => readRows(entriesOf([page(...lines)])).map((r) => r.moves);

describe("amounts printed without a sign in one column beside a running balance: the balance proves their sides", () => {
  it("a Polish statement printed newest first, every row Obciążenie (money out)", () =>
    expect(
      moves(
        [
          ["Data operacji", 36],
          ["Opis operacji", 93],
          ["Kwota", 253, "r"],
          ["Typ", 262],
          ["Saldo", 343, "r"],
        ],
        [
          ["27.07.2026", 36],
          ["Opłata za prowadzenie rachunku", 93],
          ["1 496,16", 253, "r"],
          ["Obciążenie", 262],
          ["2 035,44", 343, "r"],
        ],
        [
          ["25.07.2026", 36],
          ["BLIK Allegro", 93],
          ["21,11", 253, "r"],
          ["Obciążenie", 262],
          ["3 531,60", 343, "r"],
        ],
        [
          ["23.07.2026", 36],
          ["Przelew do Anna Kowalska", 93],
          ["53,03", 253, "r"],
          ["Obciążenie", 262],
          ["3 552,71", 343, "r"],
        ],
        [
          ["01.07.2026", 36],
          ["IKEA", 93],
          ["675,29", 253, "r"],
          ["Obciążenie", 262],
          ["3 605,74", 343, "r"],
        ],
      ),
    ).toEqual([-149616, -2111, -5303, -67529]));
  // Its first row no step proves (the balance before it is not printed), and unsigned rows go both ways: as printed.
  it("a Portuguese statement printed oldest first, money in and out both unsigned", () =>
    expect(
      moves(
        [
          ["Data", 36],
          ["Descrição", 93],
          ["Valor", 300, "r"],
          ["Saldo", 400, "r"],
        ],
        [
          ["02/03/2026", 36],
          ["Compra Continente", 93],
          ["45,10", 300, "r"],
          ["1.954,90", 400, "r"],
        ],
        [
          ["05/03/2026", 36],
          ["Transferência recebida", 93],
          ["800,00", 300, "r"],
          ["2.754,90", 400, "r"],
        ],
        [
          ["09/03/2026", 36],
          ["Levantamento ATM", 93],
          ["60,00", 300, "r"],
          ["2.694,90", 400, "r"],
        ],
      ),
    ).toEqual([4510, 80000, -6000]));
  it("a look-alike that prints its signs keeps them (an English statement, oldest first)", () =>
    expect(
      moves(
        [
          ["Date", 36],
          ["Description", 93],
          ["Amount", 300, "r"],
          ["Balance", 400, "r"],
        ],
        [
          ["02/03/2026", 36],
          ["SALARY", 93],
          ["2,000.00", 300, "r"],
          ["3,000.00", 400, "r"],
        ],
        [
          ["05/03/2026", 36],
          ["GROCER", 93],
          ["-45.10", 300, "r"],
          ["2,954.90", 400, "r"],
        ],
        [
          ["09/03/2026", 36],
          ["RENT", 93],
          ["-900.00", 300, "r"],
          ["2,054.90", 400, "r"],
        ],
      ),
    ).toEqual([200000, -4510, -90000]));
});

/** Which rows of a page of words nothing told the side of (the statement's figures decide them), as read. */
const guessed = (...lines: Parameters<typeof page>) => readRows(entriesOf([page(...lines)])).map((r) => r.guessed);

describe("a row whose side the balance proves not, beside rows it proves, is guessed: the figures decide it", () => {
  it("a Ukrainian statement printed newest first: its oldest row, money in and out both unsigned above it", () =>
    expect(
      guessed(
        [
          ["Дата", 36],
          ["Призначення платежу", 93],
          ["Сума", 300, "r"],
          ["Залишок", 420, "r"],
        ],
        [
          ["20.02.2025", 36],
          ["SPOTIFY P2F8C1", 93],
          ["378,67", 300, "r"],
          ["77 833,07", 420, "r"],
        ],
        [
          ["13.02.2025", 36],
          ["Надходження від Андрія Шевченка", 93],
          ["44 495,07", 300, "r"],
          ["78 211,74", 420, "r"],
        ],
        [
          ["10.02.2025", 36],
          ["Оплата карткою Сільпо", 93],
          ["17 202,85", 300, "r"],
          ["33 716,67", 420, "r"],
        ],
        [
          ["07.02.2025", 36],
          ["Переказ Олені Коваленко", 93],
          ["632,59", 300, "r"],
          ["50 919,52", 420, "r"],
        ],
      ),
    ).toEqual([false, false, false, true]));
  it("a Portuguese statement printed oldest first: its first row, money in and out both unsigned", () =>
    expect(
      guessed(
        [
          ["Data", 36],
          ["Descrição", 93],
          ["Valor", 300, "r"],
          ["Saldo", 400, "r"],
        ],
        [
          ["02/03/2026", 36],
          ["Compra Continente", 93],
          ["45,10", 300, "r"],
          ["1.954,90", 400, "r"],
        ],
        [
          ["05/03/2026", 36],
          ["Transferência recebida", 93],
          ["800,00", 300, "r"],
          ["2.754,90", 400, "r"],
        ],
        [
          ["09/03/2026", 36],
          ["Levantamento ATM", 93],
          ["60,00", 300, "r"],
          ["2.694,90", 400, "r"],
        ],
      ),
    ).toEqual([true, false, false]));
  it("a look-alike whose oldest row takes the side of its like rows (a Polish statement, all Obciążenie) is proved", () =>
    expect(
      guessed(
        [
          ["Data operacji", 36],
          ["Opis operacji", 93],
          ["Kwota", 253, "r"],
          ["Saldo", 343, "r"],
        ],
        [
          ["27.07.2026", 36],
          ["Opłata za prowadzenie rachunku", 93],
          ["1 496,16", 253, "r"],
          ["2 035,44", 343, "r"],
        ],
        [
          ["25.07.2026", 36],
          ["BLIK Allegro", 93],
          ["21,11", 253, "r"],
          ["3 531,60", 343, "r"],
        ],
        [
          ["01.07.2026", 36],
          ["IKEA", 93],
          ["675,29", 253, "r"],
          ["3 552,71", 343, "r"],
        ],
      ),
    ).toEqual([false, false, false]));
  it("a look-alike that prints its signs keeps them, none guessed (an English statement, oldest first)", () =>
    expect(
      guessed(
        [
          ["Date", 36],
          ["Description", 93],
          ["Amount", 300, "r"],
          ["Balance", 400, "r"],
        ],
        [
          ["02/03/2026", 36],
          ["SALARY", 93],
          ["2,000.00", 300, "r"],
          ["3,000.00", 400, "r"],
        ],
        [
          ["05/03/2026", 36],
          ["GROCER", 93],
          ["-45.10", 300, "r"],
          ["2,954.90", 400, "r"],
        ],
      ),
    ).toEqual([false, false]));
});

describe("a table carried on to the next page without its header is read under the header before it", () => {
  it.each([
    ["German", ["Buchungstag", "Verwendungszweck", "Soll", "Haben"]],
    ["English", ["Date", "Details", "Debit", "Credit"]],
    ["Spanish", ["Fecha", "Concepto", "Cargos", "Abonos"]],
  ] as const)("%s: the last row alone on the next page keeps its column's side", (_language, [date, text, out, inn]) => {
    const first = page(
      [
        [date, 40],
        [text, 110],
        [out, 380, "r"],
        [inn, 460, "r"],
      ],
      [
        ["11.09.2026", 40],
        ["SPOTIFY", 110],
        ["7,29", 380, "r"],
      ],
      [
        ["14.09.2026", 40],
        ["Stadtwerke", 110],
        ["14,78", 380, "r"],
      ],
    );
    const next = page([
      ["30.09.2026", 40],
      ["Geldautomat", 110],
      ["23,47", 380, "r"],
    ]);
    expect(readRows(entriesOf([first, next])).map((r) => r.moves)).toEqual([-729, -1478, -2347]);
  });

  it("a look-alike: a page of its own header keeps it (money in under the credit column)", () => {
    const header = (...cells: [string, number, "r"?][]) => cells;
    const first = page(header(["Date", 40], ["Details", 110], ["Debit", 380, "r"], ["Credit", 460, "r"]), [
      ["11.09.2026", 40],
      ["SPOTIFY", 110],
      ["7,29", 380, "r"],
    ]);
    const next = page(header(["Date", 40], ["Details", 110], ["Credit", 380, "r"]), [
      ["30.09.2026", 40],
      ["Salary", 110],
      ["23,47", 380, "r"],
    ]);
    expect(readRows(entriesOf([first, next])).map((r) => r.moves)).toEqual([-729, 2347]);
  });
});

describe("a lone column under the header of another section's two money columns is that column", () => {
  /** Two accounts under one header: the first's rows all in the column at `lone`, the second's in both. */
  function twoAccounts(header: readonly [string, string, string, string], lone: number) {
    const [date, text, out, inn] = header;
    const head: [string, number, "r"?][] = [
      [date, 40],
      [text, 110],
      [out, 380, "r"],
      [inn, 460, "r"],
    ];
    const words = page(
      [["Konto 1111111111", 40]],
      head,
      [
        ["01.08.2025", 40],
        ["Lön", 110],
        ["6 061,75", lone, "r"],
      ],
      [
        ["25.08.2025", 40],
        ["Lön", 110],
        ["17 610,14", lone, "r"],
      ],
      [["Konto 2222222222", 40]],
      head,
      [
        ["11.08.2025", 40],
        ["Swish", 110],
        ["2 122,39", 460, "r"],
      ],
      [
        ["28.08.2025", 40],
        ["ICA", 110],
        ["243,05", 380, "r"],
      ],
    );
    const file = entriesOf([words]);
    const [first] = entriesByAccount(file);
    return readRows(first?.entries ?? [], file);
  }

  it.each([
    ["Swedish", ["Datum", "Text", "Uttag", "Insättning"]],
    ["Finnish", ["Päivä", "Selite", "Nosto", "Pano"]],
    ["Georgian", ["თარიღი", "აღწერა", "გასავალი", "შემოსავალი"]],
  ] as const)("%s: rows under the second column are money in, under the first money out", (_language, header) => {
    expect(twoAccounts(header, 460).map((r) => r.moves)).toEqual([606175, 1761014]);
    expect(twoAccounts(header, 380).map((r) => r.moves)).toEqual([-606175, -1761014]);
  });

  it("a look-alike: a lone column of signed amounts under a header of its own stays signed (a card's purchases)", () => {
    const words = page(
      [
        ["Date", 40],
        ["Description", 110],
        ["Amount", 460, "r"],
      ],
      [
        ["01.08.2025", 40],
        ["GROCER", 110],
        ["53.20", 460, "r"],
      ],
      [
        ["02.08.2025", 40],
        ["PAYMENT", 110],
        ["-100.00", 460, "r"],
      ],
    );
    expect(readRows(entriesOf([words])).map((r) => [r.moves, r.signedColumn])).toEqual([
      [5320, true],
      [-10000, true],
    ]);
  });
});

describe("a balance whose words say in credit or overdrawn is the balance where it crosses zero, not a row's amount", () => {
  type Cells = [string, number, "r"?][];
  type InOut = [date: string, text: string, out: string, into: string, balance: string];
  const inOut = (header: Cells, rows: InOut[]) =>
    written([
      page(
        header,
        ...rows.map(([date, text, out, into, balance]): Cells => [
          [date, 40],
          [text, 120],
          ...(out ? ([[out, 330, "r"]] as Cells) : []),
          ...(into ? ([[into, 400, "r"]] as Cells) : []),
          [balance, 480, "r"],
        ]),
      ),
    ]);

  it("Serbian in Cyrillic: the balance goes Потражује and Дугује by turns, and steps by the rows in that sign", () => {
    const read = inOut(
      [
        ["Датум", 40],
        ["Опис", 120],
        ["Исплата", 330, "r"],
        ["Уплата", 400, "r"],
        ["Стање", 480, "r"],
      ],
      [
        ["02.12.2026", "Плаћање картицом Макси", "104,78", "", "95,22 Потражује"],
        ["04.12.2026", "Исплата банкомат", "161,83", "", "66,61 Дугује"],
        ["21.12.2026", "Уплата зараде", "", "564,72", "498,11 Потражује"],
        ["26.12.2026", "Трајни налог ЕПС", "583,90", "", "85,79 Дугује"],
      ],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["104.78", "161.83", "-564.72", "583.90"]);
    expect(read.balances).toEqual(["95.22", "-66.61", "498.11", "-85.79"]);
  });

  it("Croatian, the columns under headers no list knows: the crossing balance still tells money out from in", () => {
    const read = inOut(
      [
        ["Datum", 40],
        ["Opis", 120],
        ["Teret", 330, "r"],
        ["Korist", 400, "r"],
        ["Stanje", 480, "r"],
      ],
      [
        ["02.12.2026.", "Kartično plaćanje Konzum", "104,78", "", "95,22 Potražuje"],
        ["04.12.2026.", "Isplata bankomat", "161,83", "", "66,61 Duguje"],
        ["21.12.2026.", "Uplata zarade", "", "564,72", "498,11 Potražuje"],
        ["26.12.2026.", "Trajni nalog HEP", "583,90", "", "85,79 Duguje"],
      ],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["104.78", "161.83", "-564.72", "583.90"]);
    expect(read.balances).toEqual(["95.22", "-66.61", "498.11", "-85.79"]);
  });

  it("German Haben and Soll", () => {
    const read = inOut(
      [
        ["Datum", 40],
        ["Text", 120],
        ["Ausgang", 330, "r"],
        ["Eingang", 400, "r"],
        ["Kontostand", 480, "r"],
      ],
      [
        ["02.12.2026", "Miete Hausverwaltung Berger", "850,00", "", "45,10 Soll"],
        ["15.12.2026", "Gehalt Müller & Söhne KG", "", "2.400,00", "2.354,90 Haben"],
        ["20.12.2026", "Überweisung an Jana Schulz", "2.500,00", "", "145,10 Soll"],
      ],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["850.00", "-2400.00", "2500.00"]);
    expect(read.balances).toEqual(["-45.10", "2354.90", "-145.10"]);
  });
});
