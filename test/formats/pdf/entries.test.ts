// A statement's lines as rows: the words of a row, its amounts where they stand, a Cr/Dr mark drawn as a word of its
// own, a few points after it, read with its amount. PDFs drawn by pdf-lib in the layouts banks use, none copied from a bank's file.
import { describe, expect, it } from "vitest";
import { type PdfLine, statementPdf } from "../../support/statement-pdf";
import { giroStatement, ING_NL_LIKE, POSTBANK_LIKE, RABO_LIKE, SPARKASSE_LIKE } from "./giro";
import { readTable } from "./statement-table";
import { page as words } from "./page-words";
import { DECIMALS, type Entry, entriesOf, type Numbers, WHOLE_NUMBERS } from "../../../src/formats/pdf/entries";
import { written as writtenOf } from "./table-rows";

/** A row: its day as printed, its ISO day, its text, money out (+) or in (-), and the balance after it as printed. */
type Line = [printed: string, iso: string, text: string, out: string, inn: string, balance: string, mark: string];

function page(title: string, header: [string, string, string, string, string], rows: Line[]): PdfLine[] {
  const [date, text, out, inn, balance] = header;
  return [
    [[title, 40]],
    [],
    [
      [date, 40],
      [text, 110],
      [out, 380, "r"],
      [inn, 460, "r"],
      [balance, 530, "r"],
    ],
    ...rows.map(([printed, , words, o, i, b, mark]): PdfLine => [
      [printed, 40],
      [words, 110],
      ...(o !== "" ? ([[o, 380, "r"]] as const) : []),
      ...(i !== "" ? ([[i, 460, "r"]] as const) : []),
      [b, 530, "r"],
      ...(mark !== "" ? ([[mark, 540]] as const) : []),
    ]),
  ];
}

describe("a Cr or Dr mark drawn as its own word after an amount is the amount's sense", () => {
  it("an Indian statement: amounts in lakhs, a balance that goes overdrawn (Dr) and back (Cr)", async () => {
    const rows: Line[] = [
      ["02-04-2025", "2025-04-02", "UPI/GROCER/OKAXIS", "2,450.00", "", "1,17,550.00", "Cr"],
      ["05-04-2025", "2025-04-05", "NEFT/SALARY APRIL", "", "1,25,000.00", "2,42,550.00", "Cr"],
      ["10-04-2025", "2025-04-10", "RTGS/PROPERTY ADVANCE", "2,50,000.00", "", "7,450.00", "Dr"],
      ["15-04-2025", "2025-04-15", "ATM/CASH WITHDRAWAL", "5,000.00", "", "12,450.00", "Dr"],
      ["20-04-2025", "2025-04-20", "IMPS/REFUND", "", "20,000.00", "7,550.00", "Cr"],
    ];
    const pdf = await statementPdf([page("Statement of Account", ["Txn Date", "Narration", "Withdrawal", "Deposit", "Balance"], rows)]);
    const table = await readTable(pdf);
    expect(table.rows).toEqual([
      ["2025-04-02", "2450.00"],
      ["2025-04-05", "-125000.00"],
      ["2025-04-10", "250000.00"],
      ["2025-04-15", "5000.00"],
      ["2025-04-20", "-20000.00"],
    ]);
    expect(table.balances).toEqual(["117550.00", "242550.00", "-7450.00", "-12450.00", "7550.00"]);
  });
  it("a Kenyan statement marking each balance CR or DR with a dot", async () => {
    const rows: Line[] = [
      ["03/03/2025", "2025-03-03", "MPESA TRANSFER", "1,500.00", "", "8,500.00", "CR."],
      ["07/03/2025", "2025-03-07", "CHEQUE 004512", "9,000.00", "", "500.00", "DR."],
      ["14/03/2025", "2025-03-14", "SALARY MARCH", "", "45,000.00", "44,500.00", "CR."],
    ];
    const pdf = await statementPdf([page("ACCOUNT STATEMENT", ["Date", "Details", "Debit", "Credit", "Balance"], rows)]);
    const table = await readTable(pdf);
    expect(table.rows).toEqual([
      ["2025-03-03", "1500.00"],
      ["2025-03-07", "9000.00"],
      ["2025-03-14", "-45000.00"],
    ]);
    expect(table.balances).toEqual(["8500.00", "-500.00", "44500.00"]);
  });
});

