// A PDF statement upload is read as the table of its transactions (formats/pdf) and planned as a CSV: each layout
// here is one banks use, drawn by pdf-lib, none copied from a bank's file. The statement's own figures judge the
// reading: one that adds up is balanced, one that does not says so; a scan or an encrypted PDF is a 422 that says why.
import { describe, expect, it } from "vitest";
import { inflatingSpaces, sharedText, unclosedSaves } from "../support/hostile-pdf";
import { encryptedPdf, scannedPdf } from "../support/pdf";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { type Cell, longStatement, money, type PdfLine, statementPdf } from "../support/statement-pdf";

type DryRun = {
  format: string;
  items: { date: string; amount: string }[];
  verification?: { status: string; first_break?: unknown };
  profile: { warnings?: string[] };
  source?: { kind: string; pages: { first: number; last: number } | null };
  error?: { message: string };
};

async function dryRun(pdf: Uint8Array, account: number = SEED_ACCOUNTS.checking) {
  const intake = await connectIntake();
  const response = await intake.upload(pdf, `?account=${account}&dry_run=true&file_name=statement.pdf`, "application/pdf");
  return { status: response.status, body: (await response.json()) as DryRun };
}

const planned = (body: DryRun) => body.items.map((i) => [i.date, i.amount]);

/** A transaction: its day as printed, its text, and what it moves (cents, money out positive). */
type Tx = readonly [printed: string, iso: string, text: string, out: number];

