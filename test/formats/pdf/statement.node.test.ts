// A text PDF's statement as the table the CSV reader plans: "Date,Description,Debit,Credit[,Balance]" between an
// opening and a closing balance line in the holder's view; a card's bill in what is owed; a year from the statement.
import { describe, expect, it } from "vitest";
import type { Word } from "../../../src/formats/pdf/layout";
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
