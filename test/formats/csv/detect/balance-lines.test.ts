// A file without a running balance is checked by the opening and closing balances its bank writes above, inside or
// under the table: read right, the rows take the one to the other. Layouts of ten countries, rows and amounts made up.
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import { balanceLineOf } from "../../../../src/formats/csv/detect/balance-lines";

const plan = (csv: string, accountType?: string) =>
  planCsv(new TextEncoder().encode(csv), { accountId: 1, ...(accountType ? { accountType } : {}) });

/** Money in, negative for money out: 1,050.22 opening, 1,737.97 closing. */
const ROWS = [
  ["2026-10-13", "Supermarket 0042", -42.1],
  ["2026-10-14", "City Utilities", -58],
  ["2026-10-15", "Tax Office", 612.3],
  ["2026-10-16", "Bakery Corner", -7.9],
  ["2026-10-20", "Rent Oct", -1150],
  ["2026-10-21", "Employer Ltd", 1333.45],
] as const;
const OPENING = 1050.22;
const CLOSING = 1737.97;

const money = (n: number, decimal: "," | ".", thousands: string, unsigned = false) => {
  const [whole = "", frac = ""] = Math.abs(n).toFixed(2).split(".");
  return `${n < 0 && !unsigned ? "-" : ""}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)}${decimal}${frac}`;
};
const dmy = (iso: string, sep: string) => iso.split("-").reverse().join(sep);

interface Layout {
  country: string;
  /** The file, given the rows written as its bank writes them and the two balances. */
  file: (opening: number, closing: number) => string;
}

const LAYOUTS: Layout[] = [
  {
    country: "UK, balances above the table",
    file: (o, c) =>
      [
        `Account,12345678`,
        `Opening balance,"${money(o, ".", ",")}"`,
        `Closing balance,"${money(c, ".", ",")}"`,
        ``,
        `Date,Description,Amount`,
        ...ROWS.map(([d, p, a]) => `${dmy(d, "/")},${p},${money(a, ".", "")}`),
      ].join("\n"),
  },
  {
    country: "Germany, Soll/Haben marks on the lines under the table",
    file: (o, c) =>
      [
        `Buchungstag;Valuta;Empfänger;Verwendungszweck;Währung;Umsatz;`,
        ...ROWS.map(([d, p, a]) => `${dmy(d, ".")};${dmy(d, ".")};${p};Lastschrift;EUR;${money(a, ",", ".", true)};${a < 0 ? "S" : "H"}`),
        ``,
        `01.10.2026;;;Anfangssaldo;EUR;${money(o, ",", ".")};H`,
        `31.10.2026;;;Endsaldo;EUR;${money(c, ",", ".")};H`,
      ].join("\n"),
  },
  {
    country: "France, a date after the label",
    file: (o, c) =>
      [
        `Solde initial au 01/10/2026;${money(o, ",", " ")}`,
        `Date;Libellé;Montant`,
        ...ROWS.map(([d, p, a]) => `${dmy(d, "/")};${p};${money(a, ",", " ")}`),
        `Solde final au 31/10/2026;${money(c, ",", " ")}`,
      ].join("\n"),
  },
  {
    country: "Italy, dated lines inside the table",
    file: (o, c) =>
      [
        `Data;Descrizione;Importo`,
        `30/09/2026;SALDO INIZIALE;${money(o, ",", ".")}`,
        ...ROWS.map(([d, p, a]) => `${dmy(d, "/")};${p};${money(a, ",", ".")}`),
        `31/10/2026;SALDO FINALE;${money(c, ",", ".")}`,
      ].join("\n"),
  },
  {
    country: "Spain",
    file: (o, c) =>
      [
        `Fecha;Concepto;Importe`,
        ...ROWS.map(([d, p, a]) => `${dmy(d, "/")};${p};${money(a, ",", ".")}`),
        `;Saldo anterior;${money(o, ",", ".")}`,
        `;Saldo final;${money(c, ",", ".")}`,
      ].join("\n"),
  },
  {
    country: "Netherlands",
    file: (o, c) =>
      [
        `Beginsaldo,${money(o, ".", "")}`,
        `Datum,Naam,Bedrag`,
        ...ROWS.map(([d, p, a]) => `${d.replaceAll("-", "")},${p},${money(a, ".", "")}`),
        `Eindsaldo,${money(c, ".", "")}`,
      ].join("\n"),
  },
  {
    country: "Sweden",
    file: (o, c) =>
      [
        `Ingående saldo;${money(o, ",", " ")} SEK`,
        `Bokföringsdag;Text;Belopp`,
        ...ROWS.map(([d, p, a]) => `${d};${p};${money(a, ",", " ")}`),
        `Utgående saldo;${money(c, ",", " ")} SEK`,
      ].join("\n"),
  },
  {
    country: "Poland",
    file: (o, c) =>
      [
        `Data operacji;Opis;Kwota`,
        ...ROWS.map(([d, p, a]) => `${d};${p};${money(a, ",", " ")}`),
        `;Saldo początkowe;${money(o, ",", " ")}`,
        `;Saldo końcowe;${money(c, ",", " ")}`,
      ].join("\n"),
  },
  {
    country: "Germany, the newest balance above the table and the oldest under it",
    file: (o, c) =>
      [
        `"Neuer Kontostand";"${money(c, ",", ".")} EUR";`,
        ``,
        `"Buchungstag";"Vorgang";"Buchungstext";"Umsatz in EUR";`,
        ...[...ROWS].reverse().map(([d, p, a]) => `"${dmy(d, ".")}";"Lastschrift";"${p}";"${money(a, ",", ".")}";`),
        `"Alter Kontostand";"${money(o, ",", ".")} EUR";`,
      ].join("\n"),
  },
  {
    country: "Zambia, the lines dated inside a table with a balance column left empty",
    file: (o, c) =>
      [
        `,Date,Description,Debit,Credit,Balance`,
        `,01/10/2026,Opening balance,,,"${money(o, ",", " ")}"`,
        ...ROWS.map(
          ([d, p, a]) => `,${dmy(d, "/")},${p},${a < 0 ? `"${money(-a, ",", " ")}"` : ""},${a > 0 ? `"${money(a, ",", " ")}"` : ""},`,
        ),
        `,31/10/2026,Closing balance,,,"${money(c, ",", " ")}"`,
      ].join("\n"),
  },
];

