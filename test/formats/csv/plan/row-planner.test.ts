// The planner's row rules: which rows are transactions, which are not and why, one describe per rule.
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import type { RowReport } from "../../../../src/plan";
import { expandRuns } from "../../../support/rows";
import { planFixture } from "../fixture-plan";
import lkShortRow from "../unseen/structure-lk-short-row-trailing-empty-cell";
import ptShortRow from "../unseen/structure-pt-short-row-trailing-semicolon";
import trShortRow from "../unseen/structure-tr-short-row-trailing-semicolon";
import roMultiline from "../unseen/structure-ro-multiline-record-page-break";
import gbMultiline from "../unseen/structure-gb-card-multiline-total-detail";
import czMultiline from "../unseen/structure-cz-multiline-celkem-detail";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string, profile = {}) => planCsv(enc(s), { accountId: 42, profile });
const outcomes = (rows: RowReport[]) => rows.map((r) => [r.row, r.outcome, r.reason?.replace(/^row \d+: /, "")]);

async function streamed(text: string, piece: number, chunk = 2) {
  const bytes = enc(text);
  let off = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (off >= bytes.length) return c.close();
      c.enqueue(bytes.slice(off, off + piece));
      off += piece;
    },
  });
  const items = [];
  const rows = [];
  let profile;
  for await (const c of streamCsvPlan(stream, { accountId: 42 }, chunk)) {
    items.push(...c.items);
    rows.push(...c.rows);
    profile = c.profile;
  }
  return { items, rows, profile };
}

describe("a row in the table is never a footer: the footer is decided by structure", () => {
  it("reports the last rows as errors when their dates do not parse", () => {
    const p = plan(
      "Date,Payee,Amount\n01/15/2024,a,-1.00\n01/16/2024,b,-2.00\n01/17/2024,c,-3.00\n02/30/2024,d,-4.00\n04/31/2024,e,-5.00\n",
    );
    expect(p.items).toHaveLength(3);
    expect(outcomes(p.rows).slice(-2)).toEqual([
      [5, "error", 'date "02/30/2024" does not match MM/DD/YYYY'],
      [6, "error", 'date "04/31/2024" does not match MM/DD/YYYY'],
    ]);
  });
  it("reports unreadable dates of every shape as errors at the end of the file, not as a footer", () => {
    for (const bad of ["32.13.2024", "2024-13-45", "31.02.24", "20241345", "30 Feb 2024"]) {
      const p = plan(`Datum;Name;Betrag\n01.02.2024;a;-1,00\n${bad};b;-2,00\n`);
      expect(p.rows.at(-1), bad).toMatchObject({ row: 3, outcome: "error" });
    }
  });
  it("reports a row without a date but with an amount at the end as an error", () => {
    const p = plan("Date,Payee,Amount\n2024-01-03,a,-1.00\n,b,-2.00\n");
    expect(outcomes(p.rows).at(-1)).toEqual([3, "error", "no date (column 1 is empty)"]);
  });
  it("reports the last row of the table's shape as an error when its date cell is a word or a number, not a date", () => {
    const table = "Date,Payee,Amount\n2024-01-03,a,-1.00\n2024-01-04,b,-2.00\n";
    for (const [bad, reason] of [
      ["yesterday", 'date "yesterday" does not match YYYY-MM-DD'],
      ["1704412800", 'date "1704412800" does not match YYYY-MM-DD'],
      ["gestern", 'date "gestern" does not match YYYY-MM-DD'],
    ]) {
      const p = plan(`${table}${bad},c,-3.00\n`);
      expect(p.items, bad).toHaveLength(2);
      expect(outcomes(p.rows).at(-1), bad).toEqual([4, "error", reason]);
    }
    // German export, debit and credit columns: the same rule.
    const de = plan("Buchungstag;Empfänger;Soll;Haben\n03.01.2024;a;1,00;\nheute;b;2,00;\n");
    expect(outcomes(de.rows).at(-1)).toEqual([3, "error", 'date "heute" does not match DD.MM.YYYY']);
  });
  it("keeps totals, disclaimers, balance lines and lines of another shape after the table as the footer", () => {
    const p = plan(
      [
        "Date;Payee;Amount;Balance",
        "01.01.2024;Shop;-1,00;102,00",
        "02.01.2024;Shop;-1,00;101,00",
        "02.01.2024;Shop;-1,00;100,00",
        "03.01.2024;Shop;-1,00;99,00",
        "04.01.2024;Shop;-2,00;97,00",
        "Total;;-3,00;",
        "Summe;;-3,00;",
        "Kontostand am 04.01.2024;;;97,00",
        "Alle Angaben ohne Gewähr.",
        "Erstellt am 05.01.2024 um 10:00",
      ].join("\n"),
    );
    expect(p.items).toHaveLength(5);
    expect(outcomes(expandRuns(p.rows)).slice(6)).toEqual([
      [7, "ignored", "footer"],
      [8, "ignored", "footer"],
      [9, "ignored", "footer"],
      [10, "ignored", "footer"],
      [11, "ignored", "footer"],
    ]);
  });
  it("keeps a dated line of another shape after the table (an export timestamp) as the footer, and reports it inside", () => {
    const rows = "Date;Payee;Memo;Amount\n03.01.2024;a;x;-1,00\n04.01.2024;b;y;-2,00\n05.01.2024;c;z;-3,00\n";
    expect(outcomes(plan(rows + "05.01.2024 10:00\n").rows).at(-1)).toEqual([5, "ignored", "footer"]);
    expect(outcomes(expandRuns(plan(rows + "05.01.2024 10:00\n06.01.2024;d;w;-4,00\n").rows))[4]).toEqual([
      5,
      "error",
      "no amount (column 4 is empty)",
    ]);
  });
  it("reports a non-transaction line inside the table as an error, never as a footer", () => {
    const p = plan("Date,Payee,Amount\n2024-01-03,a,-1.00\nsee attached,x,-9.00\n2024-01-04,b,-2.00\n");
    expect(outcomes(p.rows)[2]).toEqual([3, "error", 'date "see attached" does not match YYYY-MM-DD']);
  });
});

