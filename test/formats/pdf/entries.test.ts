// A statement's lines as rows: the words of a row, its amounts where they stand, a Cr/Dr mark drawn as a word of its
// own, a few points after it, read with its amount. PDFs drawn by pdf-lib in the layouts banks use, none copied from a bank's file.
import { describe, expect, it } from "vitest";
import { type PdfLine, statementPdf } from "../../support/statement-pdf";
import { giroStatement, ING_NL_LIKE, POSTBANK_LIKE, RABO_LIKE, SPARKASSE_LIKE } from "./giro";
import { readTable } from "./statement-table";
import { page as words } from "./page-words";
import { DECIMALS, type Entry, entriesOf, type Numbers, WHOLE_NUMBERS } from "../../../src/formats/pdf/entries";

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
