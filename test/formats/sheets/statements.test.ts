// Statements of banks no one here has seen, written as workbooks and read as the upload reads them (sheet-plan.ts):
// each class of layout in several banks and languages, with the look-alikes that must read as before.
import { describe, expect, it } from "vitest";
import { type Cell, day, num, planSheet, sheetText, xlsxOf } from "./sheet-plan";

/** Money out positive, as the service books it. */
type Want = [string, string][];

describe("a description's further lines under its row are no table of fewer columns (the sheet's rows as wide as the widest)", () => {
  // Each bank writes references and card numbers on lines of their own, only the description's cell filled (more of
  // them than of rows), and repeats its header on every page. The two German ones read so before (look-alikes).
  const statements: { bank: string; header: string[]; page: string; rows: [Cell, string, Cell][]; lines: string[]; want: Want }[] = [
    {
      bank: "a Korean bank, the direction after the amount",
      header: ["거래일자", "적요", "거래금액"],
      page: "페이지 2",
      rows: [
        ["2026-01-02", "체크카드 이마트", "7,610 출금"],
        ["2026-01-03", "급여 삼성전자(주)", "522,350 입금"],
        ["2026-01-05", "자동이체 한국전력", "233,210 출금"],
        ["2026-01-06", "이체 김민준", "16,360 출금"],
      ],
      lines: ["REF 4616109626", "**** 3671"],
      want: [
        ["2026-01-02", "7610.00"],
        ["2026-01-03", "-522350.00"],
        ["2026-01-05", "233210.00"],
        ["2026-01-06", "16360.00"],
      ],
    },
    {
      bank: "a German savings bank",
      header: ["Buchungstag", "Verwendungszweck", "Betrag (EUR)"],
      page: "Seite 2 von 2",
      rows: [
        ["02.03.2025", "Lastschrift Stadtwerke", "-84,20"],
        ["04.03.2025", "Gutschrift Gehalt", "2.310,00"],
        ["05.03.2025", "Kartenzahlung Rewe", "-31,47"],
        ["07.03.2025", "Dauerauftrag Miete", "-950,00"],
      ],
      lines: ["Mandatsreferenz 771233", "End-to-End-Ref. 2025-03"],
      want: [
        ["2025-03-02", "84.20"],
        ["2025-03-04", "-2310.00"],
        ["2025-03-05", "31.47"],
        ["2025-03-07", "950.00"],
      ],
    },
    {
      bank: "a German cooperative bank, S and H after the amount",
      header: ["Buchungstag", "Vorgang/Verwendungszweck", "Umsatz"],
      page: "Blatt 2",
      rows: [
        ["03.02.2025", "Kartenzahlung Edeka", "45,90 S"],
        ["06.02.2025", "Gutschrift Lohn", "1.200,00 H"],
        ["09.02.2025", "Lastschrift EnBW", "61,33 S"],
        ["11.02.2025", "Auszahlung GAA", "40,00 S"],
      ],
      lines: ["Karte **** 2291", "Ref. 889221004"],
      want: [
        ["2025-02-03", "45.90"],
        ["2025-02-06", "-1200.00"],
        ["2025-02-09", "61.33"],
        ["2025-02-11", "40.00"],
      ],
    },
    {
      bank: "a Japanese bank, 出金 and 入金 after the amount",
      header: ["取引日", "摘要", "金額"],
      page: "2ページ",
      rows: [
        ["2025/03/03", "カード イオン", "3,280 出金"],
        ["2025/03/10", "給与 株式会社ミライ", "285,000 入金"],
        ["2025/03/12", "電気料金 東京電力", "8,412 出金"],
        ["2025/03/15", "ATM 引出", "20,000 出金"],
      ],
      lines: ["取引番号 0012345", "カード **** 7781"],
      want: [
        ["2025-03-03", "3280.00"],
        ["2025-03-10", "-285000.00"],
        ["2025-03-12", "8412.00"],
        ["2025-03-15", "20000.00"],
      ],
    },
  ];
  for (const s of statements) {
    it(s.bank, () => {
      const record = (row: [Cell, string, Cell]): Cell[][] => [row, ...s.lines.map((line) => [null, line])];
      const [a, b, c, d] = s.rows;
      const sheet: Cell[][] = [
        ["Statement"],
        [],
        s.header,
        ...record(a!),
        ...record(b!),
        [],
        [s.page],
        s.header,
        ...record(c!),
        ...record(d!),
      ];
      expect(planSheet(xlsxOf(sheet))).toMatchObject({ items: s.want, errors: 0 });
    });
  }
  it("the table's rows are written as wide as it, as a sheet saved as CSV is; a closing line under it keeps its width", () => {
    const rows = [
      ["Date", "Payee", "Amount"],
      ["2025-01-02", "Cafe", -4.5],
      [null, "ref 1"],
      ["2025-01-03", "Bar", -2],
      ["Closing", 93.5],
    ];
    expect(sheetText(xlsxOf(rows))).toBe("Date,Payee,Amount\r\n2025-01-02,Cafe,-4.5\r\n,ref 1,\r\n2025-01-03,Bar,-2\r\nClosing,93.5\r\n");
  });
});