describe("pending rows: a date cell that says the payment is not booked yet", () => {
  const words = ["Pending", "PENDING", "pending", "En attente", "Vorgemerkt", "In behandeling", "Pendiente", "In sospeso", "Reserverad"];
  for (const w of words) {
    it(`ignores "${w}" rows as pending, at the top, in the middle and at the end`, () => {
      const p = plan(
        `Date,Description,Amount\n${w},Coffee,-3.50\n2024-01-03,Shop,-1.00\n${w},Taxi,-12.00\n2024-01-02,Shop,-2.00\n${w},Bar,-5.00\n`,
      );
      expect(p.items.map((i) => i.row)).toEqual([3, 5]);
      for (const row of [2, 4, 6]) expect(p.rows.find((r) => r.row === row)).toEqual({ row, outcome: "ignored", reason: "pending" });
    });
  }
});

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

describe("continuation lines: an unquoted text-only line after a transaction continues its memo", () => {
  it("joins a wrapped line (one cell, or text in the memo column) to the notes of the row above", () => {
    const p = plan(
      [
        "Date;Payee;Memo;Amount",
        "03.01.2024;ACME GmbH;Rechnung 4711;-10,00",
        "Lieferung Januar",
        ";;Kundennummer 99;",
        "04.01.2024;Bäcker;Brötchen;-2,00",
        "05.01.2024;Shop;;-3,00",
        "Filiale Nord",
        "06.01.2024;Bar;x;-4,00",
      ].join("\n"),
    );
    expect(p.items.map((i) => [i.row, i.item.payee, i.item.notes])).toEqual([
      [2, "ACME GmbH", "Rechnung 4711 Lieferung Januar Kundennummer 99"],
      [5, "Bäcker", "Brötchen"],
      [6, "Shop", "Filiale Nord"],
      [8, "Bar", "x"],
    ]);
    expect(outcomes(p.rows)).toEqual([
      [1, "ignored", "header"],
      [2, "planned", undefined],
      [3, "ignored", "continues row 2"],
      [4, "ignored", "continues row 2"],
      [5, "planned", undefined], // and 6: a run
      [7, "ignored", "continues row 6"],
      [8, "planned", undefined],
    ]);
  });
  it("gives the continued row the external_id of its whole memo", () => {
    const wrapped = plan("Date,Payee,Memo,Amount\n2024-01-03,ACME,Invoice 7,-10.00\nfor January\n2024-01-04,B,x,-1.00\n");
    const whole = plan("Date,Payee,Memo,Amount\n2024-01-03,ACME,Invoice 7 for January,-10.00\n2024-01-04,B,x,-1.00\n");
    expect(wrapped.items[0]!.item.external_id).toBe(whole.items[0]!.item.external_id);
  });
  it("keeps text-only lines after the last transaction as the footer, not as its memo", () => {
    const p = plan("Date,Payee,Amount\n2024-01-03,a,-1.00\nThank you for banking with us\n");
    expect(p.items[0]!.item.notes).toBeUndefined();
    expect(outcomes(p.rows).at(-1)).toEqual([3, "ignored", "footer"]);
  });
  it("keeps multi-line quoted memos working beside wrapped ones", () => {
    const p = plan('Date,Payee,Memo,Amount\n2024-01-03,a,"line one\nline two",-1.00\nwrapped\n2024-01-04,b,x,-2.00\n');
    expect(p.items[0]!.item.notes).toBe("line one line two wrapped");
    expect(outcomes(p.rows).slice(1, 4)).toEqual([
      [2, "planned", undefined],
      [3, "ignored", "continues row 2 (line break inside quotes)"],
      [4, "ignored", "continues row 2"],
    ]);
  });
  it("joins a wrapped line that arrives after the row's chunk boundary when streaming, in every piece size", async () => {
    const lines = ["Date,Payee,Memo,Amount"];
    for (let i = 0; i < 40; i++) {
      lines.push(`2024-01-${String((i % 28) + 1).padStart(2, "0")},Shop ${i},memo ${i},-${i + 1}.00`);
      if (i % 3 === 0) lines.push(`wrapped ${i}`);
    }
    const text = lines.join("\n") + "\n";
    const whole = plan(text);
    expect(whole.items[0]!.item.notes).toBe("memo 0 wrapped 0");
    for (const piece of [7, 64, 1000]) {
      const s = await streamed(text, piece);
      expect(s.items).toEqual(whole.items);
      expect(expandRuns(s.rows)).toEqual(expandRuns(whole.rows));
    }
  });
  it("joins at most a few lines to one row; more text-only lines are errors", () => {
    const data = Array.from({ length: 12 }, (_, i) => `2024-01-${String(i + 4).padStart(2, "0")},Shop,-2.00`).join("\n");
    const p = plan(`Date,Payee,Amount\n2024-01-03,a,-1.00\n${Array.from({ length: 10 }, (_, i) => `text ${i}`).join("\n")}\n${data}\n`);
    expect(p.items[0]!.item.notes).toBe(Array.from({ length: 8 }, (_, i) => `text ${i}`).join(" "));
    expect(p.rows.filter((r) => r.outcome === "error").map((r) => r.row)).toEqual([11, 12]);
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

describe("rows wider than the table: free text that spills past the named columns", () => {
  it("keeps the named columns and joins the spilled text to the notes", () => {
    const p = plan(
      "Date,Amount,Description,Memo\n03/04/2024,-12.99,NETFLIX.COM,monthly\n03/09/2024,-54.20,SHELL OIL 5744,fuel, car 2\n" +
        "03/15/2024,1500.00,PAYROLL,employer, inc, biweekly\n03/22/2024,-8.75,STARBUCKS 1123,\n",
    );
    expect(p.rows.filter((r) => r.outcome === "error")).toEqual([]);
    expect(p.items.slice(1, 3).map((i) => [i.item.payee, i.item.notes, Number(i.item.amount)])).toEqual([
      ["SHELL OIL 5744", "fuel, car 2", 54.2],
      ["PAYROLL", "employer, inc, biweekly", -1500],
    ]);
  });
  it("is an error when the spill is a number: an unquoted delimiter split an amount and the columns moved", () => {
    const p = plan("Date,Amount,Description\n2024-03-01,-12.00,Bakery\n2024-03-02,-1,234.56,Furniture\n2024-03-03,-3.00,Cafe\n");
    expect(p.items.map((i) => i.item.payee)).toEqual(["Bakery", "Cafe"]);
    expect(p.rows.find((r) => r.row === 3)).toMatchObject({
      outcome: "error",
      reason: expect.stringMatching(/fields where the table has/),
    });
  });
});

describe("a table of planned rows is one report: each item carries its row, the report says the run", () => {
  const rows = (n: number, from = 1) =>
    Array.from({ length: n }, (_, i) => `2024-02-${String(from + i).padStart(2, "0")},Shop ${from + i},-${from + i}.00`);
  it("gives consecutive transactions one report row…to_row, and an item per row", () => {
    const p = plan(["Date,Payee,Amount", ...rows(5)].join("\n") + "\n");
    expect(p.rows).toEqual([
      { row: 1, outcome: "ignored", reason: "header" },
      { row: 2, to_row: 6, outcome: "planned" },
    ]);
    expect(p.items.map((i) => i.row)).toEqual([2, 3, 4, 5, 6]);
  });
  it("ends a run at every row that is not a transaction: an error, a blank line, a quoted line break, a wrapped memo line", () => {
    const p = plan(
      [
        "Date,Payee,Memo,Amount",
        "2024-02-01,a,x,-1.00",
        "2024-02-02,b,x,-2.00",
        "2024-02-30,bad,date,-3.00",
        "2024-02-03,c,x,-4.00",
        "",
        "2024-02-04,d,x,-5.00",
        '2024-02-05,e,"two\nlines",-6.00',
        "2024-02-06,f,x,-7.00",
        "wrapped",
        "2024-02-07,g,x,-8.00",
        "2024-02-08,h,x,-9.00",
      ].join("\n") + "\n",
    );
    expect(p.rows.map((r) => [r.row, r.to_row, r.outcome])).toEqual([
      [1, undefined, "ignored"],
      [2, 3, "planned"],
      [4, undefined, "error"],
      [5, undefined, "planned"],
      [6, undefined, "ignored"],
      [7, 8, "planned"],
      [9, undefined, "ignored"], // line two of row 8
      [10, undefined, "planned"],
      [11, undefined, "ignored"], // continues row 10
      [12, 13, "planned"],
    ]);
    expect(p.items.map((i) => i.row)).toEqual([2, 3, 5, 7, 8, 10, 12, 13]);
  });
  it("streams runs cut at chunk ends, never changing a report already handed over", async () => {
    const text = ["Date,Payee,Amount", ...rows(28)].join("\n") + "\n";
    const bytes = enc(text);
    const handed: { chunk: RowReport[]; asHanded: string }[] = [];
    for await (const c of streamCsvPlan(new Blob([bytes]).stream(), { accountId: 42 }, 10)) {
      handed.push({ chunk: c.rows, asHanded: JSON.stringify(c.rows) });
    }
    for (const h of handed) expect(JSON.stringify(h.chunk)).toBe(h.asHanded);
    const all = handed.flatMap((h) => h.chunk);
    expect(all.filter((r) => r.outcome === "planned").length).toBeGreaterThan(1);
    expect(expandRuns(all)).toEqual(expandRuns(plan(text).rows));
  });
});

describe("text cells: trimmed, runs of space inside collapsed, whether read in place or unescaped", () => {
  const cells = [
    "Coffee Shop",
    "  Deutsche Bahn ",
    "Café  Müller",
    "Stadtwerke\u00a0München",
    "\u3000Ramen Bar\u3000",
    "Miete\tJanuar",
    "Abo\r",
    "x",
    " ",
  ];
  const clean = (s: string) => {
    const t = s.trim();
    return /\n|\t| {2}/.test(t) ? t.replace(/\s+/g, " ") : t;
  };

  it("reads each cell as the rule says, quoted or not, with an escaped quote or without", () => {
    for (const [quoted, escaped] of [
      [false, false],
      [true, false],
      [true, true],
    ] as const) {
      const cell = (s: string) => (quoted ? `"${s}${escaped ? '""' : ""}"` : s);
      const text = "Date;Payee;Memo;Amount\n" + cells.map((c, i) => `2024-01-${String(i + 10)};${cell(c)};${cell(c)};-1,00`).join("\n");
      const p = plan(text);
      const want = cells.map((c) => clean(c + (escaped ? '"' : "")));
      expect(p.items.map((i) => [i.item.payee, i.item.notes])).toEqual(want.map((w) => (w === "" ? [undefined, undefined] : [w, w])));
    }
  });
});

describe("a short row that kept its trailing empty cell is read again where its balance adds up", () => {
  for (const f of [lkShortRow, ptShortRow, trShortRow]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  it("puts the missing cell back before the money, and says so", () => {
    const p = plan(
      [
        "Date;Text;Ref;Debit;Credit;Balance;",
        "13.03.2026;A;R1;10,00;;90,00;",
        "14.03.2026;B;20,00;;70,00;",
        "15.03.2026;C;R3;5,00;;65,00;",
      ].join("\n"),
    );
    expect(p.items.map((i) => i.item.amount)).toEqual(["10.00", "20.00", "5.00"]);
    expect(p.profile?.warnings?.join(" ")).toMatch(/row 3 has fewer cells than the header: read with the missing cell put back/);
  });
  it("leaves a short row whose balance is blank and whose last value is no money as it is", () => {
    const p = plan(["Date;Text;Ref;Debit;Credit;Balance;", "13.03.2026;A;R1;10,00;;90,00;", "14.03.2026;B;R2;;;;"].join("\n"));
    expect(p.profile?.warnings?.join(" ") ?? "").not.toMatch(/fewer cells/);
  });
});

describe("a multi-line record's details: a figure in the text continues it, a line elsewhere ends it", () => {
  for (const f of [roMultiline, gbMultiline, czMultiline]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  it("joins a detail line that reads like a total to the record's notes", () => {
    const p = planFixture(gbMultiline);
    expect(p.profile?.warnings ?? []).toEqual([]);
    const p2 = plan(gbMultiline.file as string);
    expect(p2.items[0]!.item.notes).toBe("Foreign amount 47.80 USD Total: 47.80 USD Exchange rate 1.2510");
  });
  it("ends the details at a page's footer written outside the text columns; the footer is the next header's title", () => {
    const p = plan(roMultiline.file as string);
    expect(p.items[1]!.item.notes).toBe("Ordonator: EXEMPLU SRL Detalii: salariu ianuarie");
    expect(outcomes(p.rows).slice(8, 12)).toEqual([
      [9, "ignored", "section title"],
      [10, "ignored", "section title"],
      [11, "ignored", "section title"],
      [12, "ignored", "header (repeated)"],
    ]);
  });
  it("keeps a balance named in the details a balance line", () => {
    const p = plan(
      ["Date,Text,Memo,Amount", "13/03/2026,SHOP,,-4.00", ",Card 1234,,", ",Closing balance,96.00,", "14/03/2026,BAR,,-2.00"].join("\n"),
    );
    expect(outcomes(p.rows).slice(2, 4)).toEqual([
      [3, "ignored", "continues row 2"],
      [4, "ignored", "balance row"],
    ]);
    expect(p.items[0]!.item.notes).toBe("Card 1234");
  });
});

describe("words without a digit where the amount goes are no amount", () => {
  it("reads a name under the debit column as no transaction: the footer at the end", () => {
    const p = plan(["Date,Text,Debit,Credit", "13/03/2026,SHOP,4.00,", ",,Branch Manager,"].join("\n"));
    expect(outcomes(p.rows).at(-1)).toEqual([3, "ignored", "footer"]);
  });
  it("still reads a row with an amount and no date as an error", () => {
    const p = plan(["Date,Text,Debit,Credit", "13/03/2026,SHOP,4.00,", ",TAXI,9.00,", "14/03/2026,BAR,2.00,"].join("\n"));
    expect(outcomes(p.rows)[2]).toEqual([3, "error", "no date (column 1 is empty)"]);
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