describe("debit and credit columns with a running balance (a US checking account)", () => {
  it("reads each row's column by its header and is balanced by the balance column", async () => {
    const txs: Tx[] = [
      ["03/02/2025", "2025-03-02", "COFFEE SHOP #12", 450],
      ["03/05/2025", "2025-03-05", "PAYROLL ACME INC", -200000],
      ["03/09/2025", "2025-03-09", "RENT MARCH", 120000],
      ["03/15/2025", "2025-03-15", "GROCERY MART", 8525],
    ];
    let balance = 100000;
    const rows: PdfLine[] = [];
    for (const [day, , text, out] of txs) {
      balance -= out;
      rows.push([[day, 50], [text, 110], out > 0 ? [money(out), 400, "r"] : [money(-out), 470, "r"], [money(balance), 545, "r"]]);
      if (text.startsWith("PAYROLL")) rows.push([["DIRECT DEP REF 4471", 110]]);
    }
    const pdf = await statementPdf([
      [
        [["First Example Bank", 50]],
        [["Statement period 03/01/2025 to 03/31/2025", 50]],
        [
          ["Beginning balance", 350],
          [money(100000), 545, "r"],
        ],
        [],
        [
          ["Date", 50],
          ["Description", 110],
          ["Withdrawals", 400, "r"],
          ["Deposits", 470, "r"],
          ["Balance", 545, "r"],
        ],
        ...rows,
        [
          ["Ending balance", 110],
          [money(balance), 545, "r"],
        ],
      ],
    ]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(planned(body)).toEqual(txs.map(([, iso, , out]) => [iso, (out / 100).toFixed(2)]));
    expect(body.verification?.status).toBe("balanced");
  });
});

describe("one signed amount column between the old and new balance (a German Kontoauszug)", () => {
  it("reads the sign as printed, the value date and the purpose lines under a row as the row's, and is balanced", async () => {
    const txs: Tx[] = [
      ["03.02.2025", "2025-02-03", "Lastschrift STADTWERKE", 8990],
      ["05.02.2025", "2025-02-05", "Gehalt MUSTER GMBH", -234567],
      ["14.02.2025", "2025-02-14", "Kartenzahlung BAECKEREI", 4500],
      ["28.02.2025", "2025-02-28", "Abschluss", 1234],
    ];
    const closing = 125000 - txs.reduce((s, t) => s + t[3], 0);
    const rows: PdfLine[] = txs.flatMap(([day, , text, out]): PdfLine[] => [
      [
        [day, 70],
        [text, 140],
        [money(-out, "de"), 552, "r"],
      ],
      [
        [day, 70],
        ["Mandat: 0815 Referenz: 4711", 140],
      ],
    ]);
    const pdf = await statementPdf([
      [
        [["Beispielbank AG · 60311 Frankfurt", 70]],
        [
          ["Datum", 311],
          ["28.02.2025", 552, "r"],
        ],
        [
          ["Alter Saldo", 311],
          [`${money(125000, "de")} Euro`, 552, "r"],
        ],
        [
          ["Neuer Saldo", 311],
          [`${money(closing, "de")} Euro`, 552, "r"],
        ],
        [],
        [
          ["Buchung", 70],
          ["Buchung / Verwendungszweck", 140],
          ["Betrag (EUR)", 552, "r"],
        ],
        [["Valuta", 70]],
        ...rows,
        [
          ["Neuer Saldo", 140],
          [money(closing, "de"), 552, "r"],
        ],
      ],
    ]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(planned(body)).toEqual(txs.map(([, iso, , out]) => [iso, (out / 100).toFixed(2)]));
    expect(body.verification?.status).toBe("balanced");
  });
});

describe("a running balance and nothing else (a French relevé, amounts grouped by spaces)", () => {
  it("chains the rows by the Solde column", async () => {
    const txs: Tx[] = [
      ["13/01/2025", "2025-01-13", "PRLV SEPA EDF", 7842],
      ["15/01/2025", "2025-01-15", "VIR SALAIRE DUPONT", -312045],
      ["20/01/2025", "2025-01-20", "CB CARREFOUR 19/01", 15630],
      ["27/01/2025", "2025-01-27", "CHEQUE 1234567", 120000],
    ];
    let balance = 45000;
    const rows: PdfLine[] = txs.map(([day, , text, out]) => {
      balance -= out;
      return [
        [day, 50],
        [text, 120],
        out > 0 ? [money(out, "fr"), 380, "r"] : [money(-out, "fr"), 460, "r"],
        [money(balance, "fr"), 545, "r"],
      ];
    });
    const pdf = await statementPdf([
      [
        [["Banque Exemple — Relevé de compte n° 12", 50]],
        [
          ["Date", 50],
          ["Libellé", 120],
          ["Débit", 380, "r"],
          ["Crédit", 460, "r"],
          ["Solde", 545, "r"],
        ],
        ...rows,
      ],
    ]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(planned(body)).toEqual(txs.map(([, iso, , out]) => [iso, (out / 100).toFixed(2)]));
    expect(body.verification?.status).toBe("balanced");
  });
});

describe("pages that repeat their header and footer, carry the balance forward, and move their columns", () => {
  it("reads each page's columns where that page has them (a Spanish extracto)", async () => {
    const page1: Tx[] = [
      ["02/04/2025", "2025-04-02", "RECIBO IBERDROLA", 6520],
      ["14/04/2025", "2025-04-14", "TRANSFERENCIA NOMINA", -180000],
      ["16/04/2025", "2025-04-16", "COMPRA MERCADONA", 5433],
    ];
    const page2: Tx[] = [
      ["18/04/2025", "2025-04-18", "BIZUM A MARIA", 2000],
      ["25/04/2025", "2025-04-25", "COMISION MANTENIMIENTO", 300],
    ];
    let balance = 50000;
    const page = (txs: Tx[], cols: readonly [number, number, number], n: number, last: boolean): PdfLine[] => {
      const [cargo, abono, saldo] = cols;
      const lines: PdfLine[] = [
        [["Banco Ejemplo — Extracto de cuenta", 50]],
        [["Periodo 01/04/2025 - 30/04/2025", 50]],
        [
          ["Fecha", 50],
          ["Concepto", 120],
          ["Cargo", cargo, "r"],
          ["Abono", abono, "r"],
          ["Saldo", saldo, "r"],
        ],
        [
          ["Saldo anterior", 120],
          [money(balance, "de"), saldo, "r"],
        ],
      ];
      for (const [day, , text, out] of txs) {
        balance -= out;
        lines.push([
          [day, 50],
          [text, 120],
          out > 0 ? [money(out, "de"), cargo, "r"] : [money(-out, "de"), abono, "r"],
          [money(balance, "de"), saldo, "r"],
        ]);
      }
      lines.push([
        [last ? "Saldo final" : "Suma y sigue", 120],
        [money(balance, "de"), saldo, "r"],
      ]);
      lines.push([], [[`Página ${n} de 2`, 480]]);
      return lines;
    };
    const pdf = await statementPdf([page(page1, [330, 410, 490], 1, false), page(page2, [370, 450, 540], 2, true)]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(planned(body)).toEqual([...page1, ...page2].map(([, iso, , out]) => [iso, (out / 100).toFixed(2)]));
    expect(body.verification?.status).toBe("balanced");
  });

  it("a dated 'balance brought forward' line is no transaction (a UK statement, days with the month's name)", async () => {
    const txs: Tx[] = [
      ["03 Mar 2025", "2025-03-03", "CARD PAYMENT TESCO", 2345],
      ["10 Mar 2025", "2025-03-10", "BANK GIRO CREDIT EMPLOYER", -150000],
      ["21 Mar 2025", "2025-03-21", "DIRECT DEBIT COUNCIL TAX", 14200],
    ];
    let balance = 30000;
    const rows: PdfLine[] = txs.map(([day, , text, out]) => {
      balance -= out;
      return [[day, 50], [text, 120], out > 0 ? [money(out), 400, "r"] : [money(-out), 470, "r"], [money(balance), 545, "r"]];
    });
    const pdf = await statementPdf([
      [
        [["Example Bank plc", 50]],
        [
          ["Date", 50],
          ["Payment type and details", 120],
          ["Paid out", 400, "r"],
          ["Paid in", 470, "r"],
          ["Balance", 545, "r"],
        ],
        [
          ["01 Mar 2025", 50],
          ["BALANCE BROUGHT FORWARD", 120],
          [money(30000), 545, "r"],
        ],
        ...rows,
        [
          ["31 Mar 2025", 50],
          ["BALANCE CARRIED FORWARD", 120],
          [money(balance), 545, "r"],
        ],
      ],
    ]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(planned(body)).toEqual(txs.map(([, iso, , out]) => [iso, (out / 100).toFixed(2)]));
    expect(body.verification?.status).toBe("balanced");
  });
});

describe("amounts signed after the figure, balances stated under the table (a Dutch afschrift)", () => {
  it("reads '45,00-' as money out and is balanced by Beginsaldo and Eindsaldo", async () => {
    const txs: Tx[] = [
      ["03-03-2025", "2025-03-03", "Albert Heijn 1234 Utrecht", 4500],
      ["17-03-2025", "2025-03-17", "Salaris Voorbeeld BV", -260000],
      ["24-03-2025", "2025-03-24", "Eneco energie", 11275],
    ];
    const opening = 80000;
    const closing = opening - txs.reduce((s, t) => s + t[3], 0);
    const pdf = await statementPdf([
      [
        [["Voorbeeldbank N.V. — Rekeningafschrift", 50]],
        [
          ["Datum", 50],
          ["Omschrijving", 120],
          ["Bedrag", 545, "r"],
        ],
        ...txs.map(([day, , text, out]): PdfLine => [
          [day, 50],
          [text, 120],
          [out > 0 ? `${money(out, "de")}-` : `${money(-out, "de")}+`, 545, "r"],
        ]),
        [],
        [
          ["Beginsaldo", 120],
          [money(opening, "de"), 545, "r"],
        ],
        [
          ["Eindsaldo", 120],
          [money(closing, "de"), 545, "r"],
        ],
      ],
    ]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(planned(body)).toEqual(txs.map(([, iso, , out]) => [iso, (out / 100).toFixed(2)]));
    expect(body.verification?.status).toBe("balanced");
  });
});

/** A card bill's summary box, as Brazilian faturas print it: previous total, payments, current charges, this total. */
function cardSummary(previous: number, payments: number, charges: number): PdfLine[] {
  return [
    [["Resumo da fatura em R$", 320]],
    [
      ["Total da fatura anterior", 320],
      [money(previous, "de"), 545, "r"],
    ],
    [
      ["Pagamentos efetuados", 320],
      [`- ${money(payments, "de")}`, 545, "r"],
    ],
    [
      ["Lançamentos atuais", 320],
      [money(charges, "de"), 545, "r"],
    ],
    [
      ["Total desta fatura", 320],
      [money(previous - payments + charges, "de"), 545, "r"],
    ],
    [["Emissão: 02/05/2025", 60]],
    [],
  ];
}

describe("a card bill: purchases positive, payments negative, and a box of future instalments", () => {
  it("reads purchases as money out and leaves out the instalments the bill does not count, saying so", async () => {
    const purchases: [string, string, string, number][] = [
      ["12/04", "2025-04-12", "SUPERMERCADO BOM", 12040],
      ["15/04", "2025-04-15", "POSTO CENTRAL", 20000],
      ["20/03", "2025-03-20", "LIVRARIA 02/03", 30000],
    ];
    const lines: PdfLine[] = [
      ...cardSummary(150000, 150000, 62040),
      [["Pagamentos efetuados", 60]],
      [
        ["DATA", 60],
        ["ESTABELECIMENTO", 100],
        ["VALOR EM R$", 545, "r"],
      ],
      [
        ["10/04", 60],
        ["PAGAMENTO EFETUADO", 100],
        ["- 1.500,00", 545, "r"],
      ],
      [
        ["Total dos pagamentos", 60],
        ["- 1.500,00", 545, "r"],
      ],
      [["Lançamentos: compras e saques", 60]],
      ...purchases.flatMap(([day, , text, cents]): PdfLine[] => [
        [
          [day, 60],
          [text, 100],
          [money(cents, "de"), 545, "r"],
        ],
        [["ALIMENTAÇÃO .SAO PAULO", 100]],
      ]),
      [
        ["Total dos lançamentos atuais", 60],
        [money(62040, "de"), 545, "r"],
      ],
      [["Compras parceladas - próximas faturas", 60]],
      [
        ["20/03", 60],
        ["LIVRARIA 03/03", 100],
        ["300,00", 545, "r"],
      ],
      [
        ["Total para próximas faturas", 60],
        ["300,00", 545, "r"],
      ],
    ];
    const { status, body } = await dryRun(await statementPdf([lines]), SEED_ACCOUNTS.creditCard);
    expect(status).toBe(200);
    expect(planned(body)).toEqual([["2025-04-10", "-1500.00"], ...purchases.map(([, iso, , c]) => [iso, (c / 100).toFixed(2)])]);
    expect(body.profile.warnings?.join(" ")).toMatch(/left out/);
  });

  it("a charge printed without a day among the rows is read as of the bill's date, as its totals count it", async () => {
    const rows: [string, string, string, number][] = [
      ["08/04", "2025-04-08", "STREAMING SERVICE", 5590],
      ["09/04", "2025-04-09", "SOFTWARE SUBSCRIPTION", 10860],
      ["21/04", "2025-04-21", "PADARIA CENTRAL", 1890],
    ];
    const iof = 478;
    const total = rows.reduce((s, r) => s + r[3], 0) + iof;
    const lines: PdfLine[] = [
      ...cardSummary(0, 0, total),
      [["Lançamentos internacionais", 60]],
      ...rows.slice(0, 2).map(([day, , text, cents]): PdfLine => [
        [day, 60],
        [text, 100],
        [money(cents, "de"), 545, "r"],
      ]),
      [
        ["Repasse de IOF em R$", 60],
        [money(iof, "de"), 545, "r"],
      ],
      [["Lançamentos: compras e saques", 60]],
      ...rows.slice(2).map(([day, , text, cents]): PdfLine => [
        [day, 60],
        [text, 100],
        [money(cents, "de"), 545, "r"],
      ]),
    ];
    const { status, body } = await dryRun(await statementPdf([lines]), SEED_ACCOUNTS.creditCard);
    expect(status).toBe(200);
    expect(planned(body)).toEqual([...rows.map(([, iso, , c]) => [iso, (c / 100).toFixed(2)]), ["2025-05-02", "4.78"]]);
    expect(body.profile.warnings?.join(" ")).toMatch(/no day of its own/);
  });

  it("two lists side by side on a page are read each from top to bottom, and the bill is balanced", async () => {
    const left: Cell[][] = [];
    const right: Cell[][] = [];
    const rows = Array.from(
      { length: 8 },
      (_, i) =>
        [`${String(3 + i).padStart(2, "0")}/04`, `2025-04-${String(3 + i).padStart(2, "0")}`, `LOJA ${i + 1}`, 1000 + i * 111] as const,
    );
    rows.forEach(([day, , text, cents], i) => {
      const list = i < 4 ? left : right;
      const [x, end] = i < 4 ? [60, 280] : [320, 545];
      list.push(
        [
          [day, x],
          [text, x + 35],
          [money(cents, "de"), end, "r"],
        ],
        [["VESTUÁRIO .PORTO ALEGRE", x + 35]],
      );
    });
    const total = rows.reduce((s, r) => s + r[3], 0);
    const page: PdfLine[] = [
      ...cardSummary(0, 0, total),
      [
        ["Lançamentos: compras e saques", 60],
        ["Lançamentos: compras e saques", 320],
      ],
      ...left.map((cells, i) => [...cells, ...(right[i] ?? [])]),
    ];
    const { status, body } = await dryRun(await statementPdf([page]), SEED_ACCOUNTS.creditCard);
    expect(status).toBe(200);
    expect(planned(body)).toEqual(rows.map(([, iso, , c]) => [iso, (c / 100).toFixed(2)]));
    expect(body.verification?.status).toBe("balanced");
  });
});

describe("a list with a box of other figures beside it", () => {
  it("reads the list alone: the box's lines are neither the rows' descriptions nor their amounts", async () => {
    const rows = Array.from(
      { length: 6 },
      (_, i) => [`${String(10 + i)}/04`, `2025-04-${10 + i}`, `MERCADO ${i + 1}`, 2000 + i * 250] as const,
    );
    const box: PdfLine[] = [
      [["Encargos cobrados nesta fatura", 320]],
      [
        ["Juros do rotativo 9,99 % am", 320],
        ["0,00", 545, "r"],
      ],
      [
        ["Valor total financiado", 320],
        ["4.872,08", 545, "r"],
      ],
      [
        ["Valor do IOF", 320],
        ["30,50", 545, "r"],
      ],
      [
        ["Total a pagar", 320],
        ["5.389,30", 545, "r"],
      ],
    ];
    const total = rows.reduce((s, r) => s + r[3], 0);
    const list: PdfLine[] = rows.flatMap(([day, , text, cents]): PdfLine[] => [
      [
        [day, 60],
        [text, 95],
        [money(cents, "de"), 280, "r"],
      ],
      [["ALIMENTAÇÃO .CURITIBA", 95]],
    ]);
    const page: PdfLine[] = [
      ...cardSummary(0, 0, total),
      [["Lançamentos: compras e saques", 60]],
      ...list.map((cells, i) => [...cells, ...(box[i] ?? [])]),
    ];
    const { status, body } = await dryRun(await statementPdf([page]), SEED_ACCOUNTS.creditCard);
    expect(status).toBe(200);
    expect(planned(body)).toEqual(rows.map(([, iso, , c]) => [iso, (c / 100).toFixed(2)]));
    expect(body.verification?.status).toBe("balanced");
  });
});

describe("several accounts in one PDF are several statements, chosen as a multi-account OFX's are", () => {
  /** A customer's statement of a current and a savings account, each with its own table and balances. */
  async function twoAccounts() {
    const account = (number: string, opening: number, txs: Tx[]): PdfLine[] => {
      const closing = opening - txs.reduce((s, t) => s + t[3], 0);
      return [
        [[`Account number ${number}`, 50]],
        [
          ["Opening balance", 350],
          [money(opening), 545, "r"],
        ],
        [
          ["Date", 50],
          ["Description", 110],
          ["Amount", 545, "r"],
        ],
        ...txs.map(([day, , text, out]): PdfLine => [
          [day, 50],
          [text, 110],
          [money(-out), 545, "r"],
        ]),
        [
          ["Closing balance", 350],
          [money(closing), 545, "r"],
        ],
        [],
      ];
    };
    return statementPdf([
      [
        [["Example Savings Bank — Consolidated statement", 50]],
        ...account("11112222", 50000, [
          ["2025-06-03", "2025-06-03", "SUPERMARKET", 4210],
          ["2025-06-12", "2025-06-12", "SALARY", -250000],
        ]),
        ...account("33334444", 1000000, [["2025-06-30", "2025-06-30", "INTEREST", -1234]]),
      ],
    ]);
  }

  it("without file_account: a dry run of every account's rows, each listed with where it would go", async () => {
    const intake = await connectIntake();
    const response = await intake.upload(await twoAccounts(), `?account=${SEED_ACCOUNTS.checking}&dry_run=true`, "application/pdf");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Omit<DryRun, "items"> & {
      items: { section: string; date: string; amount: string }[];
      sections: { file_account: string; rows: number; held: string | null }[];
    };
    expect(body.items.map((i) => [i.section, i.date, i.amount])).toEqual([
      ["11112222", "2025-06-03", "42.10"],
      ["11112222", "2025-06-12", "-2500.00"],
      ["33334444", "2025-06-30", "-12.34"],
    ]);
    expect(body.sections.map((s) => [s.file_account, s.rows, s.held !== null])).toEqual([
      ["11112222", 2, true],
      ["33334444", 1, true],
    ]);
    expect(body.verification?.status).toBe("balanced");
  });

  it("without file_account: each account imported into the budget's account its number names", async () => {
    const intake = await connectIntake();
    const create = async (name: string) => (await intake.api.createManualAccount({ name, type: "cash", currency: "usd", balance: "0" })).id;
    const [current, deposit] = [await create("Current ••2222"), await create("Deposit 33334444")];
    const response = await intake.upload(await twoAccounts(), "", "application/pdf");
    expect(response.status).toBe(202);
    const body = (await response.json()) as { imported: { file_account: string; manual_account_id: number; rows: { planned: number } }[] };
    expect(body.imported.map((i) => [i.file_account, i.manual_account_id, i.rows.planned])).toEqual([
      ["11112222", current, 2],
      ["33334444", deposit, 1],
    ]);
  });

  it("with file_account: that account's rows, balanced by its own balances", async () => {
    const intake = await connectIntake();
    const response = await intake.upload(
      await twoAccounts(),
      `?account=${SEED_ACCOUNTS.checking}&dry_run=true&file_account=33334444`,
      "application/pdf",
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as DryRun;
    expect(planned(body)).toEqual([["2025-06-30", "-12.34"]]);
    expect(body.verification?.status).toBe("balanced");
  });
});

describe("an account's heading in the bank's language starts its section, its number as printed", () => {
  /** A statement of two accounts, each under `word` and its number, with its own opening and closing balance. */
  async function twoUnder(word: string, numbers: [string, string], labels: { opening: string; closing: string; header: string[] }) {
    const account = (number: string, opening: number, txs: Tx[]): PdfLine[] => {
      const closing = opening - txs.reduce((s, t) => s + t[3], 0);
      return [
        [[`${word} ${number}`, 50]],
        [
          [labels.opening, 350],
          [money(opening), 545, "r"],
        ],
        [
          [labels.header[0] ?? "", 50],
          [labels.header[1] ?? "", 110],
          [labels.header[2] ?? "", 545, "r"],
        ],
        ...txs.map(([day, , text, out]): PdfLine => [
          [day, 50],
          [text, 110],
          [money(-out), 545, "r"],
        ]),
        [
          [labels.closing, 350],
          [money(closing), 545, "r"],
        ],
        [],
      ];
    };
    return statementPdf([
      [
        ...account(numbers[0], 120000, [
          ["2025-06-03", "2025-06-03", "K-Market Kamppi", 2310],
          ["2025-06-15", "2025-06-15", "Palkka Oy Ab", -310000],
        ]),
        ...account(numbers[1], 50000, [["2025-06-20", "2025-06-20", "Vuokra Asunto Oy", 85000]]),
      ],
    ]);
  }

  it.each([
    [
      "Finnish",
      "Tili",
      ["FI77 5959 4497 6137 2004", "FI37 0697 2377 5458 8947"],
      "FI775959449761372004",
      "Alkusaldo",
      "Loppusaldo",
      ["Päivä", "Selitys", "Summa"],
    ],
    [
      "Hungarian",
      "Számla",
      ["11773016-11111018", "11773016-22222029"],
      "1177301611111018",
      "Nyitó egyenleg",
      "Záró egyenleg",
      ["Dátum", "Közlemény", "Összeg"],
    ],
    [
      "Polish",
      "Rachunek nr",
      ["12 1050 1445 1000 0022 7647 0461", "54 1020 1026 0000 0422 7020 1111"],
      "12105014451000002276470461",
      "Saldo poczatkowe",
      "Saldo koncowe",
      ["Data", "Opis", "Kwota"],
    ],
  ] as const)("%s: each account's rows are its own section", async (_language, word, numbers, first, opening, closing, header) => {
    const pdf = await twoUnder(word, [...numbers], { opening, closing, header: [...header] });
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    const answer = body as DryRun & { sections: { file_account: string; rows: number }[] };
    expect(answer.sections.map((s) => s.rows)).toEqual([2, 1]);
    expect(answer.sections[0]?.file_account).toBe(first);
    expect(answer.items.map((i) => [i.date, i.amount])).toEqual([
      ["2025-06-03", "23.10"],
      ["2025-06-15", "-3100.00"],
      ["2025-06-20", "850.00"],
    ]);
  });

  it("one account whose header names it and whose rows name the accounts money went to stays one statement", async () => {
    const pdf = await statementPdf([
      [
        [["Tili FI77 5959 4497 6137 2004", 50]],
        [
          ["Alkusaldo", 350],
          [money(100000), 545, "r"],
        ],
        [
          ["Päivä", 50],
          ["Selitys", 110],
          ["Summa", 545, "r"],
        ],
        [
          ["2025-06-03", 50],
          ["Tilisiirto tilille FI37 0697 2377 5458 8947", 110],
          [money(-5000), 545, "r"],
        ],
        [
          ["2025-06-09", 50],
          ["Card ****4417 K-Market", 110],
          [money(-1250), 545, "r"],
        ],
        [
          ["Loppusaldo", 350],
          [money(93750), 545, "r"],
        ],
      ],
    ]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect((body as { sections?: unknown }).sections).toBeUndefined();
    expect(planned(body)).toEqual([
      ["2025-06-03", "50.00"],
      ["2025-06-09", "12.50"],
    ]);
  });
});

describe("a statement whose rows do not add up to its balances is never balanced", () => {
  it("plans the rows with a warning and the first break", async () => {
    const pdf = await statementPdf([
      [
        [["Example Credit Union — Account statement", 50]],
        [
          ["Opening balance", 350],
          [money(100000), 545, "r"],
        ],
        [
          ["Closing balance", 350],
          [money(90000), 545, "r"],
        ],
        [
          ["Date", 50],
          ["Description", 110],
          ["Amount", 545, "r"],
        ],
        [
          ["2025-05-02", 50],
          ["ELECTRIC COMPANY", 110],
          [money(-6000), 545, "r"],
        ],
        [
          ["2025-05-09", 50],
          ["PHONE BILL", 110],
          [money(-3500), 545, "r"],
        ],
      ],
    ]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(planned(body)).toEqual([
      ["2025-05-02", "60.00"],
      ["2025-05-09", "35.00"],
    ]);
    expect(body.verification?.status).not.toBe("balanced");
    expect(body.verification?.first_break).toBeDefined();
    expect(body.profile.warnings?.length).toBeGreaterThan(0);
  });
});

describe("a statement of more than 200 pages is planned whole", () => {
  it("250 pages of 2 rows: all 500 rows planned, balanced by its closing balance", { timeout: 120_000 }, async () => {
    const { pdf, rows } = await longStatement(250, 2);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(500);
    expect(planned(body)).toEqual(rows);
    expect(body.verification?.status).toBe("balanced");
  });
});

describe("a PDF that would stall the worker is a 422 naming the limit, and others are answered meanwhile", () => {
  const csv = "Date,Description,Amount\n2025-05-02,WATER UTILITY,-42.00\n";

  it("each stalling file answers 422 naming its limit while a CSV upload beside it is answered", { timeout: 60_000 }, async () => {
    const intake = await connectIntake();
    const stalling = await Promise.all([unclosedSaves(), sharedText(200, 5_000_000), inflatingSpaces(120)]);
    const answers = await Promise.all([
      ...stalling.map((pdf) =>
        intake.upload(pdf, `?account=${SEED_ACCOUNTS.checking}&dry_run=true&file_name=statement.pdf`, "application/pdf"),
      ),
      intake.upload(csv, `?account=${SEED_ACCOUNTS.checking}&dry_run=true`),
    ]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as DryRun[];
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 200]);
    expect(bodies.slice(0, 3).map((b) => b.error?.message.replace(/: split it.*/, ""))).toEqual([
      "The file is a PDF, but drawing it takes more than 12,000,000 steps, the most Intake reads from one PDF",
      "The file is a PDF, but a page of it shows more than 256 KB of text, the most Intake reads from one page",
      "The file is a PDF, but one of its streams inflates to more than 16 MB, the most Intake reads of one",
    ]);
    expect(planned(bodies[3]!)).toEqual([["2025-05-02", "42.00"]]);
  });
});

describe("a PDF without a statement's text is refused with what to do instead", () => {
  it("a scan: 422 saying it has no text, and to download CSV or OFX", async () => {
    const { status, body } = await dryRun(await scannedPdf());
    expect(status).toBe(422);
    expect(body.error?.message).toMatch(/no text/);
    expect(body.error?.message).toMatch(/CSV or OFX/);
  });

  it("an encrypted PDF: 422 saying so", async () => {
    const { status, body } = await dryRun(encryptedPdf());
    expect(status).toBe(422);
    expect(body.error?.message).toMatch(/encrypted/);
  });

  it("text without a table of dated transactions: 422", async () => {
    const pdf = await statementPdf([[[["Dear customer, your new card is on its way.", 50]], [["Kind regards", 50]]]]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(422);
    expect(body.error?.message).toMatch(/no table of dated transactions/);
  });
});

describe("a summary's section totals are no balances to prove a reading by", () => {
  it("rows printed unsigned under 'deposits' and 'withdrawals': balanced only if every row's sense is right", async () => {
    const row = (date: string, text: string, cents: number): PdfLine => [
      [date, 50],
      [text, 110],
      [money(cents), 545, "r"],
    ];
    const pdf = await statementPdf([
      [
        [["Example National Bank — Business checking", 50]],
        [
          ["Beginning Balance", 300],
          [money(500000), 545, "r"],
        ],
        [
          ["Deposits and Additions", 300],
          [money(300000), 545, "r"],
        ],
        [
          ["Electronic Withdrawals", 300],
          [money(-45000), 545, "r"],
        ],
        [
          ["Ending Balance", 300],
          [money(755000), 545, "r"],
        ],
        [],
        [["DEPOSITS AND ADDITIONS", 50]],
        [
          ["DATE", 50],
          ["DESCRIPTION", 110],
          ["AMOUNT", 545, "r"],
        ],
        row("07/02", "Deposit", 100000),
        row("07/09", "Deposit", 200000),
        [],
        [["ELECTRONIC WITHDRAWALS", 50]],
        [
          ["DATE", 50],
          ["DESCRIPTION", 110],
          ["AMOUNT", 545, "r"],
        ],
        row("07/11", "Online Payment To Vendor", 20000),
        row("07/25", "Online Payment To Vendor", 25000),
        [["Statement period July 1, 2022 through July 31, 2022", 50]],
      ],
    ]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    const right = [
      ["2022-07-02", "-1000.00"],
      ["2022-07-09", "-2000.00"],
      ["2022-07-11", "200.00"],
      ["2022-07-25", "250.00"],
    ];
    // The summary's two totals differ by exactly the unsigned rows' sum: that pair proves nothing.
    if (body.verification?.status === "balanced") expect(planned(body)).toEqual(right);
    else expect(body.profile.warnings?.length).toBeGreaterThan(0);
  });
});

describe("a box of future instalments over two columns and a page, under its own total, is left out by the figures", () => {
  /** A card bill's words in one language: its sections, its charge without a day, its box and the box's totals. */
  type BillWords = {
    summary: [previous: string, current: string, due: string, issued: string];
    purchases: string;
    abroad: string;
    charge: string;
    periodTotal: string;
    box: string;
    boxTotals: [next: string, later: string, all: string];
  };
  const PT: BillWords = {
    summary: ["Total da fatura anterior", "Lançamentos atuais", "Total desta fatura", "Emissão: 02/05/2025"],
    purchases: "Lançamentos: compras e saques",
    abroad: "Lançamentos internacionais",
    charge: "Repasse de IOF em R$",
    periodTotal: "Total dos lançamentos atuais",
    box: "Compras parceladas - próximas faturas",
    boxTotals: ["Próxima fatura", "Demais faturas", "Total para próximas faturas"],
  };
  const ES: BillWords = {
    summary: ["Saldo anterior", "Consumos del período", "Saldo actual", "Fecha de cierre: 02/05/2025"],
    purchases: "Consumos en pesos",
    abroad: "Consumos en dólares",
    charge: "Percepción IVA RG 4240",
    periodTotal: "Total de consumos del período",
    box: "Cuotas a vencer - próximos resúmenes",
    boxTotals: ["Próximo resumen", "Resúmenes siguientes", "Total cuotas a vencer"],
  };

  const rowAt = (x: number, end: number, day: string, text: string, cents: number): PdfLine => [
    [day, x],
    [text, x + 35],
    [money(cents, "de"), end, "r"],
  ];
  const figureAt = (x: number, end: number, label: string, cents: number): PdfLine => [
    [label, x],
    [money(cents, "de"), end, "r"],
  ];

  async function bill(w: BillWords) {
    const purchases = [
      ["14/04", "2025-04-14", "SUPERMERCADO BOA VISTA", 18990],
      ["16/04", "2025-04-16", "FARMACIA CENTRAL 02/06", 4478],
      ["18/04", "2025-04-18", "POSTO DO LAGO", 21000],
      ["22/04", "2025-04-22", "LIVRARIA DO PORTO 03/05", 7002],
    ] as const;
    const abroad = [
      ["20/04", "2025-04-20", "STREAMING SERVICE", 5590],
      ["25/04", "2025-04-25", "SOFTWARE SUBSCRIPTION", 12260],
    ] as const;
    const charges = [305, 1342];
    const total = [...purchases, ...abroad].reduce((s, r) => s + r[3], 0) + charges[0]! + charges[1]!;
    // The box: the instalments of purchases of earlier months still to come, each at its original day.
    const box = [
      ["16/04", "FARMACIA CENTRAL 03/06", 4478],
      ["22/04", "LIVRARIA DO PORTO 04/05", 7002],
      ["03/02", "LOJA DE MOVEIS 04/10", 13100],
      ["13/02", "ELETRO SUL 05/06", 2291],
      ["19/12", "OTICA BOM OLHAR 06/10", 4999],
      ["24/11", "PASSAGENS AEREAS 07/10", 22110],
      ["02/03", "ACADEMIA FORTE 03/12", 5442],
    ] as const;
    const next = box.reduce((s, r) => s + r[2], 0);
    // Each card's purchases abroad, each with its charge printed without a day, between the purchases at home.
    const left: PdfLine[] = [
      [[w.purchases, 60]],
      ...purchases.slice(0, 2).map(([day, , text, cents]) => rowAt(60, 280, day, text, cents)),
      [[w.abroad, 60]],
      rowAt(60, 280, abroad[0][0], abroad[0][2], abroad[0][3]),
      figureAt(60, 280, w.charge, charges[0]!),
      [[w.abroad, 60]],
      rowAt(60, 280, abroad[1][0], abroad[1][2], abroad[1][3]),
      figureAt(60, 280, w.charge, charges[1]!),
      [[w.purchases, 60]],
      ...purchases.slice(2).map(([day, , text, cents]) => rowAt(60, 280, day, text, cents)),
      figureAt(60, 280, w.periodTotal, total),
    ];
    const right: PdfLine[] = [[[w.box, 320]], ...box.slice(0, 4).map(([day, text, cents]) => rowAt(320, 545, day, text, cents))];
    const page2 = left.map((cells, i) => [...cells, ...(right[i] ?? [])]);
    const page3: PdfLine[] = [
      [[w.box, 60]],
      ...box.slice(4).map(([day, text, cents]) => rowAt(60, 280, day, text, cents)),
      figureAt(60, 280, w.boxTotals[0], next),
      figureAt(60, 280, w.boxTotals[1], 98765),
      figureAt(60, 280, w.boxTotals[2], next + 98765),
    ];
    const [previous, current, due, issued] = w.summary;
    const page1: PdfLine[] = [
      figureAt(320, 545, previous, 0),
      figureAt(320, 545, current, total),
      figureAt(320, 545, due, total),
      [[issued, 60]],
    ];
    const pdf = await statementPdf([page1, page2, page3]);
    const want = [
      ...purchases.map(([, iso, , c]) => [iso, (c / 100).toFixed(2)]),
      ...abroad.map(([, iso, , c]) => [iso, (c / 100).toFixed(2)]),
      ...charges.map((c) => ["2025-05-02", (c / 100).toFixed(2)]),
    ].sort();
    return { pdf, want };
  }

  for (const [language, words] of [
    ["a Brazilian fatura (pt)", PT],
    ["an Argentine resumen (es)", ES],
  ] as const) {
    it(`${language}: the box's rows are no transactions; the charges without a day are, as the totals count them`, async () => {
      const { pdf, want } = await bill(words);
      const { status, body } = await dryRun(pdf, SEED_ACCOUNTS.creditCard);
      expect(status).toBe(200);
      expect(planned(body).sort()).toEqual(want);
      expect(body.profile.warnings?.join(" ")).toMatch(/left out: the statement's totals do not count them/);
      expect(body.verification?.status).not.toBe("balanced");
    });
  }
});

describe("sections whose heading gives the sign of amounts printed without one", () => {
  /** A statement's words in one language: its two balances, its card word, and its sections' headings. */
  type Sections = {
    title: string;
    balances: [opening: string, closing: string];
    headings: { in: string; out: string; fees: string };
    style: "en" | "de";
    day: (d: number) => [printed: string, iso: string];
  };
  const dmy = (sep: string) => (d: number) => [`${d}${sep}03${sep}2025`, `2025-03-${d}`] as [string, string];
  const CARDS: [string, Sections][] = [
    [
      "an English card statement",
      {
        title: "Example Card Services — Credit card statement",
        balances: ["Previous balance", "New balance"],
        headings: { in: "Payments and credits", out: "Purchases", fees: "Fees charged" },
        style: "en",
        day: (d) => [`${d} Mar 2025`, `2025-03-${d}`],
      },
    ],
    [
      "a German Kreditkartenabrechnung",
      {
        title: "Beispielbank Kreditkarte — Abrechnung März 2025",
        balances: ["Saldo Vormonat", "Neuer Saldo"],
        headings: { in: "Zahlungen und Gutschriften", out: "Einkäufe", fees: "Gebühren" },
        style: "de",
        day: dmy("."),
      },
    ],
    [
      "a Brazilian fatura",
      {
        title: "Banco Exemplo — Fatura do cartão de crédito",
        balances: ["Saldo anterior", "Saldo atual"],
        headings: { in: "Pagamentos e créditos", out: "Compras e saques", fees: "Tarifas e encargos" },
        style: "de",
        day: dmy("/"),
      },
    ],
    [
      "a Spanish extracto de tarjeta",
      {
        title: "Banco Ejemplo — Extracto de tarjeta de crédito",
        balances: ["Saldo anterior", "Saldo actual"],
        headings: { in: "Pagos y abonos", out: "Compras", fees: "Comisiones" },
        style: "de",
        day: dmy("/"),
      },
    ],
    [
      "a Dutch creditcard-overzicht",
      {
        title: "Voorbeeldbank Creditcard — maandoverzicht",
        balances: ["Vorig saldo", "Nieuw saldo"],
        headings: { in: "Betalingen", out: "Aankopen", fees: "Kosten" },
        style: "de",
        day: dmy("-"),
      },
    ],
  ];

  /** Payments (money in), purchases and a fee (money out), every amount in one column without a sign. */
  async function cardStatement(w: Sections, closing = true) {
    const payments = [[14, "PAYMENT RECEIVED", 50000]] as const;
    const purchases = [
      [15, "GROCERY MARKET", 8425],
      [18, "RAIL TICKETS", 12900],
      [21, "BOOKSHOP", 2350],
    ] as const;
    const fees = [[28, "ANNUAL FEE", 4500]] as const;
    const previous = 50000;
    const out = [...purchases, ...fees].reduce((s, r) => s + r[2], 0);
    const next = previous - 50000 + out;
    const line = ([d, text, cents]: readonly [number, string, number]): PdfLine => [
      [w.day(d)[0], 50],
      [text, 130],
      [money(cents, w.style), 545, "r"],
    ];
    const pdf = await statementPdf([
      [
        [[w.title, 50]],
        [
          [w.balances[0], 300],
          [money(previous, w.style), 545, "r"],
        ],
        ...(closing
          ? [
              [
                [w.balances[1], 300],
                [money(next, w.style), 545, "r"],
              ] as PdfLine,
            ]
          : []),
        [],
        [[w.headings.in, 50]],
        ...payments.map(line),
        [],
        [[w.headings.out, 50]],
        ...purchases.map(line),
        [],
        [[w.headings.fees, 50]],
        ...fees.map(line),
      ],
    ]);
    const want = [
      ...payments.map(([d, , c]) => [w.day(d)[1], (-c / 100).toFixed(2)]),
      ...[...purchases, ...fees].map(([d, , c]) => [w.day(d)[1], (c / 100).toFixed(2)]),
    ];
    return { pdf, want };
  }

  for (const [name, words] of CARDS) {
    it(`${name}: payments money in, purchases and fees money out, balanced by its two balances`, async () => {
      const { pdf, want } = await cardStatement(words);
      const { status, body } = await dryRun(pdf, SEED_ACCOUNTS.creditCard);
      expect(status).toBe(200);
      expect(planned(body)).toEqual(want);
      expect(body.verification?.status).toBe("balanced");
    });
  }

  it("an account's statement (Dutch): deposits in, withdrawals out, balanced by the Beginsaldo and Eindsaldo", async () => {
    const pdf = await statementPdf([
      [
        [["Voorbeeldbank — Rekeningafschrift maart 2025", 50]],
        [
          ["Beginsaldo", 300],
          [money(100000, "de"), 545, "r"],
        ],
        [
          ["Eindsaldo", 300],
          [money(100000 + 250000 - 85000 - 4210, "de"), 545, "r"],
        ],
        [["Bijschrijvingen", 50]],
        [
          ["25-03-2025", 50],
          ["SALARIS MAART", 130],
          [money(250000, "de"), 545, "r"],
        ],
        [["Afschrijvingen", 50]],
        [
          ["14-03-2025", 50],
          ["HUUR MAART", 130],
          [money(85000, "de"), 545, "r"],
        ],
        [
          ["20-03-2025", 50],
          ["SUPERMARKT", 130],
          [money(4210, "de"), 545, "r"],
        ],
      ],
    ]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(planned(body)).toEqual([
      ["2025-03-25", "-2500.00"],
      ["2025-03-14", "850.00"],
      ["2025-03-20", "42.10"],
    ]);
    expect(body.verification?.status).toBe("balanced");
  });

  it("headings in a language the words do not know (Swedish): the one reading the balances prove", async () => {
    const pdf = await statementPdf([
      [
        [["Exempelbanken — kontoutdrag kreditkort", 50]],
        [
          ["Ingående saldo", 300],
          [money(30000, "de"), 545, "r"],
        ],
        [
          ["Utgående saldo", 300],
          [money(30000 - 30000 + 12345 + 6789, "de"), 545, "r"],
        ],
        [["Inbetalningar", 50]],
        [
          ["10.03.2025", 50],
          ["INBETALNING", 130],
          [money(30000, "de"), 545, "r"],
        ],
        [["Kortköp", 50]],
        [
          ["14.03.2025", 50],
          ["MATBUTIKEN", 130],
          [money(12345, "de"), 545, "r"],
        ],
        [
          ["17.03.2025", 50],
          ["BENSINSTATION", 130],
          [money(6789, "de"), 545, "r"],
        ],
      ],
    ]);
    const { status, body } = await dryRun(pdf, SEED_ACCOUNTS.creditCard);
    expect(status).toBe(200);
    expect(planned(body)).toEqual([
      ["2025-03-10", "-300.00"],
      ["2025-03-14", "123.45"],
      ["2025-03-17", "67.89"],
    ]);
    expect(body.verification?.status).toBe("balanced");
  });

  it("headings the figures do not confirm: read as the words say, never called balanced", async () => {
    const [, english] = CARDS[0] as [string, Sections];
    const { pdf, want } = await cardStatement(english, false);
    const { status, body } = await dryRun(pdf, SEED_ACCOUNTS.creditCard);
    expect(status).toBe(200);
    expect(planned(body)).toEqual(want);
    expect(body.verification?.status).not.toBe("balanced");
    expect(body.profile.warnings?.length).toBeGreaterThan(0);
  });
});

describe("a dry run names the pages the rows were read from, for the page to speak of a PDF's pages (issue 82)", () => {
  it("a statement over three pages: pages 1 to 3", async () => {
    const { pdf, rows } = await longStatement(3, 6);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(rows.length);
    expect(body.source).toEqual({ kind: "pdf", pages: { first: 1, last: 3 } });
  });
  it("a statement whose table starts on its second page, after a page of notices", async () => {
    const rows: [string, string, number][] = [
      ["2025-05-02", "BAKERY", -350],
      ["2025-05-09", "SALARY", 240000],
      ["2025-05-16", "PHARMACY", -1299],
      ["2025-05-23", "BOOKSHOP", -2450],
    ];
    const table: PdfLine[] = [
      [
        ["Date", 50],
        ["Description", 110],
        ["Amount", 470, "r"],
      ],
      ...rows.map(([day, text, cents]): PdfLine => [
        [day, 50],
        [text, 110],
        [money(cents), 470, "r"],
      ]),
    ];
    const pdf = await statementPdf([[[["Important information about your account", 50]], [["Nothing dated here.", 50]]], table]);
    const { status, body } = await dryRun(pdf);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(4);
    expect(body.source).toEqual({ kind: "pdf", pages: { first: 2, last: 2 } });
  });
});

describe("where nothing tells a PDF's money columns apart, the preview asks which is money out (issue 80 §2)", () => {
  /** Two money columns under words no list knows, no balance: nothing proves or hints which is money out. */
  const statement = (outWord: string, inWord: string) =>
    statementPdf([
      [
        [["Pank AS: konto väljavõte", 50]],
        [
          ["Kuupäev", 50],
          ["Selgitus", 130],
          [outWord, 420, "r"],
          [inWord, 500, "r"],
        ],
        [
          ["03.04.2025", 50],
          ["Toidupood", 130],
          ["12,40", 420, "r"],
        ],
        [
          ["07.04.2025", 50],
          ["Palk", 130],
          ["1 850,00", 500, "r"],
        ],
        [
          ["11.04.2025", 50],
          ["Apteek", 130],
          ["7,95", 420, "r"],
        ],
      ],
    ]);
  type Asked = DryRun & { questions?: { decision: string; readings: { answer: { columns?: Record<string, { header?: string }> } }[] }[] };

  it("asks once, both readings offered, and reads the file the way the answer says", async () => {
    const intake = await connectIntake();
    const pdf = await statement("Tulu?", "Kulu?");
    const query = `?account=${SEED_ACCOUNTS.checking}&dry_run=true&file_name=valjavote.pdf`;
    const first = (await (await intake.upload(pdf, query, "application/pdf")).json()) as Asked;
    const question = first.questions?.find((q) => q.decision === "sign");
    expect(question?.readings.map((r) => [r.answer.columns?.debit?.header, r.answer.columns?.credit?.header])).toEqual([
      ["Side A", "Side B"],
      ["Side B", "Side A"],
    ]);
    expect(planned(first)).toEqual([
      ["2025-04-03", "12.40"],
      ["2025-04-07", "-1850.00"],
      ["2025-04-11", "7.95"],
    ]);
    const other = question?.readings[1]?.answer;
    const answered = (await (
      await intake.upload(pdf, `${query}&overrides=${encodeURIComponent(JSON.stringify(other))}`, "application/pdf")
    ).json()) as Asked;
    expect(answered.questions?.some((q) => q.decision === "sign") ?? false).toBe(false);
    expect(planned(answered)).toEqual([
      ["2025-04-03", "-12.40"],
      ["2025-04-07", "1850.00"],
      ["2025-04-11", "-7.95"],
    ]);
  });

  it("a header that names the sides (Withdrawals, Deposits) is not asked", async () => {
    const { status, body } = await dryRun(await statement("Withdrawals", "Deposits"));
    expect(status).toBe(200);
    expect((body as Asked).questions?.some((q) => q.decision === "sign") ?? false).toBe(false);
    expect(planned(body)).toEqual([
      ["2025-04-03", "12.40"],
      ["2025-04-07", "-1850.00"],
      ["2025-04-11", "7.95"],
    ]);
  });
});