describe("typed balances beside amounts written as text are read in the text's decimal mark", () => {
  // A bank's sheet types its running balance as a number and writes each amount as text in its own style, often with
  // its direction word after the number.
  const statements: { bank: string; header: string[]; rows: Cell[][]; want: Want }[] = [
    {
      bank: "a Danish bank, the direction after the amount",
      header: ["Dato", "Tekst", "Beløb", "Saldo"],
      rows: [
        [null, "Primosaldo", null, num(4384.64)],
        [day("2025-02-01"), "Løn Carlsberg A/S", "1.285,51 Indsat", num(5670.15)],
        [day("2025-02-03"), "Husleje Boligselskab", "16,13 Hævet", num(5654.02)],
        [day("2025-02-07"), "Betalingsservice Ørsted", "2.021,87 Hævet", num(3632.15)],
      ],
      want: [
        ["2025-02-01", "-1285.51"],
        ["2025-02-03", "16.13"],
        ["2025-02-07", "2021.87"],
      ],
    },
    {
      bank: "a German bank, signed text amounts",
      header: ["Datum", "Buchungstext", "Umsatz", "Kontostand"],
      rows: [
        [day("2025-04-01"), "Miete April", "-1.150,00", num(2349.5)],
        [day("2025-04-02"), "Gehalt", "3.412,18", num(5761.68)],
        [day("2025-04-03"), "Edeka", "-23,40", num(5738.28)],
      ],
      want: [
        ["2025-04-01", "1150.00"],
        ["2025-04-02", "-3412.18"],
        ["2025-04-03", "23.40"],
      ],
    },
    {
      bank: "a French bank, grouped by spaces, the currency after",
      header: ["Date", "Libellé", "Montant", "Solde"],
      rows: [
        [day("2025-05-02"), "CB Carrefour", "-84,12 €", num(1915.88)],
        [day("2025-05-05"), "Virement salaire", "2 480,00 €", num(4395.88)],
        [day("2025-05-07"), "Prélèvement EDF", "-61,05 €", num(4334.83)],
      ],
      want: [
        ["2025-05-02", "84.12"],
        ["2025-05-05", "-2480.00"],
        ["2025-05-07", "61.05"],
      ],
    },
  ];
  for (const s of statements) {
    it(s.bank, () => {
      expect(planSheet(xlsxOf([["Statement"], [], s.header, ...s.rows]))).toMatchObject({ items: s.want, status: "balanced", errors: 0 });
    });
  }
  it("a sheet of typed amounts stays as it was, whatever its prose holds ('0,5 l', '3,20 EUR fee waived on')", () => {
    const text = sheetText(
      xlsxOf([
        ["Date", "Payee", "Amount", "Balance"],
        [day("2025-06-01"), "Milk 0,5 l", num(-1.25), num(98.75)],
        [day("2025-06-02"), "3,20 EUR fee waived on transfer", num(-10.5), num(88.25)],
      ]),
    );
    expect(text).toContain("-1.25,98.75");
    expect(text).toContain("-10.5,88.25");
  });
  it("typed amounts beside English text amounts keep the point", () => {
    const text = sheetText(
      xlsxOf([
        ["Date", "Payee", "Amount", "Balance"],
        [day("2025-06-01"), "Store", "1,285.51 DR", num(98.75)],
        [day("2025-06-02"), "Salary", "2,000.00 CR", num(2098.75)],
      ]),
    );
    expect(text).toContain(",98.75");
  });
});

