// A text PDF's statement as the table the CSV reader plans: "Date,Description,Debit,Credit[,Balance]" between an
// opening and a closing balance line in the holder's view; a card's bill in what is owed; a year from the statement.
import { describe, expect, it } from "vitest";
import type { Word } from "../../../src/formats/pdf/layout";
import { written } from "./table-rows";
import { page } from "./page-words";
import { statementDay, statementTables } from "../../../src/formats/pdf/statement";
import { planCsv } from "../../../src/formats/csv";

const csv = (pages: Word[][]) => {
  const read = statementTables(pages);
  if (!read.ok) throw new Error(read.reason);
  return read.value.map((t) => [new TextDecoder().decode(t.text).trim().split("\r\n"), t.warnings]);
};

describe("rows are written as Date,Description,Debit,Credit, with their balance when every row prints one", () => {
  it("reads a checking account's debits and credits (an English statement)", () => {
    const pages = [
      page(
        [["Statement period 01/03/2025 to 31/03/2025", 40]],
        [
          ["Date", 40],
          ["Description", 110],
          ["Debit", 380, "r"],
          ["Credit", 460, "r"],
          ["Balance", 530, "r"],
        ],
        [
          ["01/03/2025", 40],
          ["Opening balance", 110],
          ["1,000.00", 530, "r"],
        ],
        [
          ["03/03/2025", 40],
          ["Corner Grocery", 110],
          ["45.20", 380, "r"],
          ["954.80", 530, "r"],
        ],
        [
          ["10/03/2025", 40],
          ["Salary March", 110],
          ["2,000.00", 460, "r"],
          ["2,954.80", 530, "r"],
        ],
        [
          ["31/03/2025", 40],
          ["Closing balance", 110],
          ["2,954.80", 530, "r"],
        ],
      ),
    ];
    const [[lines]] = csv(pages) as [[string[], string[]]];
    expect(lines).toContain("Date,Description,Debit,Credit,Balance");
    expect(lines).toContain("2025-03-03,Corner Grocery,45.20,,954.80");
    expect(lines).toContain("2025-03-10,Salary March,,2000.00,2954.80");
  });
});

describe("a shop's short name with a number is its row's payee once the table is planned", () => {
  // "BP 1234", "PG 0", "GAP 12" read as amounts with a word: the Description of a Debit/Credit table is still the payee.
  const payees = (pages: Word[][]) => {
    const read = statementTables(pages);
    if (!read.ok) throw new Error(read.reason);
    return planCsv(read.value[0]!.text, { accountId: 1 }).items.map((i) => i.item.payee);
  };
  type Cell = [string, number, "r"?];
  const rows = (shops: [day: string, shop: string, out: string, balance: string][], x: { debit: number; balance: number }) =>
    shops.map(([day, shop, out, balance]): Cell[] => [
      [day, 40],
      [shop, 110],
      [out, x.debit, "r"],
      [balance, x.balance, "r"],
    ]);

  /** One page of a statement: its title, its table's header words, its opening and closing lines around the shops. */
  const statement = (
    title: string,
    header: [date: string, text: string, debit: string, credit: string, balance: string],
    opening: [day: string, label: string, amount: string],
    shops: [day: string, shop: string, out: string, balance: string][],
    closing: [day: string, label: string, amount: string],
  ) => [
    page(
      [[title, 40]],
      [
        [header[0], 40],
        [header[1], 110],
        [header[2], 380, "r"],
        [header[3], 460, "r"],
        [header[4], 530, "r"],
      ],
      [
        [opening[0], 40],
        [opening[1], 110],
        [opening[2], 530, "r"],
      ],
      ...rows(shops, { debit: 380, balance: 530 }),
      [
        [closing[0], 40],
        [closing[1], 110],
        [closing[2], 530, "r"],
      ],
    ),
  ];

  it("an English statement with debits and a running balance", () => {
    const pages = statement(
      "Statement period 01/03/2025 to 31/03/2025",
      ["Date", "Description", "Debit", "Credit", "Balance"],
      ["01/03/2025", "Opening balance", "1,000.00"],
      [
        ["14/03/2025", "BP 1234", "45.10", "954.90"],
        ["17/03/2025", "PG 0", "12.00", "942.90"],
        ["19/03/2025", "SHELL 4411", "60.00", "882.90"],
        ["23/03/2025", "GAP 12", "20.00", "862.90"],
      ],
      ["31/03/2025", "Closing balance", "862.90"],
    );
    expect(payees(pages)).toEqual(["BP 1234", "PG 0", "SHELL 4411", "GAP 12"]);
  });

  it("a German Kontoauszug with Soll and Haben", () => {
    const pages = statement(
      "Kontoauszug 3/2025 vom 31.03.2025",
      ["Datum", "Buchungstext", "Soll", "Haben", "Saldo"],
      ["01.03.2025", "Alter Saldo", "1.000,00"],
      [
        ["14.03.2025", "DM 1234", "23,45", "976,55"],
        ["17.03.2025", "OMV 12", "58,10", "918,45"],
        ["19.03.2025", "AB 12 CD", "44,00", "874,45"],
      ],
      ["31.03.2025", "Neuer Saldo", "874,45"],
    );
    expect(payees(pages)).toEqual(["DM 1234", "OMV 12", "AB 12 CD"]);
  });
});

