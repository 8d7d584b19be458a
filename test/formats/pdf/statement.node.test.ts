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