describe("whole amounts are read as units or as cents only where something proves which", () => {
  const sheet = (header: string[], rows: Cell[][]) => xlsxOf([["Statement"], [], header, ...rows]);
  it.each([
    ["a US bank", ["Date", "Description", "Amount", "Balance"]],
    ["a Polish bank", ["Data", "Opis", "Kwota", "Saldo"]],
    ["a Brazilian bank", ["Data", "Histórico", "Valor", "Saldo"]],
  ])("%s: whole amounts under whole balances add up at either scale, so they are never balanced", (_bank, header) => {
    const read = planSheet(
      sheet(header, [
        [day("2025-03-01"), "Transfer", -1692, 436637],
        [day("2025-03-02"), "Grocer", -955, 435682],
        [day("2025-03-04"), "Salary", 250000, 685682],
      ]),
    );
    expect(read.status).toBe("partial");
    expect(read.items).toEqual([
      ["2025-03-01", "1692.00"],
      ["2025-03-02", "955.00"],
      ["2025-03-04", "-250000.00"],
    ]);
  });
  it("look-alike: a balance written with decimals proves whole amounts are units", () => {
    const read = planSheet(
      sheet(
        ["Date", "Description", "Amount", "Balance"],
        [
          [day("2025-03-01"), "Transfer", -25, num(975.5)],
          [day("2025-03-02"), "Grocer", -40, num(935.5)],
        ],
      ),
    );
    expect(read).toMatchObject({
      status: "balanced",
      items: [
        ["2025-03-01", "25.00"],
        ["2025-03-02", "40.00"],
      ],
    });
  });
  it("look-alike: a currency without minor units (forint) is proved by its whole balances", () => {
    const read = planSheet(
      sheet(
        ["Dátum", "Közlemény", "Összeg", "Pénznem", "Egyenleg"],
        [
          [day("2025-03-01"), "Tesco", -12990, "HUF", 436637],
          [day("2025-03-02"), "MOL", -18500, "HUF", 418137],
        ],
      ),
    );
    expect(read.status).toBe("balanced");
  });
  it.each([
    ["Danish", ["Dato", "Tekst", "Beløb (øre)"]],
    ["Finnish", ["Päivämäärä", "Selite", "Summa (senttiä)"]],
    ["Romanian", ["Data", "Descriere", "Sumă (bani)"]],
    ["Italian", ["Data", "Descrizione", "Importo (centesimi)"]],
  ])("a %s header naming its hundredths reads whole amounts as cents", (_language, header) => {
    const read = planSheet(
      sheet(header, [
        [day("2025-03-01"), "Netto", -1692],
        [day("2025-03-02"), "Løn", 250000],
      ]),
    );
    expect(read.items).toEqual([
      ["2025-03-01", "16.92"],
      ["2025-03-02", "-2500.00"],
    ]);
  });
});

