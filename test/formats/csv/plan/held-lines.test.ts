// The rows held back after the held transaction (src/formats/csv/plan/held-lines.ts): decided as inside the table
// when a transaction follows, as the footer when the file ends there; a wrapped memo line continues the held row.
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import { HeldLines } from "../../../../src/formats/csv/plan/held-lines";
import { Notes } from "../../../../src/formats/csv/plan/row-reports";
import type { RowReport } from "../../../../src/plan";
import { expandRuns } from "../../../support/rows";
import { planFixture } from "../fixture-plan";
import { eachRecord } from "../records";
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

describe("a run of unreadable rows that say the same of their date is one held line, growing", () => {
  it("joins the next row that says the same, not one that says otherwise or does not follow", () => {
    const lines = new HeldLines();
    const text = "x;1\nx;2\ny;3\n";
    eachRecord(text, ";", (rec, i) => {
      const says = i < 2 ? 'date "x" does not match' : 'date "y" does not match';
      if (!lines.joinRun(rec, says))
        lines.add(rec, { row: rec.line, outcome: "error", reason: `row ${rec.line}: ${says}` }, true, undefined, undefined, says);
    });
    expect(lines.lines.map((l) => [l.report.row, l.report.to_row])).toEqual([
      [1, 2],
      [3, undefined],
    ]);
    expect(lines.rows).toBe(3);
  });
});

describe("a wrapped memo line continues the held row only after other such lines, eight at most", () => {
  it("continues after memo lines, not after a line of another kind", () => {
    const lines = new HeldLines();
    eachRecord("memo\n", ";", (rec) => lines.add(rec, { row: 1, outcome: "ignored", reason: "continues row 0" }, true, "memo"));
    expect(lines.continue(() => true)).toBe(true);
    eachRecord("Total;9\n", ";", (rec) => lines.add(rec, { row: 2, outcome: "ignored", reason: "balance row" }, true));
    expect(lines.continue(() => true)).toBe(false);
  });

  it("stops at eight lines", () => {
    const lines = new HeldLines();
    eachRecord("a\nb\nc\nd\ne\nf\ng\nh\n", ";", (rec) =>
      lines.add(rec, { row: rec.line, outcome: "ignored", reason: "continues row 0" }, true, "memo"),
    );
    expect(lines.continue(() => true)).toBe(false);
  });

  it("once the details run in the text columns, a line elsewhere ends them", () => {
    const lines = new HeldLines();
    eachRecord(";Card 1234\n", ";", (rec) => {
      lines.add(rec, { row: 1, outcome: "ignored", reason: "continues row 0" }, true, "Card 1234");
      lines.addedInText(rec);
    });
    expect(lines.continue(() => false)).toBe(false);
    expect(lines.continue(() => true)).toBe(true);
  });
});

describe("the held lines are decided as the footer at the end of the file, as what they are inside the table", () => {
  const held = () => {
    const lines = new HeldLines();
    eachRecord("Total;9\nsee attached;1\n", ";", (rec) => {
      if (rec.line === 1) lines.add(rec, { row: 1, outcome: "ignored", reason: "balance row" }, true);
      else lines.add(rec, { row: 2, outcome: "error", reason: "row 2: no date" }, true);
    });
    return lines;
  };

  it("at the end: each footer candidate is the footer", () => {
    const rows: RowReport[] = [];
    const decided = held().decide(rows, new Notes(false), true, false, undefined);
    expect(rows).toEqual([
      { row: 1, outcome: "ignored", reason: "footer" },
      { row: 2, outcome: "ignored", reason: "footer" },
    ]);
    expect(decided.balanceRows).toBe(0);
  });

  it("inside the table: each is what it is, the balance rows counted", () => {
    const rows: RowReport[] = [];
    const lines = held();
    const decided = lines.decide(rows, new Notes(false), false, false, undefined);
    expect(rows.map((r) => r.outcome)).toEqual(["ignored", "error"]);
    expect(decided.balanceRows).toBe(1);
    expect([lines.lines.length, lines.rows]).toEqual([0, 0]);
  });
});
