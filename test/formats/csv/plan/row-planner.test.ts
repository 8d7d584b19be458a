// The planner's row rules: which rows are transactions, which are not and why, one describe per rule. The rules of
// its steps are beside them (held-lines, held-row, row-reports, short-rows, undated-rows, wide-rows…).
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import type { RowReport } from "../../../../src/plan";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string, profile = {}) => planCsv(enc(s), { accountId: 42, profile });
const outcomes = (rows: RowReport[]) => rows.map((r) => [r.row, r.outcome, r.reason?.replace(/^row \d+: /, "")]);

describe("summary rows: opening/closing balance and turnover lines are ignored as balance rows", () => {
  it("ignores dated balance lines whose description is a balance label, in many languages, with a warning", () => {
    const labels = [
      "Opening balance",
      "Closing Balance",
      "Anfangssaldo",
      "Endsaldo",
      "Saldo iniziale",
      "Solde initial",
      "Beginsaldo",
      "Saldo inicial",
      "Umsatz",
      "Saldo finale",
      "Ingående saldo",
      "Sākuma atlikums",
      "Likutis pabaigai",
      "Algsaldo",
      "Balance brought forward",
    ];
    for (const label of labels) {
      const p = plan(
        `Date;Description;Amount\n01.01.2024;${label};1.000,00\n02.01.2024;Shop;-10,00\n03.01.2024;${label} per 03.01.2024;990,00\n04.01.2024;Bar;-5,00\n`,
      );
      expect(
        p.items.map((i) => i.item.payee),
        label,
      ).toEqual(["Shop", "Bar"]);
      expect(
        p.rows.filter((r) => r.reason === "balance row").map((r) => r.row),
        label,
      ).toEqual([2, 4]);
      expect(p.profile!.warnings, label).toEqual(expect.arrayContaining([expect.stringMatching(/^2 rows were ignored as balance rows/)]));
    }
  });
  it("ignores a balance line written in the date column, or with the balance and no amount", () => {
    const p = plan(
      "Buchungstag;Text;Betrag;Saldo\nAnfangssaldo;;;1.000,00\n02.01.2024;Shop;-10,00;990,00\n03.01.2024;Kontostand;;990,00\n04.01.2024;Bar;-5,00;985,00\nEndsaldo;;;985,00\n",
    );
    expect(p.items.map((i) => i.item.payee)).toEqual(["Shop", "Bar"]);
    expect(outcomes(p.rows)).toEqual([
      [1, "ignored", "header"],
      [2, "ignored", "balance row"],
      [3, "planned", undefined],
      [4, "ignored", "balance row"],
      [5, "planned", undefined],
      [6, "ignored", "footer"],
    ]);
  });
  it("ignores balance lines marked by the bank's record type when their details carry the label (Swedbank Baltic layout)", () => {
    const p = plan(
      [
        "Client account;Row type;Date;Beneficiary/Payer;Details;Amount;Currency;Debit/Credit",
        "LT01;10;2024-01-01;;Opening balance;1000.00;EUR;K",
        "LT01;20;2024-01-02;Maxima;Pirkinys;12.40;EUR;D",
        "LT01;20;2024-01-03;Darbdavys;Alga;1500.00;EUR;K",
        "LT01;82;2024-01-31;;Turnover;1512.40;EUR;D",
        "LT01;86;2024-01-31;;Closing balance;2487.60;EUR;K",
      ].join("\n"),
    );
    expect(p.items.map((i) => i.row)).toEqual([3, 4]);
    expect(p.rows.filter((r) => r.reason === "balance row").map((r) => r.row)).toEqual([2, 5, 6]);
  });
  it("learns the record-type codes of labelled balance rows and sets aside unlabelled rows with those codes", () => {
    // Two accounts in one export: the second block's balance rows carry the codes but no label.
    const p = plan(
      [
        "Client account;Row type;Date;Beneficiary/Payer;Details;Amount;Currency;Debit/Credit",
        "LT01;10;2024-01-01;;Opening balance;1000.00;EUR;K",
        "LT01;20;2024-01-02;Maxima;Pirkinys;12.40;EUR;D",
        "LT01;86;2024-01-31;;Closing balance;987.60;EUR;K",
        "LT02;10;2024-01-01;;;50.00;EUR;K",
        "LT02;20;2024-01-05;Rimi;Pirkinys;5.00;EUR;D",
        "LT02;86;2024-01-31;;;45.00;EUR;K",
      ].join("\n"),
    );
    expect(p.profile!.balanceCodes).toEqual({ column: { index: 1, header: "Row type" }, codes: ["10", "86"] });
    expect(p.items.map((i) => i.row)).toEqual([3, 6]);
    expect(p.rows.filter((r) => r.reason === "balance row").map((r) => r.row)).toEqual([2, 4, 5, 7]);
  });
  it("takes balance codes the user gives when no row has a label", () => {
    const text =
      "Konto;Typ;Datum;Text;Betrag\nA;AS;01.01.2024;;1000,00\nA;TX;02.01.2024;Rimi;-12,40\nA;TX;03.01.2024;Maxima;-2,00\nA;LS;31.01.2024;;985,60\n";
    expect(plan(text).items).toHaveLength(4);
    const p = plan(text, { balanceCodes: { column: { header: "Typ" }, codes: ["AS", "LS"] } });
    expect(p.items.map((i) => i.item.payee)).toEqual(["Rimi", "Maxima"]);
    expect(p.rows.filter((r) => r.reason === "balance row").map((r) => r.row)).toEqual([2, 5]);
  });
  it("keeps transactions whose payee only begins with such a word", () => {
    const p = plan(
      "Date,Payee,Amount\n2024-01-03,Balance transfer to savings,-100.00\n2024-01-04,TOTAL 1234 PARIS,-50.00\n2024-01-05,Total,-40.00\n2024-01-06,Saldo Bank AG,-1.00\n",
    );
    expect(p.items.map((i) => i.item.payee)).toEqual(["Balance transfer to savings", "TOTAL 1234 PARIS", "Total", "Saldo Bank AG"]);
    expect((p.profile!.warnings ?? []).filter((w) => /balance/.test(w))).toEqual([]);
  });
});