describe("days with their month's name in more languages make rows", () => {
  // Words pdf-lib's standard font can draw: Indonesian "Agu", "Des"; Turkish "Eki", "Kas"; Swedish "maj".
  for (const [name, title, header, days] of [
    [
      "an Indonesian rekening koran (Agu, Des)",
      "Rekening Koran",
      ["Tanggal", "Keterangan", "Debet", "Kredit", "Saldo"],
      [
        ["28 Agu 2024", "2024-08-28"],
        ["04 Des 2024", "2024-12-04"],
      ],
    ],
    [
      "a Turkish hesap ekstresi (Eki, Kas)",
      "Hesap ekstresi",
      ["Tarih", "Aciklama", "Borc", "Alacak", "Bakiye"],
      [
        ["28 Eki 2024", "2024-10-28"],
        ["04 Kas 2024", "2024-11-04"],
      ],
    ],
    [
      "a Swedish kontoutdrag (maj)",
      "Kontoutdrag",
      ["Datum", "Text", "Uttag", "Insattning", "Saldo"],
      [
        ["28 maj 2024", "2024-05-28"],
        ["30 maj 2024", "2024-05-30"],
      ],
    ],
  ] as const) {
    it(name, async () => {
      const [[a, isoA], [b, isoB]] = days;
      const rows: Line[] = [
        [a, isoA, "TOKO SEMBAKO", "120,50", "", "1.879,50", ""],
        [b, isoB, "GAJI BULANAN", "", "5.000,00", "6.879,50", ""],
      ];
      const table = await readTable(await statementPdf([page(title, [...header], rows)]));
      expect(table.rows).toEqual([
        [isoA, "120.50"],
        [isoB, "-5000.00"],
      ]);
    });
  }
});

describe("a giro booking over several lines is one row, its amount on its first line or its last", () => {
  // Each also has page totals or balances carried between pages, and a dated notice with a booking's amount under it:
  // none of them a row.
  for (const giro of [RABO_LIKE, ING_NL_LIKE, POSTBANK_LIKE, SPARKASSE_LIKE]) {
    it(`${giro.name}: proved by the old and new balance`, async () => {
      const { pdf, want, opening, closing } = await giroStatement(giro);
      const table = await readTable(pdf);
      expect(table.rows).toEqual(want);
      expect(table.warnings).toEqual([]);
      expect([table.opening, table.closing]).toEqual([(opening / 100).toFixed(2), (closing / 100).toFixed(2)]);
    });
  }
  for (const giro of [RABO_LIKE, SPARKASSE_LIKE]) {
    it(`${giro.name}, its new balance 1,00 off: not proven`, async () => {
      const table = await readTable((await giroStatement(giro, 100)).pdf);
      expect(table.closing).toBeNull();
      expect(table.warnings.join(" ")).toMatch(/check/);
    });
  }
});

describe("a direction word in a column of its own leaves its amount's edge where the amount ends", () => {
  const rowsOf = (lines: [string, number, "r"?][][]) =>
    entriesOf([words(...lines)]).flatMap((e) => (e.kind === "row" ? [e.amounts.map((a) => [a.end, a.mark])] : []));

  it.each([
    ["Croatian", ["Duguje", "Potražuje"]],
    ["Ukrainian", ["Дебет", "Кредит"]],
    ["Spanish", ["Cargo", "Abono"]],
  ] as const)("%s: both words' amounts stand in one column", (_language, [out, inn]) => {
    const rows = rowsOf([
      [
        ["02.02.2026", 40],
        ["NETFLIX.COM", 110],
        ["32,21", 314, "r"],
        [out, 323],
      ],
      [
        ["09.02.2026", 40],
        ["Uplata Marko", 110],
        ["1.438,82", 314, "r"],
        [inn, 323],
      ],
      [
        ["10.02.2026", 40],
        ["Plaćanje Ivana", 110],
        ["304,41", 314, "r"],
        [out, 323],
      ],
    ]);
    expect(rows).toEqual([[[314, out.toLowerCase()]], [[314, inn.toLowerCase()]], [[314, out.toLowerCase()]]]);
  });

  it("a look-alike: a word a space after its amount is of the amount's cell, which ends with it", () => {
    const rows = rowsOf([
      [
        ["02.02.2026", 40],
        ["NETFLIX.COM", 110],
        ["32,21", 300, "r"],
        ["D", 302],
      ],
      [
        ["09.02.2026", 40],
        ["Uplata Marko", 110],
        ["1.438,82", 300, "r"],
        ["H", 302],
      ],
    ]);
    expect(rows).toEqual([[[307, "d"]], [[307, "h"]]]);
  });
});