describe("a card's bill, its purchases printed positive, is read as what is owed: purchases are money out", () => {
  it("reads a Brazilian fatura without balances, a year from its date, and warns that nothing proves it", () => {
    const pages = [
      page(
        [["Fatura do cartão de crédito", 40]],
        [["Data de emissão: 05/06/2025", 40]],
        [
          ["Data", 40],
          ["Lançamento", 110],
          ["Valor", 460, "r"],
        ],
        [
          ["12/05", 40],
          ["MERCADO CENTRAL", 110],
          ["89,90", 460, "r"],
        ],
        [
          ["15/05", 40],
          ["FARMACIA SAO JOAO", 110],
          ["32,50", 460, "r"],
        ],
        [
          ["20/05", 40],
          ["POSTO SHELL", 110],
          ["150,00", 460, "r"],
        ],
        [
          ["28/05", 40],
          ["PAGAMENTO RECEBIDO", 110],
          ["-500,00", 460, "r"],
        ],
      ),
    ];
    expect(csv(pages)).toEqual([
      [
        [
          "Date,Description,Debit,Credit",
          "2025-05-12,MERCADO CENTRAL,89.90,",
          "2025-05-15,FARMACIA SAO JOAO,32.50,",
          "2025-05-20,POSTO SHELL,150.00,",
          "2025-05-28,PAGAMENTO RECEBIDO,,500.00",
        ],
        ["the PDF states no balances its rows add up to: check the rows against the statement before importing"],
      ],
    ]);
  });
});

describe("a page of no dated rows is no table", () => {
  it("fails, saying so", () => {
    const read = statementTables([page([["Dear customer,", 40]], [["your statement is attached.", 40]])]);
    expect(read).toEqual({ ok: false, reason: "no table of dated transactions was found in its text" });
  });
});

describe("the statement's day: the latest full date on a line naming the statement's date, else of the commonest year", () => {
  it("takes the hinted line's latest date over later dates elsewhere", () => {
    const words = page([["Statement date 15.04.2024", 40]], [["Valid until 30.06.2026", 40]], [["Printed 01.04.2024", 40]]);
    expect(statementDay([words], true)).toBe("2024-04-15");
  });

  it("without a hint, takes the latest date of the year most dates are in", () => {
    const words = page([["03.02.2025", 40]], [["28.02.2025", 40]], [["01.01.2031", 40]]);
    expect(statementDay([words], true)).toBe("2025-02-28");
    expect(statementDay([page([["no dates here", 40]])], true)).toBeNull();
  });
});

describe("a card's word in a row's description does not make an account a card's bill", () => {
  it.each([
    [
      "Portuguese",
      "Extrato de conta",
      ["Salário Empresa Lima", "Compra cartão Pão de Açúcar", "Pix recebido Maria", "Saque Banco 24 Horas", "Pix recebido João"],
    ],
    [
      "German",
      "Kontoauszug",
      ["Gehalt Müller KG", "Kreditkarte Abrechnung Visa", "Erstattung Finanzamt", "Bargeldauszahlung", "Überweisung von Jana"],
    ],
    [
      "Spanish",
      "Extracto de cuenta",
      ["Nómina Empresa SL", "Pago tarjeta Mercadona", "Bizum de Lucía", "Retirada cajero", "Transferencia recibida"],
    ],
  ] as const)("%s: money in printed positive stays money in", (_language, title, [salary, card, inA, cash, inB]) => {
    const pages = [
      page(
        [[title, 40]],
        [["01/03/2025 - 31/03/2025", 40]],
        [
          ["Data", 40],
          ["Text", 110],
          ["Valor", 460, "r"],
        ],
        [
          ["04/03/2025", 40],
          [salary, 110],
          ["539,67", 460, "r"],
        ],
        [
          ["05/03/2025", 40],
          [card, 110],
          ["-125,23", 460, "r"],
        ],
        [
          ["13/03/2025", 40],
          [inA, 110],
          ["8.087,11", 460, "r"],
        ],
        [
          ["20/03/2025", 40],
          [cash, 110],
          ["-40,00", 460, "r"],
        ],
        [
          ["26/03/2025", 40],
          [inB, 110],
          ["1.847,82", 460, "r"],
        ],
      ),
    ];
    const [[lines]] = csv(pages) as [[string[]]];
    expect(lines.slice(1)).toEqual([
      `2025-03-04,${salary},,539.67`,
      `2025-03-05,${card},125.23,`,
      `2025-03-13,${inA},,8087.11`,
      `2025-03-20,${cash},40.00,`,
      `2025-03-26,${inB},,1847.82`,
    ]);
  });

  it("a look-alike: a card's bill that names the card in its heading keeps its purchases money out", () => {
    const pages = [
      page(
        [["Credit card statement", 40]],
        [["Statement date 31/03/2025", 40]],
        [
          ["Date", 40],
          ["Description", 110],
          ["Amount", 460, "r"],
        ],
        [
          ["04/03/2025", 40],
          ["GROCER", 110],
          ["53.20", 460, "r"],
        ],
        [
          ["05/03/2025", 40],
          ["PAYMENT RECEIVED", 110],
          ["-100.00", 460, "r"],
        ],
        [
          ["13/03/2025", 40],
          ["FUEL", 110],
          ["40.00", 460, "r"],
        ],
      ),
    ];
    const [[lines]] = csv(pages) as [[string[]]];
    expect(lines.slice(1)).toEqual(["2025-03-04,GROCER,53.20,", "2025-03-05,PAYMENT RECEIVED,,100.00", "2025-03-13,FUEL,40.00,"]);
  });
});

