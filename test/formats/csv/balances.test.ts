// A bank export is checked by its own running balance: every answer says whether its rows add up, a row that lost a
// cell is read again where its balance adds up, a break is named, and a second account's balance starts anew. The
// layouts are written as the banks of ten countries write their exports; the rows and amounts are made up.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../src/formats/csv";

const plan = (csv: string, accountType?: string) =>
  planCsv(new TextEncoder().encode(csv), { accountId: 1, ...(accountType ? { accountType } : {}) });

interface Row {
  date: string;
  payee: string;
  /** Money in, negative for money out. */
  moneyIn: number;
}

/** How a bank writes a number: its decimal mark and thousands separator. */
const money = (n: number, decimal: "," | ".", thousands: string, unsigned = false) => {
  const [whole = "", frac = ""] = Math.abs(n).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${n < 0 && !unsigned ? "-" : ""}${grouped}${decimal}${frac}`;
};
/** "2026-10-14" as the bank writes dates. */
const dmy = (iso: string, sep: string) => iso.split("-").reverse().join(sep);
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const ROWS: Row[] = [
  { date: "2026-10-13", payee: "Supermarket 0042", moneyIn: -42.1 },
  { date: "2026-10-14", payee: "City Utilities", moneyIn: -58 },
  { date: "2026-10-15", payee: "Tax Office", moneyIn: 612.3 },
  { date: "2026-10-16", payee: "Bakery Corner", moneyIn: -7.9 },
  { date: "2026-10-17", payee: "Employer Ltd", moneyIn: 2450 },
  { date: "2026-10-19", payee: "Pharmacy 12", moneyIn: -23.45 },
  { date: "2026-10-20", payee: "Rent Oct", moneyIn: -1150 },
];
const OPENING = 1050.22;

interface Layout {
  country: string;
  delimiter: string;
  header: string[];
  /** A row's cells: its date, payee, money and the balance after it. */
  cells(row: Row, balance: number): string[];
  /** The cell the bank left out of the tax refund's row (not left empty: gone). */
  lost: number;
  newestFirst?: boolean;
}

const LAYOUTS: Layout[] = [
  {
    country: "a German savings bank (the value date)",
    delimiter: ";",
    header: ["Buchungstag", "Valuta", "Empfänger", "Verwendungszweck", "Betrag", "Saldo"],
    cells: (r, b) => [dmy(r.date, "."), dmy(r.date, "."), r.payee, "Lastschrift", money(r.moneyIn, ",", "."), money(b, ",", ".")],
    lost: 1,
  },
  {
    country: "a UK bank (the type), debit and credit columns",
    delimiter: ",",
    header: [
      "Transaction Date",
      "Transaction Type",
      "Sort Code",
      "Account Number",
      "Transaction Description",
      "Debit Amount",
      "Credit Amount",
      "Balance",
    ],
    cells: (r, b) => [
      dmy(r.date, "/"),
      r.moneyIn < 0 ? "DEB" : "FPI",
      "'11-22-33",
      "12345678",
      r.payee.toUpperCase(),
      r.moneyIn < 0 ? money(r.moneyIn, ".", "", true) : "",
      r.moneyIn > 0 ? money(r.moneyIn, ".", "") : "",
      money(b, ".", ""),
    ],
    lost: 1,
  },
  {
    country: "a French bank (the value date), newest first",
    delimiter: ";",
    header: ["Date opération", "Date valeur", "Libellé", "Débit", "Crédit", "Solde"],
    cells: (r, b) => [
      dmy(r.date, "/"),
      dmy(r.date, "/"),
      r.payee,
      r.moneyIn < 0 ? money(r.moneyIn, ",", " ", true) : "",
      r.moneyIn > 0 ? money(r.moneyIn, ",", " ") : "",
      money(b, ",", " "),
    ],
    lost: 1,
    newestFirst: true,
  },
  {
    country: "a Spanish bank (the value date)",
    delimiter: ";",
    header: ["Fecha", "Fecha valor", "Concepto", "Importe", "Saldo"],
    cells: (r, b) => [dmy(r.date, "/"), dmy(r.date, "/"), r.payee, money(r.moneyIn, ",", "."), money(b, ",", ".")],
    lost: 1,
  },
  {
    country: "a Dutch bank (the interest date), newest first",
    delimiter: ",",
    header: ["Datum", "Rentedatum", "Omschrijving", "Bedrag", "Saldo na mutatie"],
    cells: (r, b) => [r.date.replaceAll("-", ""), r.date.replaceAll("-", ""), r.payee, money(r.moneyIn, ".", ""), money(b, ".", "")],
    lost: 1,
    newestFirst: true,
  },
  {
    country: "an Italian bank (the value date)",
    delimiter: ";",
    header: ["Data contabile", "Data valuta", "Descrizione", "Importo", "Saldo"],
    cells: (r, b) => [dmy(r.date, "/"), dmy(r.date, "/"), r.payee, money(r.moneyIn, ",", "."), money(b, ",", ".")],
    lost: 1,
  },
  {
    country: "a Polish bank (the category)",
    delimiter: ";",
    header: ["Data operacji", "Opis operacji", "Kategoria", "Kwota", "Saldo po operacji"],
    cells: (r, b) => [r.date, r.payee, "Zakupy", money(r.moneyIn, ",", " "), money(b, ",", " ")],
    lost: 2,
  },
  {
    country: "a Swedish bank (the value day)",
    delimiter: ";",
    header: ["Bokföringsdag", "Valutadag", "Text", "Belopp", "Saldo"],
    cells: (r, b) => [r.date, r.date, r.payee, money(r.moneyIn, ",", " "), money(b, ",", " ")],
    lost: 1,
  },
  {
    country: "a US bank (the type), newest first",
    delimiter: ",",
    header: ["Posting Date", "Description", "Type", "Amount", "Balance"],
    cells: (r, b) => [
      mdy(r.date),
      r.payee.toUpperCase(),
      r.moneyIn < 0 ? "DEBIT_CARD" : "ACH_CREDIT",
      money(r.moneyIn, ".", ""),
      money(b, ".", ""),
    ],
    lost: 2,
    newestFirst: true,
  },
  {
    country: "a Swiss bank (the booking text)",
    delimiter: ";",
    header: ["Datum", "Buchungstext", "Zahlungszweck", "Betrag", "Saldo"],
    cells: (r, b) => [dmy(r.date, "."), r.payee, "Einkauf", money(r.moneyIn, ".", "'"), money(b, ".", "'")],
    lost: 2,
  },
];

/** The export of ROWS in a layout, the tax refund's row (the third) missing its `lost` cell; `drop`: none missing. */
function exportOf(layout: Layout, drop = true): string {
  let balance = OPENING;
  const lines = ROWS.map((r, i) => {
    balance = Math.round((balance + r.moneyIn) * 100) / 100;
    const cells = layout.cells(r, balance);
    if (drop && i === 2) cells.splice(layout.lost, 1);
    return cells.join(layout.delimiter);
  });
  if (layout.newestFirst) lines.reverse();
  return [layout.header.join(layout.delimiter), ...lines].join("\n");
}

describe("a file whose rows add up to its running balance is balanced, and reads as before", () => {
  for (const layout of LAYOUTS) {
    it(layout.country, () => {
      const p = plan(exportOf(layout, false));
      expect(p.items.map((i) => Number(i.item.amount))).toEqual((layout.newestFirst ? [...ROWS].reverse() : ROWS).map((r) => -r.moneyIn));
      expect(p.profile.verification).toMatchObject({ status: "balanced", rows_total: ROWS.length });
      expect(p.profile.verification?.rows_checked).toBeGreaterThanOrEqual(ROWS.length - 1);
    });
  }
});

describe("a row that lost a cell is read again where its balance adds up, and the warning says so", () => {
  for (const layout of LAYOUTS) {
    it(layout.country, () => {
      const p = plan(exportOf(layout));
      const refund = p.items.find((i) => Number(i.item.amount) === -612.3);
      expect(refund, "the refund read at its own amount").toBeDefined();
      expect(p.items.map((i) => Number(i.item.amount)).sort((a, b) => a - b)).toEqual(ROWS.map((r) => -r.moneyIn).sort((a, b) => a - b));
      expect(p.profile.verification?.status).toBe("balanced");
      expect(p.profile.warnings?.join(" ")).toMatch(
        new RegExp(`row ${refund!.row} has fewer cells than the header: read with the missing cell`),
      );
    });
  }
});

describe("a row that does not add up is named, never planned without a word", () => {
  it("an amount the balance does not explain: the break's row, what the balance should read and what it reads", () => {
    const csv = [
      "Buchungstag;Empfänger;Betrag;Saldo",
      "13.10.2026;A;-10,00;990,00",
      "14.10.2026;B;-20,00;970,00",
      "15.10.2026;C;612,30;2.866,02",
      "16.10.2026;D;-5,00;2.861,02",
    ].join("\n");
    const p = plan(csv);
    expect(p.profile.verification).toMatchObject({ status: "unbalanced", first_break: { row: 4, expected: "1582.30", found: "2866.02" } });
    expect(p.profile.warnings?.join(" ")).toMatch(
      /balances do not add up from row 4: the balance should read 1582.30 there and reads 2866.02/,
    );
    expect(p.items).toHaveLength(4);
  });

  it("a row short of a cell that no reading makes add up stays as it reads, with a warning to check it", () => {
    const csv = [
      "Buchungstag;Valuta;Empfänger;Betrag;Saldo",
      "13.10.2026;13.10.2026;A;-10,00;990,00",
      "14.10.2026;B;-20,00;500,00",
      "15.10.2026;15.10.2026;C;-5,00;495,00",
    ].join("\n");
    const p = plan(csv);
    expect(p.profile.warnings?.join(" ")).toMatch(
      /row 3 has fewer cells than the header, and no reading of it adds up with the running balance/,
    );
    expect(p.profile.verification?.status).toBe("unbalanced");
  });
});

describe("what the balances cannot check is said", () => {
  it("a file without a balance: no_balances", () => {
    const p = plan(["Date,Description,Amount", "10/14/2026,A,-10.00", "10/15/2026,B,-20.00"].join("\n"));
    expect(p.profile.verification).toEqual({ status: "no_balances", rows_checked: 0, rows_total: 2 });
  });

  it("rows after the last stated balance: partial", () => {
    const csv = ["Date;Payee;Amount;Balance", "2026-10-13;A;-10,00;990,00", "2026-10-14;B;-20,00;970,00", "2026-10-15;C;-5,00;"].join("\n");
    expect(plan(csv).profile.verification).toMatchObject({ status: "partial", rows_checked: 1, rows_total: 3 });
  });
});

describe("each section of a file runs its own balance", () => {
  it("two accounts, each under its own header: their balances do not chain", () => {
    const csv = [
      "Girokonto",
      "Datum;Empfänger;Betrag;Saldo",
      "13.10.2026;A;-10,00;990,00",
      "14.10.2026;B;-20,00;970,00",
      "",
      "Kreditkarte",
      "Datum;Empfänger;Betrag;Saldo",
      "13.10.2026;C;-30,00;-30,00",
      "15.10.2026;D;-12,50;-42,50",
    ].join("\n");
    const p = plan(csv);
    expect(p.items).toHaveLength(4);
    expect(p.profile.verification).toMatchObject({ status: "balanced", rows_total: 4 });
  });
});

describe("a balance that moves against every amount", () => {
  const owed = [
    "Date,Description,Amount,Balance",
    "2026-10-13,Shop A,-10.00,10.00",
    "2026-10-14,Shop B,-20.00,30.00",
    "2026-10-15,Payment,30.00,0.00",
  ].join("\n");
  it("is what a card owes, on a card's account", () => {
    expect(plan(owed, "credit").profile.verification?.status).toBe("balanced");
  });
});

describe("a row that restates the balance moves nothing: it is no transaction", () => {
  it.each([
    [
      "German",
      [
        "Datum;Text;Betrag;Saldo",
        "13.10.2026;REWE;-10,00;990,00",
        "31.10.2026;Monatsabschluss Oktober;990,00;990,00",
        "02.11.2026;Miete;-500,00;490,00",
      ],
    ],
    [
      "English",
      [
        "Date,Details,Amount,Balance",
        "2026-10-13,TESCO,-10.00,990.00",
        "2026-10-31,End of October,990.00,990.00",
        "2026-11-02,RENT,-500.00,490.00",
      ],
    ],
    [
      "Spanish",
      [
        "Fecha;Concepto;Importe;Saldo",
        "13/10/2026;Mercadona;-10,00;990,00",
        "31/10/2026;Saldo a fecha;990,00;990,00",
        "02/11/2026;Alquiler;-500,00;490,00",
      ],
    ],
  ])("%s: ignored as a balance row, the rows around it balanced", (_, lines) => {
    const p = plan(lines.join("\n"));
    expect(p.items.map((i) => i.item.amount)).toEqual(["10.00", "500.00"]);
    expect(p.rows).toContainEqual({ row: 3, outcome: "ignored", reason: "balance row" });
    expect(p.profile.verification?.status).toBe("balanced");
  });

  it("a payment of the balance's own amount that moves it is a transaction", () => {
    const p = plan(["Date,Details,Amount,Balance", "2026-10-13,TESCO,-10.00,990.00", "2026-10-31,Transfer out,-990.00,0.00"].join("\n"));
    expect(p.items).toHaveLength(2);
  });
});

describe("at size: 3,000 rows with a running balance, past the check's batches of 1,024 rows", () => {
  /** 3,000 rows over 125 days, oldest first, each with the balance after it; `drop` rows lose a cent of balance from there. */
  const file = (drop: number | null) => {
    let cents = 500_000;
    const lines = Array.from({ length: 3000 }, (_, i) => {
      const amount = i % 10 === 9 ? 12_500 + i : -(100 + ((i * 37) % 500));
      cents += amount;
      const shown = drop !== null && i + 2 >= drop ? cents - 1 : cents;
      const day = new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 24))).toISOString().slice(0, 10);
      return `${day},Shop ${i % 17},${(amount / 100).toFixed(2)},${(shown / 100).toFixed(2)}`;
    });
    return ["Date,Payee,Amount,Balance", ...lines].join("\n");
  };
  it("balanced when every row adds up; the first day's 24 rows have no balance before them to be checked against", () => {
    const p = plan(file(null));
    expect(p.items).toHaveLength(3000);
    expect(p.profile.verification).toMatchObject({ status: "balanced", rows_checked: 2976, rows_total: 3000 });
  });
  it("names the break in the third batch, at the first row of the day whose balances lost a cent", () => {
    // Row 2600 is in the day of rows 2594–2617: within a day the bank's order is not known, so the day is named.
    const p = plan(file(2600));
    expect(p.profile.verification).toMatchObject({ status: "unbalanced", first_break: { row: 2594 } });
  });
});