describe("amountScale: amounts written in 1/10^n units", () => {
  it("divides signed, debit/credit and indicator amounts", () => {
    expect(plan("Date,Payee,Amount\n2024-01-03,a,-1234\n2024-01-04,b,5\n", { amountScale: 2 }).items.map((i) => i.item.amount)).toEqual([
      "12.34",
      "-0.05",
    ]);
    expect(
      plan("Date,Details,Debit,Credit\n2024-01-03,a,1234,\n2024-01-04,b,,250000\n", { amountScale: 2 }).items.map((i) => i.item.amount),
    ).toEqual(["12.34", "-2500.00"]);
    expect(
      plan("Date;Payee;Amount;CR/DR\n03.01.2024;a;1234;DR\n04.01.2024;b;99;CR\n", { amountScale: 3 }).items.map((i) => i.item.amount),
    ).toEqual(["1.234", "-0.099"]);
  });
  it("reports an amount that would need more than 4 decimals", () => {
    const p = plan("Date,Payee,Amount\n2024-01-03,a,-12.345\n2024-01-04,b,-1.00\n", { amountScale: 2 });
    expect(p.rows[1]).toMatchObject({ outcome: "error", reason: expect.stringMatching(/more than 4 decimals/) });
    expect(p.items.map((i) => i.item.amount)).toEqual(["0.01"]);
  });
});

describe("a line of one value under a header, before its first row, is the section's title", () => {
  it("reports a card's number between the header and its rows as the title, not an error", () => {
    const p = plan(["Date,Payee,Amount", "4111XXXXXXXX1234", "13/03/2026,SHOP,-4.00"].join("\n"));
    expect(outcomes(p.rows)).toEqual([
      [1, "ignored", "header"],
      [2, "ignored", "section title"],
      [3, "planned", undefined],
    ]);
  });
  it("takes two such lines for titles, not a run of them, and none under the rows", () => {
    const p = plan(["Date,Payee,Amount", "x", "y", "z", "13/03/2026,SHOP,-4.00", "w", "14/03/2026,BAR,-2.00"].join("\n"), {
      headerRow: 0,
      preambleRows: 0,
    });
    expect(outcomes(p.rows).slice(1, 4)).toEqual([
      [2, "ignored", "section title"],
      [3, "ignored", "section title"],
      [4, "error", 'date "z" does not match DD/MM/YYYY'],
    ]);
    expect(outcomes(p.rows)[5]).toEqual([6, "ignored", "continues row 5"]);
  });
});

describe("a row of no money is a notice only where its balance stays: one whose balance moves is said, never lost quietly", () => {
  it("a notice (0.00, the balance unchanged) is ignored and the rows stay balanced", () => {
    const p = plan(
      "Date,Payee,Amount,Balance\n2025-03-01,Shop,-10.00,90.00\n2025-03-02,SMS notice fee,0.00,90.00\n2025-03-03,Cafe,-5.00,85.00\n",
    );
    expect([p.items.length, p.profile.verification?.status]).toEqual([2, "balanced"]);
  });
  it.each([
    [
      "an English export",
      "Date,Payee,Amount,Balance\n2025-03-01,Shop,-10.00,90.00\n2025-03-02,Salary,0.00,140.00\n2025-03-03,Cafe,-5.00,135.00\n",
    ],
    [
      "a German export",
      "Buchungstag;Empfänger;Betrag;Saldo\n01.03.2025;Rewe;-10,00;90,00\n02.03.2025;Gehalt;0,00;140,00\n03.03.2025;Bäcker;-5,00;135,00\n",
    ],
  ])("%s: money the reading did not see (0.00 read, the balance up by 50) breaks the check at that row", (_, file) => {
    const p = plan(file);
    expect(p.profile.verification).toMatchObject({ status: "unbalanced", first_break: { row: 3 } });
    expect(p.profile.warnings?.join(" ")).toMatch(/do not add up from row 3/);
  });
});
