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

describe("where every row went one way, the balance's own two words are the column's pair", () => {
  const header: Cells = [
    ["Datum", 40],
    ["Opis", 120],
    ["Iznos", 380, "r"],
    ["Stanje", 470, "r"],
  ];
  it("Serbian: every row Д, the balance in credit (П) and then overdrawn (Д): money out throughout", () => {
    const read = written([
      page(
        [["Извод 1. октобар 2026. – 31. октобар 2026.", 40]],
        header,
        row("1. октобар 2026.", "SPOTIFY P2F8C1", "32.019,23 Д", "25.968,86 П"),
        row("12. октобар 2026.", "Провизија за вођење рачуна", "12.949,10 Д", "13.019,76 П"),
        row("15. октобар 2026.", "Плаћање картицом Макси", "26.702,33 Д", "13.682,57 Д"),
        row("18. октобар 2026.", "Уплата ЕПС Снабдевање", "314,87 Д", "13.997,44 Д"),
        row("20. октобар 2026.", "Плаћање картицом Макси", "4.553,73 Д", "18.551,17 Д"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["32019.23", "12949.10", "26702.33", "314.87", "4553.73"]);
  });

  it("Hungarian: every row Terhelés, the balance Jóváírás and then Terhelés (the mark drawn apart from the amount)", () => {
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
          ["Datum", 40],
          ["Közlemény", 120],
          ["Összeg", 370, "r"],
          ["Egyenleg", 470, "r"],
        ],
        cells("2026.02.03.", "Lakásbérlet", "1.200,00", "Terhelés", "350,40 Jóváírás"),
        cells("2026.02.05.", "SPAR Magyarország", "84,12", "Terhelés", "266,28 Jóváírás"),
        cells("2026.02.09.", "MVM Next", "310,00", "Terhelés", "43,72 Terhelés"),
        cells("2026.02.17.", "Biztosítás", "96,50", "Terhelés", "140,22 Terhelés"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["1200.00", "84.12", "310.00", "96.50"]);
  });

  it("Croatian: every row Potražuje, the balance overdrawn (Duguje) and then in credit: money in throughout", () => {
    const read = written([
      page(
        [["Izvadak 1. ožujka 2026. – 31. ožujka 2026.", 40]],
        header,
        row("2. ožujka 2026.", "Uplata plaće", "900,00 Potražuje", "412,50 Duguje"),
        row("9. ožujka 2026.", "Uplata Ana Horvat", "150,00 Potražuje", "262,50 Duguje"),
        row("16. ožujka 2026.", "Povrat poreza", "500,00 Potražuje", "237,50 Potražuje"),
        row("23. ožujka 2026.", "Uplata Ivan Kovač", "40,00 Potražuje", "277,50 Potražuje"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["-900.00", "-150.00", "-500.00", "-40.00"]);
  });

  it("look-alike: every row Д beside an unmarked balance is read by the balance's steps, as before", () => {
    const read = written([
      page(
        [["Извод 1. октобар 2026. – 31. октобар 2026.", 40]],
        header,
        row("1. октобар 2026.", "Плаћање картицом Макси", "120,00 Д", "880,00"),
        row("12. октобар 2026.", "Провизија за вођење рачуна", "30,00 Д", "850,00"),
        row("15. октобар 2026.", "Уплата ЕПС Снабдевање", "50,00 Д", "800,00"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["120.00", "30.00", "50.00"]);
    expect(read.balances).toEqual(["880.00", "850.00", "800.00"]);
  });
});

describe("a running balance printed with a word for in credit or overdrawn is read in that sign", () => {
  type InOut = [date: string, text: string, out: string, into: string, balance: string];
  const inOut = (header: Cells, rows: InOut[]) =>
    written([
      page(
        header,
        ...rows.map(([date, text, out, into, balance]): Cells => [
          [date, 40],
          [text, 90],
          [out, 232, "r"],
          [into, 277, "r"],
          [balance, 356, "r"],
        ]),
      ),
    ]);

  it("Swedish, the money columns under one drawn header: the balance crosses to Uttag and the rows stay money out", () => {
    const read = inOut(
      [
        ["Datum", 40],
        ["Text", 90],
        ["Uttag Insättning", 209],
        ["Saldo", 334],
      ],
      [
        ["2026-01-01", "AMAZON MKTPLACE PMTS", "814,55", "-", "2 830,12 Insättning"],
        ["2026-01-06", "LIDL", "273,98", "-", "2 556,14 Insättning"],
        ["2026-01-15", "Swish till Erik Larsson", "3 837,28", "-", "1 281,14 Uttag"],
        ["2026-01-16", "Uttag Bankomat", "2 080,89", "-", "3 362,03 Uttag"],
        ["2026-01-17", "Bankgiro Telia", "71,76", "-", "3 433,79 Uttag"],
        ["2026-01-25", "Lön Volvo AB", "-", "1 955,55", "1 478,24 Uttag"],
      ],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["814.55", "273.98", "3837.28", "2080.89", "71.76", "-1955.55"]);
  });

  it("Slovenian, overdrawn (Breme) for most rows and then in credit (Dobro)", () => {
    const read = inOut(
      [
        ["Datum", 40],
        ["Opis", 90],
        ["Breme Dobro", 200],
        ["Saldo", 334],
      ],
      [
        ["02.03.2026", "Plačilo s kartico Mercator", "40,00", "-", "540,00 Breme"],
        ["09.03.2026", "Elektro Ljubljana", "60,00", "-", "600,00 Breme"],
        ["16.03.2026", "Dvig gotovine", "400,00", "-", "1.000,00 Breme"],
        ["23.03.2026", "Priliv Ana Novak", "-", "150,00", "850,00 Breme"],
        ["30.03.2026", "Plača Krka d.d.", "-", "900,00", "50,00 Dobro"],
      ],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["40.00", "60.00", "400.00", "-150.00", "-900.00"]);
    expect(read.balances).toEqual(["-540.00", "-600.00", "-1000.00", "-850.00", "50.00"]);
  });

  it("a look-alike: a balance always in credit, one word on every cell, reads as before", () => {
    const read = inOut(
      [
        ["Datum", 40],
        ["Text", 90],
        ["Uttag Insättning", 209],
        ["Saldo", 334],
      ],
      [
        ["2026-01-01", "AMAZON MKTPLACE PMTS", "814,55", "-", "2 830,12 Insättning"],
        ["2026-01-06", "LIDL", "273,98", "-", "2 556,14 Insättning"],
        ["2026-01-25", "Lön Volvo AB", "-", "1 955,55", "4 511,69 Insättning"],
      ],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["814.55", "273.98", "-1955.55"]);
    expect(read.balances).toEqual(["2830.12", "2556.14", "4511.69"]);
  });
});

describe("a running balance whose every cell carries the one word for overdrawn is read negative", () => {
  // An account overdrawn all month: its balance prints the one word, and its opening and closing the same.
  const overdrawn = (header: Cells, rows: Cells[], ends: [Cells, Cells]) => written([page(header, ends[0], ...rows, ends[1])]);
  const end = (label: string, balance: string): Cells => [
    [label, 120],
    [balance, 470, "r"],
  ];

  it("Croatian, amounts unsigned in one column, every balance Duguje: the balance proves each row's side", () => {
    const read = overdrawn(
      [
        ["Datum", 40],
        ["Opis", 120],
        ["Iznos", 380, "r"],
        ["Stanje", 470, "r"],
      ],
      [
        row("02.12.2026.", "Kartično plaćanje Konzum", "4,78", "1.004,78 Duguje"),
        row("04.12.2026.", "Uplata Marko Babić", "161,83", "842,95 Duguje"),
        row("21.12.2026.", "Isplata bankomat", "64,72", "907,67 Duguje"),
        row("26.12.2026.", "Trajni nalog HEP", "383,90", "1.291,57 Duguje"),
      ],
      [end("Početno stanje", "1.000,00 Duguje"), end("Završno stanje", "1.291,57 Duguje")],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["4.78", "-161.83", "64.72", "383.90"]);
    expect(read.balances).toEqual(["-1004.78", "-842.95", "-907.67", "-1291.57"]);
    expect(read.warnings).toEqual([]);
  });

  it("German, signed amounts beside a balance printed Soll on every row: the balance keeps its sign", () => {
    const read = overdrawn(
      [
        ["Datum", 40],
        ["Verwendungszweck", 120],
        ["Betrag", 380, "r"],
        ["Kontostand", 470, "r"],
      ],
      [
        row("02.12.2026", "Kartenzahlung REWE", "-4,78", "1.004,78 Soll"),
        row("04.12.2026", "Gutschrift Müller", "161,83", "842,95 Soll"),
        row("21.12.2026", "Geldautomat", "-64,72", "907,67 Soll"),
        row("26.12.2026", "Lastschrift Stadtwerke", "-383,90", "1.291,57 Soll"),
      ],
      [end("Anfangssaldo", "1.000,00 Soll"), end("Endsaldo", "1.291,57 Soll")],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["4.78", "-161.83", "64.72", "383.90"]);
    expect(read.balances).toEqual(["-1004.78", "-842.95", "-907.67", "-1291.57"]);
    expect(read.ends).toEqual(["-1000.00", "-1291.57"]);
  });

  it("Serbian in Cyrillic, every balance Дугује: money out and in as the overdrawn balance steps", () => {
    const read = overdrawn(
      [
        ["Датум", 40],
        ["Опис", 120],
        ["Износ", 380, "r"],
        ["Стање", 470, "r"],
      ],
      [
        row("03.11.2026", "Плаћање картицом Макси", "812,00", "2.312,00 Дугује"),
        row("10.11.2026", "Уплата зараде", "1.900,00", "412,00 Дугује"),
        row("17.11.2026", "Трајни налог ЕПС", "45,10", "457,10 Дугује"),
      ],
      [end("Почетно стање", "1.500,00 Дугује"), end("Завршно стање", "457,10 Дугује")],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["812.00", "-1900.00", "45.10"]);
    expect(read.balances).toEqual(["-2312.00", "-412.00", "-457.10"]);
  });

  it("a look-alike: English Dr after every balance is a minus already, and stays one", () => {
    const read = overdrawn(
      [
        ["Date", 40],
        ["Details", 120],
        ["Amount", 380, "r"],
        ["Balance", 470, "r"],
      ],
      [
        row("02/12/2026", "Card payment Tesco", "4.78", "1,004.78 Dr"),
        row("04/12/2026", "Transfer from J Smith", "161.83", "842.95 Dr"),
        row("21/12/2026", "Cash machine", "64.72", "907.67 Dr"),
      ],
      [end("Opening balance", "1,000.00 Dr"), end("Closing balance", "907.67 Dr")],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["4.78", "-161.83", "64.72"]);
    expect(read.balances).toEqual(["-1004.78", "-842.95", "-907.67"]);
  });

  it("a look-alike: a word no language tells (a currency's name) on every balance leaves it as printed", () => {
    const read = overdrawn(
      [
        ["Data", 40],
        ["Opis", 120],
        ["Kwota", 380, "r"],
        ["Saldo", 470, "r"],
      ],
      [
        row("02.12.2026", "Płatność kartą Biedronka", "-4,78", "995,22 zł"),
        row("04.12.2026", "Przelew przychodzący", "161,83", "1.157,05 zł"),
        row("21.12.2026", "Wypłata z bankomatu", "-64,72", "1.092,33 zł"),
      ],
      [end("Saldo początkowe", "1.000,00 zł"), end("Saldo końcowe", "1.092,33 zł")],
    );
    expect(read.rows.map(([, out]) => out)).toEqual(["4.78", "-161.83", "64.72"]);
    expect(read.balances).toEqual(["995.22", "1157.05", "1092.33"]);
  });
});