describe("a statement of a section per currency reads every section's rows, each in its own table", () => {
  // One account's sub-accounts, each under its currency's title with the header again: a later section that has no
  // money in leaves its last column empty on every row (the sheet's cells end at its debits), and a section whose
  // side is empty writes a zero there. Every section's rows are planned; none is taken for a notice of no money.
  const section = (title: string, header: Cell[], rows: Cell[][]): Cell[][] => [[title], header, ...rows];
  it("an Arabic bank's: a dollar section of debits only under a riyal one (Arabic-Indic digits)", () => {
    const header = ["التاريخ", "البيان", "مدين", "دائن"];
    const sheet: Cell[][] = [
      ["كشف حساب"],
      ["الحساب", "SA96 4885 7717 8729 5654"],
      [],
      ...section("العملة: SAR", header, [
        ["٠٣/١٠/٢٠٢٥", "تحويل وارد من سارة", null, "١٬٨٨٥٫٨١"],
        ["٠٩/١٠/٢٠٢٥", "شراء بطاقة مدى", "١٤٣٫٦٨"],
        ["٢٣/١٠/٢٠٢٥", "راتب شركة الأفق", null, "٢٬١٥٣٫٦٢"],
      ]),
      ...section("العملة: USD", header, [
        ["١٥/١٠/٢٠٢٥", "تحويل إلى محمد", "٣١٫٣١"],
        ["١٩/١٠/٢٠٢٥", "شراء بطاقة", "٢٫٥١"],
        ["٢٢/١٠/٢٠٢٥", "سحب نقدي صراف آلي", "٦٤٫٤٩"],
        ["٢٨/١٠/٢٠٢٥", "APPLE.COM/BILL", "٢٧٣٫٦٠"],
      ]),
    ];
    expect(planSheet(xlsxOf(sheet))).toMatchObject({
      items: [
        ["2025-10-03", "-1885.81"],
        ["2025-10-09", "143.68"],
        ["2025-10-23", "-2153.62"],
        ["2025-10-15", "31.31"],
        ["2025-10-19", "2.51"],
        ["2025-10-22", "64.49"],
        ["2025-10-28", "273.60"],
      ],
      errors: 0,
    });
  });
  it("a Polish bank's: a euro section of debits only, typed day and number cells", () => {
    const header = ["Data", "Opis", "Obciążenia", "Uznania"];
    const sheet: Cell[][] = [
      ["Wyciąg"],
      ...section("Waluta: PLN", header, [
        [day("2025-04-02"), "Wynagrodzenie", null, num(6200)],
        [day("2025-04-03"), "Biedronka", num(84.15)],
      ]),
      ...section("Waluta: EUR", header, [
        [day("2025-04-05"), "Booking.com", num(120.5)],
        [day("2025-04-07"), "Ryanair", num(39.99)],
        [day("2025-04-09"), "Bankomat Wien", num(50)],
      ]),
    ];
    expect(planSheet(xlsxOf(sheet))).toMatchObject({
      items: [
        ["2025-04-02", "-6200.00"],
        ["2025-04-03", "84.15"],
        ["2025-04-05", "120.50"],
        ["2025-04-07", "39.99"],
        ["2025-04-09", "50.00"],
      ],
      errors: 0,
    });
  });
  // Headers no word list knows (Armenian, Georgian): the money typed by its values. Each section runs its own balance.
  const zeros: { bank: string; header: Cell[]; titles: [string, string] }[] = [
    {
      bank: "an Armenian bank's, the empty side a zero and the first section all debits",
      header: ["Ամսաթիվ", "Նկարագրություն", "Դեբետ", "Կրեդիտ", "Մնացորդ"],
      titles: ["Արժույթ: AMD", "Արժույթ: EUR"],
    },
    {
      bank: "a Georgian bank's, likewise",
      header: ["თარიღი", "აღწერა", "გასავალი", "შემოსავალი", "ნაშთი"],
      titles: ["ვალუტა: GEL", "ვალუტა: USD"],
    },
  ];
  for (const z of zeros) {
    it(z.bank, () => {
      const sheet: Cell[][] = [
        ["Statement 6086 8832 5415 1715"],
        [],
        ...section(z.titles[0], z.header, [
          ["01/05/2026", "Electricity", "34,182.78", "0.00", "626,762.24"],
          ["08/05/2026", "Service fee", "1,026.09", "0.00", "625,736.15"],
          ["18/05/2026", "Transfer", "5,288.14", "0.00", "620,448.01"],
          ["29/05/2026", "Electricity", "12,927.06", "0.00", "607,520.95"],
        ]),
        ...section(z.titles[1], z.header, [
          ["19/05/2026", "Salary", "0.00", "197.22", "833.82"],
          ["21/05/2026", "Salary", "0.00", "120.98", "954.80"],
          ["22/05/2026", "Electricity", "2.82", "0.00", "951.98"],
        ]),
      ];
      expect(planSheet(xlsxOf(sheet))).toMatchObject({
        items: [
          ["2026-05-01", "34182.78"],
          ["2026-05-08", "1026.09"],
          ["2026-05-18", "5288.14"],
          ["2026-05-29", "12927.06"],
          ["2026-05-19", "-197.22"],
          ["2026-05-21", "-120.98"],
          ["2026-05-22", "2.82"],
        ],
        errors: 0,
      });
    });
  }
  it("look-alike: one currency with a currency column reads as one table, as before", () => {
    const sheet: Cell[][] = [
      ["Kontoauszug"],
      ["Datum", "Text", "Währung", "Betrag", "Saldo"],
      ["02.03.2025", "Rewe", "EUR", "-31,47", "1.168,53"],
      ["04.03.2025", "Gehalt", "EUR", "2.310,00", "3.478,53"],
      ["05.03.2025", "Miete", "EUR", "-950,00", "2.528,53"],
    ];
    expect(planSheet(xlsxOf(sheet))).toMatchObject({
      items: [
        ["2025-03-02", "31.47"],
        ["2025-03-04", "-2310.00"],
        ["2025-03-05", "950.00"],
      ],
      status: "balanced",
      errors: 0,
    });
  });
  it("look-alike: a foreign amount beside the account's (a zero where none) is no in/out pair", () => {
    const sheet: Cell[][] = [
      ["Statement"],
      ["Ամսաթիվ", "Նկարագրություն", "Գումար", "Արտարժույթ", "Մնացորդ"],
      ["01/05/2026", "Amazon", "-4,100.00", "10.50", "95,900.00"],
      ["03/05/2026", "Grocery", "-2,500.00", "0.00", "93,400.00"],
      ["05/05/2026", "Salary", "300,000.00", "0.00", "393,400.00"],
      ["07/05/2026", "Netflix", "-6,200.00", "15.99", "387,200.00"],
    ];
    expect(planSheet(xlsxOf(sheet))).toMatchObject({
      items: [
        ["2026-05-01", "4100.00"],
        ["2026-05-03", "2500.00"],
        ["2026-05-05", "-300000.00"],
        ["2026-05-07", "6200.00"],
      ],
      status: "balanced",
      errors: 0,
    });
  });
});