describe("a balance's word drawn a space after it, the balances right-aligned without it, leaves the balances' edge", () => {
  const rowsOf = (lines: [string, number, "r"?][][]) =>
    entriesOf([words(...lines)]).flatMap((e) => (e.kind === "row" ? [e.amounts.map((a) => [a.end, a.mark ?? ""])] : []));
  const line = (date: string, text: string, amount: string, balance: string, word: string): [string, number, "r"?][] => [
    [date, 40],
    [text, 120],
    [amount, 380, "r"],
    [balance, 450, "r"],
    [word, 455],
  ];

  it("Croatian: Potražuje and Duguje after the balance keep one column of balances, read in their sign", () => {
    const lines = [
      line("02.12.2026.", "Kartično plaćanje Konzum", "-104,78", "95,22", "Potražuje"),
      line("04.12.2026.", "Isplata bankomat", "-161,83", "66,61", "Duguje"),
      line("21.12.2026.", "Uplata zarade", "564,72", "498,11", "Potražuje"),
      line("26.12.2026.", "Trajni nalog HEP", "-583,90", "85,79", "Duguje"),
    ];
    expect(rowsOf(lines).map((amounts) => amounts.map(([end]) => end))).toEqual([
      [380, 450],
      [380, 450],
      [380, 450],
      [380, 450],
    ]);
    const read = writtenOf([words(...lines)]);
    expect(read.rows.map(([, out]) => out)).toEqual(["104.78", "161.83", "-564.72", "583.90"]);
    expect(read.balances).toEqual(["95.22", "-66.61", "498.11", "-85.79"]);
  });

  it("Ukrainian: Кредит and Дебет after the balance, the opening and the closing, the amounts unsigned in one column", () => {
    const opening: [string, number, "r"?][] = [
      ["Вхідний залишок", 120],
      ["200,00", 450, "r"],
      ["Кредит", 455],
    ];
    const lines = [
      opening,
      line("02.12.2026", "Оплата карткою АТБ", "104,78", "95,22", "Кредит"),
      line("04.12.2026", "Зняття готівки", "161,83", "66,61", "Дебет"),
      line("21.12.2026", "Заробітна плата", "564,72", "498,11", "Кредит"),
      line("26.12.2026", "Комунальні послуги", "583,90", "85,79", "Дебет"),
      [
        ["Вихідний залишок", 120],
        ["85,79", 450, "r"],
        ["Дебет", 455],
      ] as [string, number, "r"?][],
    ];
    const read = writtenOf([words(...lines)]);
    expect(read.rows.map(([, out]) => out)).toEqual(["104.78", "161.83", "-564.72", "583.90"]);
    expect(read.balances).toEqual(["95.22", "-66.61", "498.11", "-85.79"]);
  });

  it("a look-alike: amount and word right-aligned as one cell, drawn apart, end at the word's edge", () => {
    const rows = rowsOf([
      [
        ["02.02.2026", 40],
        ["NETFLIX.COM", 110],
        ["32,21", 283, "r"],
        ["Duguje", 318, "r"],
      ],
      [
        ["09.02.2026", 40],
        ["Uplata Marko", 110],
        ["1.438,82", 268, "r"],
        ["Potražuje", 318, "r"],
      ],
    ]);
    expect(rows).toEqual([[[318, "duguje"]], [[318, "potražuje"]]]);
  });
});