describe("the rows take the opening balance to the closing one: balanced", () => {
  it.each(LAYOUTS.map((l) => [l.country, l] as const))("%s", (_, layout) => {
    const p = plan(layout.file(OPENING, CLOSING));
    expect(p.items).toHaveLength(ROWS.length);
    expect(p.profile.verification).toEqual({ status: "balanced", rows_checked: ROWS.length, rows_total: ROWS.length });
  });
});

describe("a closing balance the rows do not reach is a break, named on the closing line", () => {
  it.each(LAYOUTS.map((l) => [l.country, l] as const))("%s", (_, layout) => {
    const p = plan(layout.file(OPENING, CLOSING + 100));
    expect(p.profile.verification).toMatchObject({
      status: "unbalanced",
      rows_checked: 0,
      first_break: { expected: CLOSING.toFixed(2), found: (CLOSING + 100).toFixed(2) },
    });
    expect(p.profile.warnings?.join(" ")).toMatch(/the file's own balances do not add up from row \d+/);
  });
});

describe("lines that do not say which end they stand at, or which amount, check nothing", () => {
  const rows = ROWS.map(([d, p, a]) => `${d},${p},${money(a, ".", "")}`);
  it.each([
    ["a balance that names no end", [`Balance,${money(OPENING, ".", "")}`, `Date,Payee,Amount`, ...rows]],
    ["an opening balance alone", [`Opening balance,${money(OPENING, ".", "")}`, `Date,Payee,Amount`, ...rows]],
    [
      "two openings",
      [`Opening balance,1.00`, `Opening balance,2.00`, `Date,Payee,Amount`, ...rows, `Closing balance,${money(CLOSING, ".", "")}`],
    ],
    ["a line of two amounts", [`Opening balance,1.00,2.00`, `Date,Payee,Amount`, ...rows, `Closing balance,${money(CLOSING, ".", "")}`]],
  ])("%s", (_, lines) => {
    expect(plan(lines.join("\n")).profile.verification?.status).toBe("no_balances");
  });

  it("rows of two currencies", () => {
    const file = [
      `Opening balance,${money(OPENING, ".", "")}`,
      `Date,Payee,Amount,Currency`,
      ...ROWS.map(([d, p, a], i) => `${d},${p},${money(a, ".", "")},${i === 0 ? "USD" : "EUR"}`),
      `Closing balance,${money(CLOSING, ".", "")}`,
    ];
    expect(plan(file.join("\n")).profile.verification?.status).toBe("no_balances");
  });
});

describe("a card's statement may state what is owed", () => {
  const file = (closing: number) =>
    [
      `Previous balance,"250.00"`,
      `New balance,"${closing.toFixed(2)}"`,
      `Date,Merchant,Amount`,
      `2026-10-02,GROCER,80.00`,
      `2026-10-05,PAYMENT THANK YOU,-100.00`,
      `2026-10-09,CINEMA,24.50`,
    ].join("\n");
  it("purchases raise the balance owed on a card's account", () => {
    expect(plan(file(254.5), "credit").profile.verification?.status).toBe("balanced");
  });
  it("elsewhere the balance is what the account holds: the lines read the sign that way", () => {
    const p = plan(file(245.5), "depository").profile;
    expect([p.sign, p.verification?.status]).toEqual(["positive_is_money_out", "balanced"]);
    expect(plan(file(254.5), "depository").profile.sign).toBe("negative_is_money_out");
  });
});

describe("a balance line is read with its mark", () => {
  const fmt = { decimal: ",", thousands: "." } as const;
  it.each([
    [["Anfangssaldo", "EUR", "1.234,56", "H"], { end: "opening", units: 12_345_600 }],
    [["Endsaldo", "EUR", "1.234,56", "S"], { end: "closing", units: -12_345_600 }],
    [["31.10.2026", "Saldo finale", "0,00", "1.234,56"], { end: "closing", units: 12_345_600 }],
    [["Solde précédent", "-5,00"], { end: "opening", units: -50_000 }],
    [["31/12/17", "", "26.851,95|", "SALDO INIZIALE"], { end: "opening", units: 268_519_500 }],
    [["Closing balance", "0,00"], { end: "closing", units: 0 }],
  ])("%j", (cells, line) => {
    expect(balanceLineOf(cells, fmt, 7)).toEqual({ ...line, line: 7 });
  });
  it.each([[["Saldo", "1,00"]], [["Opening balance transfer", "1,00"]], [["Kontostand", "1,00"]], [["Anfangssaldo", "EUR", "n/a"]]])(
    "not %j",
    (cells) => {
      expect(balanceLineOf(cells, fmt, 7)).toBeNull();
    },
  );
});

describe("a balance line of a file in hundredths is read in them when written as a whole number", () => {
  const fmt = { decimal: ",", thousands: "" } as const;
  it("reads 150000 as 1500,00 and 1500,00 as written", () => {
    expect(balanceLineOf(["", "Số dư đầu kỳ", "", "150000"], fmt, 2, 2)).toEqual({ end: "opening", units: 15_000_000, line: 2 });
    expect(balanceLineOf(["", "Số dư cuối kỳ", "", "1500,00"], fmt, 9, 2)).toEqual({ end: "closing", units: 15_000_000, line: 9 });
    expect(balanceLineOf(["", "Số dư cuối kỳ", "", "150000"], fmt, 9)).toEqual({ end: "closing", units: 1_500_000_000, line: 9 });
  });
});

describe("in a whole file, the opening and closing balances decide the sign where nothing else does", () => {
  const file = (closing: string) =>
    [
      `Saldo inicial;1.000,00`,
      `Fecha;Concepto;Importe`,
      `02/10/2026;Supermercado;10,00`,
      `03/10/2026;Farmacia;20,00`,
      `04/10/2026;Devolución tienda;-500,00`,
      `05/10/2026;Gasolinera;30,00`,
      `Saldo final;${closing}`,
    ].join("\n");

  it("positive is money out when the amounts, negated, reach the closing balance", () => {
    const p = plan(file("1.440,00"));
    expect(p.profile.sign).toBe("positive_is_money_out");
    expect(p.profile.signReason).toMatch(/^the amounts, negated, take the opening balance 1000.00 to the closing 1440.00/);
    expect(p.profile.signUnproven).toBeUndefined();
    expect(p.profile.verification?.status).toBe("balanced");
    expect(p.items.map((i) => i.item.amount)).toEqual(["10.00", "20.00", "-500.00", "30.00"]);
  });

  it("negative is money out when the amounts as written reach it", () => {
    const p = plan(file("560,00"));
    expect([p.profile.sign, p.profile.verification?.status]).toEqual(["negative_is_money_out", "balanced"]);
  });

  it("balances no sign reaches decide nothing, and the break is said", () => {
    const p = plan(file("999,00"));
    expect(p.profile.signReason).not.toMatch(/opening balance/);
    expect(p.profile.verification?.status).toBe("unbalanced");
  });
});

describe("at size: 2,400 rows streamed in chunks of 500 are checked by the lines above and under them", () => {
  /** 2,400 payments of 1.25 to 3.75 over 100 days, opening 50,000.00, the closing line at the file's end. */
  const file = (closingShift: number) => {
    let cents = 0;
    const rows = Array.from({ length: 2400 }, (_, i) => {
      const amount = -(125 + (i % 3) * 125);
      cents += amount;
      const day = new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 24))).toISOString().slice(0, 10);
      return `${day},Shop ${i % 17} ${"market hall north entrance ".repeat(3)},${(amount / 100).toFixed(2)}`;
    });
    const closing = ((5_000_000 + cents + closingShift) / 100).toFixed(2);
    return [`Opening balance,50000.00`, `Date,Payee,Amount`, ...rows, `Closing balance,${closing}`].join("\n");
  };
  const streamed = async (text: string) => {
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let off = 0; off < bytes.length; off += 4096) c.enqueue(bytes.slice(off, off + 4096));
        c.close();
      },
    });
    let items = 0;
    let chunks = 0;
    let profile;
    for await (const chunk of streamCsvPlan(stream, { accountId: 1 }, 500)) {
      chunks++;
      items += chunk.items.length;
      profile = chunk.profile;
    }
    return { items, chunks, verification: profile?.verification };
  };
  it("balanced when they add up", async () => {
    const r = await streamed(file(0));
    expect(r.items).toBe(2400);
    expect(r.chunks).toBeGreaterThan(2);
    expect(r.verification).toEqual({ status: "balanced", rows_checked: 2400, rows_total: 2400 });
  });
  it("a break on the closing line when one cent is missing", async () => {
    expect((await streamed(file(-1))).verification).toMatchObject({ status: "unbalanced", first_break: { row: 2403 } });
  });
});