describe("an opening and a closing balance printed as dated rows, the empty side as 0,00, are the statement's balances", () => {
  it.each([
    ["Polish", ["Saldo początkowe", "Saldo końcowe"], ["Obciążenia", "Uznania"]],
    ["Portuguese", ["Saldo inicial", "Saldo final"], ["Débito", "Crédito"]],
    ["Croatian", ["Početno stanje", "Završno stanje"], ["Duguje", "Potražuje"]],
  ] as const)("%s: the rows between them are the transactions, proved by them", (_language, [opening, closing], [out, inn]) => {
    const pages = [
      page(
        [["01.10.2026 - 31.10.2026", 40]],
        [
          ["Data", 40],
          ["Opis", 110],
          [out, 380, "r"],
          [inn, 460, "r"],
        ],
        [
          ["01.10.2026", 40],
          [opening, 110],
          ["0,00", 380, "r"],
          ["7 025,68", 460, "r"],
        ],
        [
          ["02.10.2026", 40],
          ["Opłata za rachunek", 110],
          ["885,27", 380, "r"],
          ["0,00", 460, "r"],
        ],
        [
          ["06.10.2026", 40],
          ["Przelew przychodzący", 110],
          ["0,00", 380, "r"],
          ["2 775,04", 460, "r"],
        ],
        [
          ["13.10.2026", 40],
          ["Płatność kartą", 110],
          ["1 568,83", 380, "r"],
          ["0,00", 460, "r"],
        ],
        [
          ["31.10.2026", 40],
          [closing, 110],
          ["0,00", 380, "r"],
          ["7 346,62", 460, "r"],
        ],
      ),
    ];
    expect(csv(pages)).toEqual([
      [
        [
          "Opening balance,,7025.68",
          "Date,Description,Debit,Credit",
          "2026-10-02,Opłata za rachunek,885.27,",
          "2026-10-06,Przelew przychodzący,,2775.04",
          "2026-10-13,Płatność kartą,1568.83,",
          "Closing balance,,7346.62",
        ],
        [],
      ],
    ]);
  });
});

describe("a section's close call on its sense takes the sense of the sections the figures decided", () => {
  /** Accounts one after the other, each under its number, between its opening and its closing balance. */
  const accounts = (
    word: string,
    [first, last]: readonly [string, string],
    each: readonly (readonly [string, number, readonly (readonly [string, string, number])[]])[],
  ) =>
    page(
      ...each.flatMap(([number, start, rows]): Cells[] => [
        [[`${word} ${number}`, 40]],
        [
          [first, 300],
          [euros(start), 460, "r"],
        ],
        [
          ["Dato", 40],
          ["Tekst", 110],
          ["Beløb", 460, "r"],
        ],
        ...rows.map(([day, text, cents]): Cells => [
          [day, 40],
          [text, 110],
          [euros(cents), 460, "r"],
        ]),
        [
          [last, 300],
          [euros(start + rows.reduce((s, r) => s + r[2], 0)), 460, "r"],
        ],
      ]),
    );

  it.each([
    ["Danish", "Konto", ["Primosaldo", "Ultimosaldo"], ["Løn Carlsberg A/S", "Overførsel fra Lars"]],
    ["Portuguese", "Conta", ["Saldo inicial", "Saldo final"], ["Salário Empresa Lima", "Pix recebido João"]],
    ["Swedish", "Konto", ["Ingående saldo", "Utgående saldo"], ["Lön Volvo AB", "Swish från Karin"]],
  ] as const)(
    "%s: an account of salaries beside an account of payments keeps them money in",
    (_language, word, labels, [salary, transfer]) => {
      const pages = [
        accounts(word, labels, [
          [
            "1234567890",
            120000,
            [
              ["03.06.2025", "Netto", -2310],
              ["05.06.2025", "Husleje", -85000],
              ["09.06.2025", "Ørsted", -4520],
              ["12.06.2025", "Netto", -1875],
            ],
          ],
          [
            "9876543210",
            50000,
            [
              ["01.06.2025", salary, 310000],
              ["15.06.2025", transfer, 2500],
              ["30.06.2025", salary, 310000],
            ],
          ],
        ]),
      ];
      const tables = csv(pages) as [string[], string[]][];
      expect(tables[1]?.[0].filter((l) => /^2025/.test(l))).toEqual([
        `2025-06-01,${salary},,3100.00`,
        `2025-06-15,${transfer},,25.00`,
        `2025-06-30,${salary},,3100.00`,
      ]);
    },
  );

  it("a look-alike: a lone section of rows printed positive, no section beside it to decide, keeps its own (a bill's) reading", () => {
    const pages = [
      accounts(
        "Konto",
        ["Primosaldo", "Ultimosaldo"],
        [
          [
            "9876543210",
            50000,
            [
              ["01.06.2025", "Netto", 31000],
              ["15.06.2025", "Shell", 2500],
              ["30.06.2025", "Netto", 3100],
            ],
          ],
        ],
      ),
    ];
    const [[lines]] = csv(pages) as [[string[]]];
    expect(lines.filter((l) => /^2025/.test(l))).toEqual([
      "2025-06-01,Netto,310.00,",
      "2025-06-15,Shell,25.00,",
      "2025-06-30,Netto,31.00,",
    ]);
  });

  it("a look-alike: two accounts of debits only keep them money out", () => {
    const pages = [
      accounts(
        "Konto",
        ["Primosaldo", "Ultimosaldo"],
        [
          [
            "1234567890",
            120000,
            [
              ["03.06.2025", "Netto", -2310],
              ["05.06.2025", "Husleje", -85000],
            ],
          ],
          [
            "9876543210",
            50000,
            [
              ["01.06.2025", "Ørsted", -4520],
              ["15.06.2025", "Netto", -1875],
              ["30.06.2025", "Gebyr", -500],
            ],
          ],
        ],
      ),
    ];
    const tables = csv(pages) as [string[], string[]][];
    expect(tables.map(([lines]) => lines.filter((l) => /^2025/.test(l)))).toEqual([
      ["2025-06-03,Netto,23.10,", "2025-06-05,Husleje,850.00,"],
      ["2025-06-01,Ørsted,45.20,", "2025-06-15,Netto,18.75,", "2025-06-30,Gebyr,5.00,"],
    ]);
  });
});