describe("each section is read in the number form its rows print, and the reading says which", () => {
  const forms = { forms: [DECIMALS, WHOLE_NUMBERS] } as const;
  const read = (pageWords: ReturnType<typeof words>) => {
    const formOf = new Map<Entry, Numbers>();
    const entries = entriesOf([pageWords], forms, formOf);
    return entries.map((e) => [
      e.kind,
      e.kind === "heading" ? e.text : e.kind === "row" ? e.description[0] : e.label,
      formOf.get(e)?.whole,
    ]);
  };

  it("a card in dong and in euro: each currency's rows in its own form", () => {
    expect(
      read(
        words(
          [["Tài khoản VND", 40]],
          [
            ["Ngày", 40],
            ["Nội dung", 110],
            ["Số tiền", 530, "r"],
          ],
          [
            ["02/04/2025", 40],
            ["Highlands Coffee", 110],
            ["65.000", 530, "r"],
          ],
          [
            ["03/04/2025", 40],
            ["Grab", 110],
            ["120.000", 530, "r"],
          ],
          [
            ["04/04/2025", 40],
            ["Circle K", 110],
            ["45.000", 530, "r"],
          ],
          [["Compte EUR", 40]],
          [
            ["Date", 40],
            ["Libellé", 110],
            ["Montant", 530, "r"],
          ],
          [
            ["05/04/2025", 40],
            ["Carrefour", 110],
            ["42,50", 530, "r"],
          ],
          [
            ["06/04/2025", 40],
            ["SNCF", 110],
            ["18,90", 530, "r"],
          ],
          [
            ["07/04/2025", 40],
            ["Fnac", 110],
            ["129,99", 530, "r"],
          ],
        ),
      ).filter(([kind]) => kind === "row"),
    ).toEqual([
      ["row", "Highlands Coffee", true],
      ["row", "Grab", true],
      ["row", "Circle K", true],
      ["row", "Carrefour", false],
      ["row", "SNCF", false],
      ["row", "Fnac", false],
    ]);
  });

  it("a statement of forint: the opening balance above its table in whole numbers, as its rows (a title starts no form of its own)", () => {
    expect(
      read(
        words(
          [["Számlakivonat", 40]],
          [
            ["Nyitó egyenleg", 110],
            ["1.596.370", 530, "r"],
          ],
          [
            ["Dátum", 40],
            ["Közlemény", 110],
            ["Összeg", 450, "r"],
            ["Egyenleg", 530, "r"],
          ],
          [
            ["2025.04.02", 40],
            ["Tesco Áruház", 110],
            ["-12.990", 450, "r"],
            ["1.583.380", 530, "r"],
          ],
          [
            ["2025.04.03", 40],
            ["MOL Benzinkút", 110],
            ["-24.500", 450, "r"],
            ["1.558.880", 530, "r"],
          ],
          [
            ["2025.04.05", 40],
            ["Bérjóváírás", 110],
            ["450.000", 450, "r"],
            ["2.008.880", 530, "r"],
          ],
        ),
      ).filter(([kind]) => kind !== "heading"),
    ).toEqual([
      ["figure", "Nyitó egyenleg", true],
      ["row", "Tesco Áruház", true],
      ["row", "MOL Benzinkút", true],
      ["row", "Bérjóváírás", true],
    ]);
  });
});

