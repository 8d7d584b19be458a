// Amounts that carry their direction as a word after the number: which of a column's two words is money in is proved
// by the running balance, in any language and either order of rows; the words only hint where nothing proves it.
import { describe, expect, it } from "vitest";
import { page } from "./page-words";
import { written } from "./table-rows";

type Cells = [string, number, "r"?][];
const row = (date: string, text: string, amount: string, balance?: string): Cells => [
  [date, 40],
  [text, 120],
  [amount, 380, "r"],
  ...(balance ? ([[balance, 470, "r"]] as Cells) : []),
];

describe("a column of two direction words is read by the balance they step, whatever the words", () => {
  it("Croatian, newest first: Potražuje is money in because the balance says so (the words' sorted order says not)", () => {
    const read = written([
      page(
        [["Izvadak po računu 1. prosinca 2026. – 31. prosinca 2026.", 40]],
        [
          ["Datum", 40],
          ["Opis", 120],
          ["Iznos", 380, "r"],
          ["Stanje", 470, "r"],
        ],
        row("26. prosinca 2026.", "Trajni nalog HEP", "383,90 Duguje", "1.214,03"),
        row("21. prosinca 2026.", "Isplata bankomat", "64,72 Duguje", "1.597,93"),
        row("4. prosinca 2026.", "Uplata Marko Babić", "161,83 Potražuje", "1.662,65"),
        row("2. prosinca 2026.", "Kartično plaćanje Konzum", "4,78 Duguje", "1.500,82"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-12-26", "383.90"],
      ["2026-12-21", "64.72"],
      ["2026-12-04", "-161.83"],
      ["2026-12-02", "4.78"],
    ]);
    expect(read.balances).toEqual(["1214.03", "1597.93", "1662.65", "1500.82"]);
  });

  it("Vietnamese, oldest first, the marks drawn as words of their own: Có is money in", () => {
    const cells = (date: string, text: string, amount: string, mark: string, balance: string): Cells => [
      [date, 40],
      [text, 120],
      [amount, 370, "r"],
      [mark, 378],
      [balance, 470, "r"],
    ];
    const read = written([
      page(
        [
          ["Ngày", 40],
          ["Diễn giải", 120],
          ["Số tiền", 370, "r"],
          ["Số dư", 470, "r"],
        ],
        cells("02/08/2026", "Chuyển khoản cho An", "1.596,37", "Nợ", "47.305,31"),
        cells("03/08/2026", "Lương Công ty Minh Phát", "9.367,36", "Có", "56.672,67"),
        cells("04/08/2026", "Rút tiền ATM", "301,18", "Nợ", "56.371,49"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["1596.37", "-9367.36", "301.18"]);
  });

  it("Spanish D and H, the balance printed with H too: the words are known and say which", () => {
    const read = written([
      page(
        [
          ["Fecha", 40],
          ["Concepto", 120],
          ["Importe", 380, "r"],
          ["Saldo", 470, "r"],
        ],
        row("1 de septiembre de 2026", "Bizum enviado a Pablo", "23,04 D", "4.840,75 H"),
        row("12 de septiembre de 2026", "Nómina Construcciones Pérez", "386,74 H", "5.227,49 H"),
        row("15 de septiembre de 2026", "Pago con tarjeta Mercadona", "38,37 D", "5.189,12 H"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-09-01", "23.04"],
      ["2026-09-12", "-386.74"],
      ["2026-09-15", "38.37"],
    ]);
  });
});

describe("where nothing proves the words, the reading says so", () => {
  it("Croatian without a balance or a total: read by the words' hint, and warned", () => {
    const read = written([
      page(
        [
          ["Datum", 40],
          ["Opis", 120],
          ["Iznos", 380, "r"],
        ],
        row("4. prosinca 2026.", "Uplata Marko Babić", "161,83 Potražuje"),
        row("15. prosinca 2026.", "Kartično plaćanje Konzum", "4,78 Duguje"),
      ),
    ]);
    expect(read.rows).toHaveLength(2);
    expect(read.warnings.join(" ")).toMatch(/states no balances/);
  });
});

describe("where nothing proves the side, a word banks head a column of money out or in with says which, in any language", () => {
  const unproved = (marks: [string, string, string][]) =>
    written([
      page(
        [
          ["Datum", 40],
          ["Opis", 120],
          ["Iznos", 380, "r"],
        ],
        ...marks.map(([date, text, amount]) => row(date, text, amount)),
      ),
    ]);

  it("Croatian: Potražuje is money in and Duguje money out", () => {
    const read = unproved([
      ["4. prosinca 2026.", "Uplata Marko Babić", "161,83 Potražuje"],
      ["15. prosinca 2026.", "Kartično plaćanje Konzum", "4,78 Duguje"],
      ["21. prosinca 2026.", "Isplata bankomat", "64,72 Duguje"],
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["-161.83", "4.78", "64.72"]);
  });

  it("Serbian in Cyrillic: Потражује is money in and Дугује money out", () => {
    const read = unproved([
      ["04.12.2026", "Уплата Марко", "161,83 Потражује"],
      ["15.12.2026", "Плаћање картицом Maxi", "4,78 Дугује"],
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["-161.83", "4.78"]);
  });

  it("Slovenian: Dobro is money in and Breme money out", () => {
    const read = unproved([
      ["04.12.2026", "Plača Krka d.d.", "1.861,83 Dobro"],
      ["15.12.2026", "Nakup Mercator", "24,78 Breme"],
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["-1861.83", "24.78"]);
  });
});

describe("a word just right of a balance on a few rows is a description's, no mark", () => {
  it("an American statement whose description column follows the balance", () => {
    const line = (date: string, credit: string, debit: string, balance: string, text: string): Cells => [
      [date, 40],
      ...(credit ? ([[credit, 140, "r"]] as Cells) : []),
      ...(debit ? ([[debit, 210, "r"]] as Cells) : []),
      [balance, 280, "r"],
      [text, 290],
    ];
    const read = written([
      page(
        [["Statement period 02/01/2022 to 02/28/2022", 40]],
        [
          ["Date", 40],
          ["Credits", 140, "r"],
          ["Debits", 210, "r"],
          ["Balance", 280, "r"],
          ["Description", 290],
        ],
        line("02-01", "203.00", "", "205.01", "DEPOSIT"),
        line("02-01", "", "5.48", "199.53", "POS DB MCDONALD'S KETTERING OH"),
        line("02-02", "", "5.68", "193.85", "POS DB MCDONALD'S DAYTON OH"),
        line("02-03", "", "10.00", "183.85", "POS DB BP GIANT DAYTON OH"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["-203.00", "5.48", "5.68", "10.00"]);
    expect(read.balances).toEqual(["205.01", "199.53", "193.85", "183.85"]);
  });
});

describe("a column of direction words drawn apart from the amounts is read, though the opening and closing balances are dated rows", () => {
  /** A row whose direction word is drawn as a word of its own just after its amount; a balance row has none. */
  const apart = (date: string, text: string, amount: string, mark: string, balance: string): Cells => [
    [date, 40],
    [text, 120],
    ...(amount
      ? ([
          [amount, 370, "r"],
          [mark, 376],
        ] as Cells)
      : []),
    [balance, 470, "r"],
  ];
  const statement = (title: string, [opening, closing]: [string, string], [out, into]: [string, string]) =>
    written([
      page(
        [[title, 40]],
        apart("01/03/2026", opening, "", "", "5.268,73"),
        apart("01/03/2026", "Bonifico Marco Bianchi", "151,93", into, "5.420,66"),
        apart("07/03/2026", "AMAZON MKTPLACE", "23,10", out, "5.397,56"),
        apart("12/03/2026", "UBER TRIP", "279,04", out, "5.118,52"),
        apart("18/03/2026", "Stipendio Ferrari Srl", "87,54", into, "5.206,06"),
        apart("29/03/2026", "Prelievo Bancomat", "8,32", out, "5.197,74"),
        apart("31/03/2026", closing, "", "", "5.197,74"),
      ),
    ]);

  it("an Italian statement with D and A, and a German one with S and H", () => {
    for (const read of [
      statement("Estratto conto", ["Saldo iniziale", "Saldo finale"], ["D", "A"]),
      statement("Kontoauszug", ["Anfangssaldo", "Endsaldo"], ["S", "H"]),
    ]) {
      expect(read.rows.map(([, out]) => out)).toEqual(["-151.93", "23.10", "279.04", "-87.54", "8.32"]);
      expect(read.balances).toEqual(["5420.66", "5397.56", "5118.52", "5206.06", "5197.74"]);
    }
  });
});

describe("a column of one direction word takes the other from the balance beside it, which prints both", () => {
  const account = (header: Cells, ...rows: Cells[]) => written([page(header, ...rows)]);

  it("Danish: an account that only paid out, its balance overdrawn at the end (Hævet), reads every row as money out", () => {
    const read = account(
      [
        ["Dato", 40],
        ["Tekst", 120],
        ["Beløb", 380, "r"],
        ["Saldo", 470, "r"],
      ],
      row("02-01-2025", "Betalingsservice Ørsted", "13,29 Hævet", "2.529,43 Indsat"),
      row("03-01-2025", "Hævning Pengeautomat", "1.071,43 Hævet", "1.458,00 Indsat"),
      row("08-01-2025", "MobilePay Mette Hansen", "1.553,42 Hævet", "95,42 Hævet"),
      row("19-01-2025", "UBER *TRIP", "203,82 Hævet", "299,24 Hævet"),
    );
    expect(read.rows).toEqual([
      ["2025-01-02", "13.29"],
      ["2025-01-03", "1071.43"],
      ["2025-01-08", "1553.42"],
      ["2025-01-19", "203.82"],
    ]);
  });

  it("Croatian: an account only paid in (Potražuje), its balance printed with both words, stays money in", () => {
    const read = account(
      [
        ["Datum", 40],
        ["Opis", 120],
        ["Iznos", 380, "r"],
        ["Stanje", 470, "r"],
      ],
      row("2. prosinca 2026.", "Uplata Marko Babić", "161,83 Potražuje", "338,17 Duguje"),
      row("4. prosinca 2026.", "Plaća Podravka d.d.", "400,00 Potražuje", "61,83 Potražuje"),
      row("9. prosinca 2026.", "Uplata Marko Babić", "12,00 Potražuje", "73,83 Potražuje"),
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["-161.83", "-400.00", "-12.00"]);
  });
});