/** A line's cells, as page() takes them. */
type Cells = [string, number, "r"?][];

/** Cents as a Danish or German statement prints them: "1.234,56", "-23,10". */
function euros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${String(abs % 100).padStart(2, "0")}`;
}

describe("each currency section of a statement reads its amounts in the number form it prints", () => {
  type Cells = [string, number, "r"?][];
  const row = (date: string, text: string, ...amounts: string[]): Cells => [
    [date, 40],
    [text, 120],
    ...amounts.map((a, i): [string, number, "r"] => [a, 380 + 90 * i, "r"]),
  ];
  const figure = (label: string, amount: string): Cells => [
    [label, 120],
    [amount, 380, "r"],
  ];

  it("a Vietnamese account in dong and in euro, each section with its running balance: every row of both", () => {
    const read = written([
      page(
        [["Sao kê tài khoản", 40]],
        [["Tài khoản: 8844 5720 7093 2932", 40]],
        [["Loại tiền: VND", 40]],
        [
          ["Ngày giao dịch", 40],
          ["Diễn giải", 120],
          ["Số tiền", 380, "r"],
          ["Số dư", 470, "r"],
        ],
        row("02/06/2025", "Lương Công ty TNHH Minh Phát", "2.336.350", "131.250.390"),
        row("04/06/2025", "Chuyển khoản cho Nguyễn Văn An", "-90.670", "131.159.720"),
        row("10/06/2025", "Thanh toán thẻ Co.opmart", "-8.121.690", "123.038.030"),
        [["Loại tiền: EUR", 40]],
        [
          ["Ngày giao dịch", 40],
          ["Diễn giải", 120],
          ["Số tiền", 380, "r"],
          ["Số dư", 470, "r"],
        ],
        row("01/06/2025", "IKEA", "-2,11", "3.031,88"),
        row("04/06/2025", "Lương Công ty TNHH Minh Phát", "973,28", "4.005,16"),
        row("28/06/2025", "Phí quản lý tài khoản", "-110,90", "3.894,26"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2025-06-02", "-2336350.00"],
      ["2025-06-04", "90670.00"],
      ["2025-06-10", "8121690.00"],
      ["2025-06-01", "2.11"],
      ["2025-06-04", "-973.28"],
      ["2025-06-28", "110.90"],
    ]);
  });

  it("a Hungarian account in forint and in euro, each section proved by its own opening and closing", () => {
    const read = written([
      page(
        [["Számlakivonat", 40]],
        [["Deviza: HUF", 40]],
        [
          ["Dátum", 40],
          ["Közlemény", 120],
          ["Összeg", 380, "r"],
        ],
        row("2025.06.05.", "Munkabér Richter Gedeon Nyrt.", "179 810"),
        row("2025.06.07.", "ATM készpénzfelvétel", "-66 660"),
        row("2025.06.16.", "Átutalás Kovács Péter", "-142 530"),
        figure("Nyitó egyenleg", "459 350"),
        figure("Záró egyenleg", "429 970"),
        [["Deviza: EUR", 40]],
        [
          ["Dátum", 40],
          ["Közlemény", 120],
          ["Összeg", 380, "r"],
        ],
        row("2025.06.01.", "Munkabér Richter Gedeon Nyrt.", "1 091,54"),
        row("2025.06.12.", "Csoportos beszedés ELMŰ", "-20,01"),
        row("2025.06.24.", "Kártyás vásárlás Spar", "-21,24"),
        figure("Nyitó egyenleg", "691,67"),
        figure("Záró egyenleg", "1 741,96"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2025-06-05", "-179810.00"],
      ["2025-06-07", "66660.00"],
      ["2025-06-16", "142530.00"],
      ["2025-06-01", "-1091.54"],
      ["2025-06-12", "20.01"],
      ["2025-06-24", "21.24"],
    ]);
    expect(read.warnings.some((w) => w.includes("2 sections"))).toBe(true);
  });

  it("a Korean account in won and in dollars, both grouped with commas: the won whole, the dollars with cents", () => {
    const read = written([
      page(
        [["거래내역서 통화 KRW", 40]],
        [
          ["거래일", 40],
          ["적요", 120],
          ["출금", 380, "r"],
          ["입금", 470, "r"],
        ],
        row("2026.03.02", "급여 삼성전자", "", "3,250,000"),
        row("2026.03.05", "이마트 결제", "87,500"),
        row("2026.03.09", "관리비 자동이체", "212,340"),
        [["통화 USD", 40]],
        [
          ["거래일", 40],
          ["적요", 120],
          ["출금", 380, "r"],
          ["입금", 470, "r"],
        ],
        row("2026.03.03", "AMAZON MKTPLACE", "45.99"),
        row("2026.03.11", "Wire from Kim", "", "1,250.00"),
        row("2026.03.20", "SPOTIFY", "10.99"),
      ).filter((w) => w.text !== ""),
    ]);
    expect(read.rows).toEqual([
      ["2026-03-02", "-3250000.00"],
      ["2026-03-05", "87500.00"],
      ["2026-03-09", "212340.00"],
      ["2026-03-03", "45.99"],
      ["2026-03-11", "-1250.00"],
      ["2026-03-20", "10.99"],
    ]);
  });

  it("a forint statement alone stays in whole forint, and a euro statement with whole reference numbers with decimals", () => {
    const forint = written([
      page(
        [["Deviza: HUF", 40]],
        [
          ["Dátum", 40],
          ["Közlemény", 120],
          ["Összeg", 380, "r"],
        ],
        figure("Nyitó egyenleg", "226 980"),
        row("2026.06.05.", "Számlavezetési díj", "-1 030"),
        [["Deviza: HUF", 40]],
        row("2026.06.20.", "Munkabér Richter Gedeon Nyrt.", "933 590"),
        row("2026.06.25.", "ATM készpénzfelvétel", "-880"),
        figure("Záró egyenleg", "1 158 660"),
      ),
    ]);
    expect(forint.rows).toEqual([
      ["2026-06-05", "1030.00"],
      ["2026-06-20", "-933590.00"],
      ["2026-06-25", "880.00"],
    ]);
    const euro = written([
      page(
        [["Kontoauszug EUR", 40]],
        [
          ["Datum", 40],
          ["Text", 120],
          ["Beleg", 300, "r"],
          ["Betrag", 380, "r"],
        ],
        [
          ["03.06.2026", 40],
          ["Miete Hausverwaltung", 120],
          ["4711", 300, "r"],
          ["-950,00", 380, "r"],
        ],
        [
          ["15.06.2026", 40],
          ["Gehalt Müller KG", 120],
          ["4712", 300, "r"],
          ["2.400,00", 380, "r"],
        ],
        [["Buchungen ohne Beleg", 40]],
        [
          ["20.06.2026", 40],
          ["Stadtwerke", 120],
          ["4713", 300, "r"],
          ["-85,00", 380, "r"],
        ],
        [
          ["21.06.2026", 40],
          ["Bäckerei", 120],
          ["4714", 300, "r"],
          ["-4,50", 380, "r"],
        ],
      ),
    ]);
    expect(euro.rows).toEqual([
      ["2026-06-03", "950.00"],
      ["2026-06-15", "-2400.00"],
      ["2026-06-20", "85.00"],
      ["2026-06-21", "4.50"],
    ]);
    expect([...forint.warnings, ...euro.warnings].filter((w) => w.includes("number form"))).toEqual([]);
  });

  it("rows of a section in another number form that cannot be told apart from the others' are said, not dropped silently", () => {
    // An Indonesian account whose rupiah rows run on into its dollar rows under one heading: the section's form is
    // the dollars', and the rupiah rows, unread, are counted in a warning.
    const read = written([
      page(
        [["Rekening koran 9026 2846 3051 9150", 40]],
        [
          ["Tanggal", 40],
          ["Keterangan", 120],
          ["Jumlah", 380, "r"],
        ],
        row("03/11/2026", "Gaji PT Sinar Jaya", "15.250.000"),
        row("16/11/2026", "Indomaret", "-156.000"),
        row("02/11/2026", "Transfer dari Siti Rahayu", "328,86"),
        row("08/11/2026", "AMAZON MKTPLACE PMTS", "-146,32"),
        row("13/11/2026", "Biaya administrasi", "-32,47"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-11-02", "-328.86"],
      ["2026-11-08", "146.32"],
      ["2026-11-13", "32.47"],
    ]);
    expect(read.warnings.filter((w) => w.includes("number form"))).toEqual([
      "2 dated lines of the PDF print their amounts in another number form (whole units or decimals) than the rows read, and were not read as rows: check them against the statement before importing",
    ]);
  });
});

describe("each currency section's opening and closing printed as dated rows are its balances, where its rows add up", () => {
  type Cells = [string, number, "r"?][];
  /** A row with money out at 380 and money in at 460 (either left empty). */
  const row = (date: string, text: string, out: string, inn = ""): Cells => [
    [date, 40],
    [text, 120],
    ...(out !== "" ? ([[out, 380, "r"]] as Cells) : []),
    ...(inn !== "" ? ([[inn, 460, "r"]] as Cells) : []),
  ];
  const header = (...words: string[]): Cells => [
    [words[0] ?? "", 40],
    [words[1] ?? "", 120],
    [words[2] ?? "", 380, "r"],
    [words[3] ?? "", 460, "r"],
  ];

  it("a Russian account in roubles and in euro: each section's Входящий and Исходящий остаток are no transactions", () => {
    const read = written([
      page(
        [["Выписка по счёту 40817810099910004312", 40]],
        [["Валюта: RUB", 40]],
        header("Дата", "Описание", "Расход", "Приход"),
        row("01.06.2025", "Входящий остаток", "", "60 096,40"),
        row("03.06.2025", "Пятёрочка оплата картой", "1 250,00"),
        row("10.06.2025", "Зарплата ООО Ромашка", "", "85 000,00"),
        row("30.06.2025", "Исходящий остаток", "", "143 846,40"),
        [["Валюта: EUR", 40]],
        header("Дата", "Описание", "Расход", "Приход"),
        row("01.06.2025", "Входящий остаток", "", "1 200,00"),
        row("12.06.2025", "Booking.com", "310,50"),
        row("30.06.2025", "Исходящий остаток", "", "889,50"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2025-06-03", "1250.00"],
      ["2025-06-10", "-85000.00"],
      ["2025-06-12", "310.50"],
    ]);
    expect(read.warnings.some((w) => w.includes("2 sections"))).toBe(true);
  });

  it("an Italian account in euro and in dollars, the dollars overdrawn: a closing in the money-out column is negative", () => {
    const read = written([
      page(
        [["Estratto conto IT60X0542811101000000123456", 40]],
        [["Valuta: EUR", 40]],
        header("Data", "Descrizione", "Addebiti", "Accrediti"),
        row("01/06/2026", "Saldo iniziale", "", "1.310,47"),
        row("05/06/2026", "Pagamento POS Esselunga", "84,20"),
        row("27/06/2026", "Stipendio Rossi SpA", "", "2.100,00"),
        row("30/06/2026", "Saldo finale", "", "3.326,27"),
        [["Valuta: USD", 40]],
        header("Data", "Descrizione", "Addebiti", "Accrediti"),
        row("01/06/2026", "Saldo iniziale", "", "40,00"),
        row("08/06/2026", "AMAZON MKTPLACE", "95,30"),
        row("19/06/2026", "NETFLIX.COM", "15,49"),
        row("30/06/2026", "Saldo finale", "70,79"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-05", "84.20"],
      ["2026-06-27", "-2100.00"],
      ["2026-06-08", "95.30"],
      ["2026-06-19", "15.49"],
    ]);
  });

  it("a section whose first and last rows its other rows do not add up to keeps them all as transactions", () => {
    const read = written([
      page(
        [["Kontoauszug", 40]],
        [["Währung: EUR", 40]],
        header("Datum", "Text", "Soll", "Haben"),
        row("01.06.2026", "Gutschrift Müller", "", "100,00"),
        row("05.06.2026", "REWE Markt", "20,00"),
        row("30.06.2026", "Gutschrift Schmidt", "", "50,00"),
        [["Währung: USD", 40]],
        header("Datum", "Text", "Soll", "Haben"),
        row("02.06.2026", "Wire in", "", "10,00"),
        row("06.06.2026", "AMAZON", "4,00"),
        row("29.06.2026", "Wire in", "", "7,00"),
      ),
    ]);
    expect(read.rows.map(([date]) => date)).toEqual(["2026-06-01", "2026-06-05", "2026-06-30", "2026-06-02", "2026-06-06", "2026-06-29"]);
  });
});

describe("an account's row alone at a page's foot, under money columns no word names, is proved by the account's figures", () => {
  /** An account whose first row stands alone at the foot of page 1 (its opening above it) and the rest on page 2. */
  const pages = (
    [word, out, into, balance, opening, closing]: readonly [string, string, string, string, string | null, string],
    [foot, ...rest]: readonly (readonly [string, string, number])[],
    start: number,
  ) => {
    const header: Cells = [
      ["Datum", 40],
      ["Opis", 110],
      [out, 300, "r"],
      [into, 380, "r"],
      [balance, 460, "r"],
    ];
    let running = start;
    const row = ([day, text, cents]: readonly [string, string, number]): Cells => {
      running += cents;
      return [
        [day, 40],
        [text, 110],
        [euros(Math.abs(cents)), cents < 0 ? 300 : 380, "r"],
        [euros(running), 460, "r"],
      ];
    };
    const first = page(
      [[`${word} 1234567890`, 40]],
      header,
      [
        [opening ?? "Promet", 110],
        [euros(200000), 460, "r"],
      ],
      row(["02.06.2025", "Najam", -50000]),
      row(["05.06.2025", "Plaća", 120000]),
      [
        [closing, 110],
        [euros(270000), 460, "r"],
      ],
      [[`${word} 9876543210`, 40]],
      header,
      ...(opening === null
        ? []
        : [
            [
              [opening, 110],
              [euros(start), 460, "r"],
            ] as Cells,
          ]),
      (() => {
        running = start;
        return row(foot as [string, string, number]);
      })(),
    );
    const second = page(...rest.map(row), [
      [closing, 110],
      [euros(running), 460, "r"],
    ]);
    return [first, second];
  };

  it.each([
    ["Croatian", ["Račun", "Promet −", "Promet +", "Stanje", "Početno stanje", "Završno stanje"], "Kartično plaćanje Konzum"],
    ["Danish", ["Konto", "Beløb −", "Beløb +", "Saldo", "Primosaldo", "Ultimosaldo"], "Dankort Netto"],
    ["Finnish", ["Tili", "Määrä −", "Määrä +", "Saldo", "Alkusaldo", "Loppusaldo"], "Korttiosto K-Market"],
  ] as const)("%s: a payment alone at the foot of a page is money out, as the opening and closing prove", (_language, words, shop) => {
    const read = csv(
      pages(
        words,
        [
          ["01.06.2025", shop, -1971],
          ["12.06.2025", "Uplata", 123642],
          ["22.06.2025", "IKEA", -7754],
        ],
        45728,
      ),
    );
    expect(read[1]?.[0]).toEqual([
      "Opening balance,,,457.28",
      "Date,Description,Debit,Credit,Balance",
      `2025-06-01,${shop},19.71,,437.57`,
      "2025-06-12,Uplata,,1236.42,1673.99",
      "2025-06-22,IKEA,77.54,,1596.45",
      "Closing balance,,,1596.45",
    ]);
  });

  it("money in alone at the foot of a page stays money in (a Croatian statement)", () => {
    const read = csv(
      pages(
        ["Račun", "Isplata", "Uplata", "Stanje", "Početno stanje", "Završno stanje"],
        [
          ["01.06.2025", "Uplata Marko", 1971],
          ["22.06.2025", "IKEA", -7754],
          ["23.06.2025", "Konzum", -2000],
        ],
        45728,
      ),
    );
    expect(read[1]?.[0]).toEqual([
      "Opening balance,,,457.28",
      "Date,Description,Debit,Credit,Balance",
      "2025-06-01,Uplata Marko,,19.71,476.99",
      "2025-06-22,IKEA,77.54,,399.45",
      "2025-06-23,Konzum,20.00,,379.45",
      "Closing balance,,,379.45",
    ]);
  });

  it("without an opening to prove it, the row's side is said to be open, not read as money in without a word", () => {
    const read = csv(
      pages(
        ["Račun", "Promet −", "Promet +", "Stanje", null, "Završno stanje"],
        [
          ["01.06.2025", "Kartično plaćanje Konzum", -1971],
          ["12.06.2025", "Uplata", 123642],
        ],
        45728,
      ),
    );
    expect(read[1]?.[1]).toContainEqual(expect.stringContaining("nothing else says which"));
  });
});

describe("a lone money column under a header word the CSV reader knows for money out or in moves money that way", () => {
  /** Accounts one after the other, each under its number and a header of two money columns; no balances. */
  const accounts = (word: string, [out, into]: readonly [string, string], each: readonly (readonly [string, number][])[]) =>
    page(
      ...each.flatMap((rows, k): Cells[] => [
        [[`${word} ${k + 1}234567890`, 40]],
        [
          ["Datum", 40],
          ["Popis", 110],
          [out, 300, "r"],
          [into, 380, "r"],
        ],
        ...rows.map(([text, cents], i): Cells => [
          [`0${i + 1}.04.2026`, 40],
          [text, 110],
          [euros(Math.abs(cents)), cents < 0 ? 300 : 380, "r"],
        ]),
      ]),
    );
  const debits = (pages: Word[][]) =>
    csv(pages).map(([lines]) => (lines as string[]).slice(1).map((line) => line.split(",").slice(2).join(",")));

  it.each([
    ["Czech", "Účet", ["Výdaje", "Příjmy"]],
    ["Italian", "Conto", ["Dare", "Avere"]],
    ["Georgian", "ანგარიში", ["დებეტი", "კრედიტი"]],
  ] as const)("%s: an account that only paid out, beside one of both, is money out", (_language, word, header) => {
    const pages = [
      accounts(word, header, [
        [
          ["Mzda", 3139399],
          ["LIDL", -6139],
        ],
        [
          ["Bankomat", -213031],
          ["LIDL", -362241],
        ],
      ]),
    ];
    expect(debits(pages)).toEqual([
      [",31393.99", "61.39,"],
      ["2130.31,", "3622.41,"],
    ]);
  });

  it("an account that was only paid in stays money in (a Czech statement)", () => {
    const pages = [
      accounts(
        "Účet",
        ["Výdaje", "Příjmy"],
        [
          [
            ["Mzda", 3139399],
            ["LIDL", -6139],
          ],
          [
            ["Mzda", 213031],
            ["Úrok", 1241],
          ],
        ],
      ),
    ];
    expect(debits(pages)).toEqual([
      [",31393.99", "61.39,"],
      [",2130.31", ",12.41"],
    ]);
  });
});

describe("a statement read as a bill only because most of its amounts are positive says the sense is a guess", () => {
  const GUESS = /most of the statement's amounts are positive.*check the sign/;
  const statement = (title: string, opening: [string, string], closing: [string, string], rows: [string, string, string][]) => [
    page(
      [[title, 40]],
      [
        ["Data", 40],
        ["Descrizione", 110],
        ["Importo", 460, "r"],
      ],
      [
        [opening[0], 110],
        [opening[1], 460, "r"],
      ],
      ...rows.map(([date, text, amount]) => [
        [date, 40] as [string, number],
        [text, 110] as [string, number],
        [amount, 460, "r"] as [string, number, "r"],
      ]),
      [
        [closing[0], 110],
        [closing[1], 460, "r"],
      ],
    ),
  ];
  const income: [string, string, string][] = [
    ["02/07/2025", "Bonifico da Marco Bianchi", "130,33"],
    ["04/07/2025", "Bonifico da Marco Bianchi", "491,22"],
    ["05/07/2025", "Pagamento POS Esselunga", "-3,13"],
    ["06/07/2025", "Stipendio Ferrari Srl", "468,51"],
    ["08/07/2025", "Bonifico da Marco Bianchi", "367,43"],
  ];

  it("an Italian account of transfers in, its balances adding up either way: warned", () => {
    const read = written(statement("Estratto conto", ["Saldo iniziale", "1.285,50"], ["Saldo finale", "2.739,86"], income));
    expect(read.warnings.join(" ")).toMatch(GUESS);
  });

  it("a Serbian account of salaries in Cyrillic: warned", () => {
    const read = written(
      statement(
        "Извод",
        ["Почетно стање", "10.000,00"],
        ["Завршно стање", "278.800,00"],
        [
          ["05.03.2026", "Зарада НИС а.д.", "120.000,00"],
          ["10.03.2026", "Уплата од Јелена Николић", "25.000,00"],
          ["15.03.2026", "Провизија за вођење рачуна", "-200,00"],
          ["20.03.2026", "Уплата од Јелена Николић", "4.000,00"],
          ["31.03.2026", "Зарада НИС а.д.", "120.000,00"],
        ],
      ),
    );
    expect(read.warnings.join(" ")).toMatch(GUESS);
  });

  it("a look-alike: the same rows under a card's name are a bill by its words, not a guess", () => {
    const read = written(
      statement("Estratto conto carta di credito", ["Saldo iniziale", "1.285,50"], ["Saldo finale", "2.739,86"], income),
    );
    expect(read.warnings.join(" ")).not.toMatch(GUESS);
  });

  it("a look-alike: a list of positive amounts only is a bill's purchases as printed, not a guess", () => {
    const purchases: [string, string, string][] = income.filter(([, , amount]) => !amount.startsWith("-"));
    const read = written(statement("Estratto conto", ["Saldo precedente", "0,00"], ["Nuovo saldo", "1.457,49"], purchases));
    expect(read.rows.map(([, out]) => out)).toEqual(["130.33", "491.22", "468.51", "367.43"]);
    expect(read.warnings.join(" ")).not.toMatch(GUESS);
  });

  it("a look-alike: an account whose amounts are mostly negative is an account's, not a guess", () => {
    const read = written(
      statement(
        "Estratto conto",
        ["Saldo iniziale", "1.285,50"],
        ["Saldo finale", "278,23"],
        [
          ["02/07/2025", "Pagamento POS Esselunga", "-130,33"],
          ["04/07/2025", "Affitto", "-900,00"],
          ["05/07/2025", "Bonifico da Marco Bianchi", "23,13"],
          ["06/07/2025", "Pagamento POS Esselunga", "-0,07"],
        ],
      ),
    );
    expect(read.warnings.join(" ")).not.toMatch(GUESS);
  });
});

describe("an account's row whose direction word stands alone takes the pair the file's other rows print, and figures named as the other end prove nothing", () => {
  /** Amounts with their word after them ("2.835,96 Hævet"), as a statement of a direction column's words prints them. */
  const marked = (cents: number, [out, into]: readonly [string, string]) => `${euros(Math.abs(cents))} ${cents < 0 ? out : into}`;
  type Words = readonly [account: string, amount: string, out: string, into: string, opening: string, closing: string];
  /** Two accounts on page 1, the second's first row alone at its foot; its other rows on page 2; each summed up under its rows. */
  const statement = ([account, amount, out, into, opening, closing]: Words, first: Rows, second: Rows) => {
    const header: Cells = [
      ["Dato", 40],
      ["Tekst", 110],
      [amount, 330, "r"],
    ];
    const row = ([day, text, cents]: Rows[number]): Cells => [
      [day, 40],
      [text, 110],
      [marked(cents, [out, into]), 330, "r"],
    ];
    const summary = (rows: Rows, start: number): Cells[] => {
      const outs = rows.filter(([, , c]) => c < 0).reduce((s, [, , c]) => s - c, 0);
      const ins = rows.filter(([, , c]) => c > 0).reduce((s, [, , c]) => s + c, 0);
      return [
        [
          [opening, 110],
          [euros(start), 400, "r"],
        ],
        [
          [out, 110],
          [euros(outs), 400, "r"],
        ],
        [
          [into, 110],
          [euros(ins), 400, "r"],
        ],
        [
          [closing, 110],
          [euros(start + ins - outs), 400, "r"],
        ],
      ];
    };
    const [foot, ...rest] = second;
    return [
      page(
        [[`${account} DK30 1260 1811 8480 8513`, 40]],
        header,
        ...first.map(row),
        ...summary(first, 495462),
        [[`${account} DK28 9850 0737 3818 4966`, 40]],
        header,
        row(foot as Rows[number]),
      ),
      page(...rest.map(row), ...summary(second, 378629)),
    ];
  };
  type Rows = readonly (readonly [string, string, number])[];
  const first: Rows = [
    ["02.08.2025", "Løn", 130590],
    ["03.08.2025", "IKEA", -14928],
    ["05.08.2025", "MobilePay", -72413],
  ];
  // Money out on every row but the two transfers in; the first, alone on page 1, out.
  const second: Rows = [
    ["03.08.2025", "Netto", -283596],
    ["07.08.2025", "Husleje", -14485],
    ["12.08.2025", "Overførsel", 96129],
    ["14.08.2025", "UBER", -1157],
    ["19.08.2025", "Overførsel", 1491509],
    ["23.08.2025", "Ørsted", -107291],
  ];

  it.each([
    ["Danish", ["Konto", "Beløb", "Hævet", "Indsat", "Primosaldo", "Ultimosaldo"]],
    ["Croatian", ["Račun", "Iznos", "Duguje", "Potražuje", "Početno stanje", "Završno stanje"]],
    ["Norwegian", ["Konto", "Beløp", "Uttak", "Innskudd", "Inngående saldo", "Utgående saldo"]],
  ] as const)("%s: the lone row is money out, and the account's opening and closing prove it", (_language, words) => {
    const read = csv(statement(words, first, second));
    expect(read[1]?.[0]).toEqual([
      "Opening balance,,3786.29",
      "Date,Description,Debit,Credit",
      "2025-08-03,Netto,2835.96,",
      "2025-08-07,Husleje,144.85,",
      "2025-08-12,Overførsel,,961.29",
      "2025-08-14,UBER,11.57,",
      "2025-08-19,Overførsel,,14915.09",
      "2025-08-23,Ørsted,1072.91,",
      "Closing balance,,15597.38",
    ]);
  });

  it("where nothing gives the lone row a side, no totals and no ends named the other way round prove the rows turned", () => {
    // The foot row's word is the file's only one of its kind: nothing pairs it, and it reads as printed (money in).
    const page1 = statement(["Konto", "Beløb", "Hævet", "Indsat", "Primosaldo", "Ultimosaldo"], first, second);
    const [one, two] = page1.map((words) => words.map((w) => (w.text === "2.835,96 Hævet" ? { ...w, text: "2.835,96 Overført" } : w)));
    const [rows, warnings] = csv([one as Word[], two as Word[]])[1] ?? [];
    // Read as printed, and said: turned, the rows would take the money-in total to the money-out one, or the closing
    // balance to the opening.
    expect(rows?.slice(2, 4)).toEqual(["2025-08-03,Netto,,2835.96", "2025-08-07,Husleje,144.85,"]);
    expect(String(warnings)).toMatch(/no balances its rows add up to/);
  });

  it("a lone row of money in stays money in (a Danish statement)", () => {
    const turned: Rows = second.map(([d, t, c], i) => [d, t, i === 0 ? -c : c] as const);
    const read = csv(statement(["Konto", "Beløb", "Hævet", "Indsat", "Primosaldo", "Ultimosaldo"], first, turned));
    expect(read[1]?.[0]?.[2]).toBe("2025-08-03,Netto,,2835.96");
    expect(read[1]?.[0]?.at(-1)).toBe(
      `Closing balance,,${((378629 + 283596 * 2 + 96129 + 1491509 - 14485 - 1157 - 107291 - 283596) / 100).toFixed(2)}`,
    );
  });
});