describe("a money-out word written beside a balance's number says the account is overdrawn", () => {
  it("a Turkish statement: borçlu (B) and alacaklı (A) after the balances, in the column and on the lines", () => {
    const p = plan(
      [
        "Tarih;Açıklama;Tutar;Bakiye",
        ";Açılış bakiyesi;;1.000,00 A",
        "03.06.2026;MİGROS;-1.200,00;200,00 B",
        "10.06.2026;KİRA;-300,00;500,00 B",
        "15.06.2026;GELEN EFT;250,00;250,00 B",
        ";Kapanış bakiyesi;;250,00 B",
      ].join("\n"),
    );
    expect(p.items.map((i) => i.item.amount)).toEqual(["1200.00", "300.00", "-250.00"]);
    expect(p.profile.verification).toMatchObject({ status: "balanced", closing: { balance: "-250.00" } });
  });

  it("a British closing balance written 50.00DR, a German one 200,00 S", () => {
    const british = plan(
      [
        "Opening balance,,100.00",
        "Date,Description,Amount",
        "02/06/2026,TESCO,-120.00",
        "05/06/2026,TFL TRAVEL,-30.00",
        "Closing balance,,50.00DR",
      ].join("\n"),
    );
    expect(british.profile.verification).toMatchObject({ status: "balanced", rows_checked: 2 });
    const german = plan(
      [
        "Anfangssaldo;;300,00 H",
        "Buchungstag;Verwendungszweck;Betrag",
        "02.06.2026;Miete Juni;-650,00",
        "05.06.2026;Erstattung;150,00",
        "Endsaldo;;200,00 S",
      ].join("\n"),
    );
    expect(german.profile.verification).toMatchObject({ status: "balanced" });
  });

  it("a balance in credit, or with a currency after it, stays as written (look-alikes)", () => {
    const p = plan(
      [
        "Opening balance,,100.00 EUR",
        "Date,Description,Amount",
        "02/06/2026,SALARY,1200.00",
        "05/06/2026,RENT,-300.00",
        "Closing balance,,1000.00 CR",
      ].join("\n"),
    );
    expect(p.profile.verification).toMatchObject({ status: "balanced", rows_checked: 2 });
  });
});