describe("a dash standing in an empty money column is a blank, not the sign of the amount after it", () => {
  const written = (lines: [string, number, "r"?][][]) =>
    entriesOf([words(...lines)]).flatMap((e) => (e.kind === "row" ? [e.amounts.map((a) => a.cents)] : []));
  /** Money out (right edge 330), money in (385), the balance (450): an empty side printed as a dash. */
  const outInBalance = (date: string, text: string, out: string, into: string, balance: string): [string, number, "r"?][] => [
    [date, 40],
    [text, 120],
    [out, 330, "r"],
    [into, 385, "r"],
    [balance, 450, "r"],
  ];

  it("Russian: the money-in column's dash a space before a long balance leaves the balance positive", () => {
    const rows = written([
      outInBalance("02.12.2026", "Оплата картой Пятёрочка", "212,50", "-", "1 091 095,14"),
      outInBalance("04.12.2026", "Зарплата ООО Ромашка", "-", "45 000,00", "1 136 095,14"),
      outInBalance("21.12.2026", "Снятие наличных", "3 400,00", "-", "1 132 695,14"),
    ]);
    expect(rows).toEqual([
      [21250, 109109514],
      [4500000, 113609514],
      [340000, 113269514],
    ]);
  });

  it("Czech: the dash and the balance drawn as one item ('-      1 091 095,14') are a blank and the balance", () => {
    const rows = written([
      [
        ["02.12.2026", 40],
        ["Platba kartou Albert", 120],
        ["212,50", 330, "r"],
        ["-      1 091 095,14", 450, "r"],
      ],
      outInBalance("04.12.2026", "Příchozí platba Novák", "-", "45 000,00", "1 136 095,14"),
      [
        ["21.12.2026", 40],
        ["Výběr z bankomatu", 120],
        ["3 400,00", 330, "r"],
        ["-      1 132 695,14", 450, "r"],
      ],
    ]);
    expect(rows).toEqual([
      [21250, 109109514],
      [4500000, 113609514],
      [340000, 113269514],
    ]);
  });

  it("Polish: an em dash drawn as one item with the balance ('—      1 054,78') is a blank, and the balance is read", () => {
    const rows = written([
      [
        ["02.12.2026", 40],
        ["Płatność kartą Biedronka", 120],
        ["54,78", 330, "r"],
        ["—      1 054,78", 450, "r"],
      ],
      outInBalance("04.12.2026", "Wynagrodzenie ACME Sp. z o.o.", "—", "2 400,00", "3 454,78"),
      [
        ["21.12.2026", 40],
        ["Wypłata z bankomatu", 120],
        ["164,72", 330, "r"],
        ["—      3 290,06", 450, "r"],
      ],
    ]);
    expect(rows).toEqual([
      [5478, 105478],
      [240000, 345478],
      [16472, 329006],
    ]);
  });

  it("a look-alike: an em dash drawn with the balance in a PDF, which PDF.js gives apart, stays a blank", async () => {
    const line = (date: string, text: string, out: string, into: string, balance: string): PdfLine => [
      [date, 40],
      [text, 110],
      ...(out ? ([[out, 330, "r"]] as const) : []),
      ...(into ? ([[into, 400, "r"]] as const) : []),
      [balance, 470, "r"],
    ];
    const pdf = await statementPdf([
      [
        [["Statement 1 December 2026 to 31 December 2026", 40]],
        [],
        [
          ["Date", 40],
          ["Description", 110],
          ["Paid out", 330, "r"],
          ["Paid in", 400, "r"],
          ["Balance", 470, "r"],
        ],
        [
          ["Balance brought forward", 110],
          ["1,000.00", 470, "r"],
        ],
        line("02/12/2026", "Card payment Tesco", "54.78", "", "—        945.22"),
        line("04/12/2026", "Salary ACME Ltd", "—", "2,400.00", "3,345.22"),
        line("21/12/2026", "Cash machine Main St", "164.72", "", "—     3,180.50"),
        [
          ["Balance carried forward", 110],
          ["3,180.50", 470, "r"],
        ],
      ],
    ]);
    const read = await readTable(pdf);
    expect(read.rows).toEqual([
      ["2026-12-02", "54.78"],
      ["2026-12-04", "-2400.00"],
      ["2026-12-21", "164.72"],
    ]);
    expect(read.balances).toEqual(["945.22", "3345.22", "3180.50"]);
  });

  it("a look-alike: '-1 091,14' glued to its number in a single signed column stays a minus", () => {
    const rows = written([
      [
        ["02.12.2026", 40],
        ["Platba kartou Albert", 120],
        ["-1 091,14", 450, "r"],
      ],
      [
        ["04.12.2026", 40],
        ["Úroky", 120],
        ["12,50", 450, "r"],
      ],
      [
        ["21.12.2026", 40],
        ["Platba kartou Lidl", 120],
        ["-400,00", 450, "r"],
      ],
    ]);
    expect(rows).toEqual([[-109114], [1250], [-40000]]);
  });

  it("a look-alike: a minus drawn a space apart in a column of its own (a signed amount, an overdrawn balance) stays one", () => {
    const rows = written([
      [
        ["02.12.2026", 40],
        ["Card payment Tesco", 120],
        ["-", 362],
        ["54.78", 390, "r"],
        ["-", 420],
        ["1,054.78", 470, "r"],
      ],
      [
        ["04.12.2026", 40],
        ["Salary ACME Ltd", 120],
        ["2,400.00", 390, "r"],
        ["1,345.22", 470, "r"],
      ],
    ]);
    expect(rows).toEqual([
      [-5478, -105478],
      [240000, 134522],
    ]);
  });
});
