// The held row (src/formats/csv/plan/held-row.ts): the last transaction's cells, read in place into one record the
// planner reuses, until the next row decides whether a wrapped memo line continues it.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { HeldRow, LastRow } from "../../../../src/formats/csv/plan/held-row";
import { RowAmounts } from "../../../../src/formats/csv/plan/row-amounts";
import { RowColumns } from "../../../../src/formats/csv/plan/row-columns";
import { atRecord, profileOf } from "../records";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string, profile = {}) => planCsv(enc(s), { accountId: 42, profile });

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

describe("a dated row whose payee or memo is a balance line's label is not held", () => {
  const FILE = "Date;Payee;Memo;Amount;Balance\n03.01.2024;Shop;x;-10,00;90,00\n04.01.2024;Bar;y;-2,00;88,00\n";
  const profile = profileOf(FILE);
  const cols = new RowColumns(profile, profile.headers ?? null);
  const take = (line: string) =>
    atRecord(line, ";", 0, (rec) => {
      const held = new HeldRow(cols, new RowAmounts(profile, cols), false);
      return { taken: held.take(rec, "2024-01-05", "1.00", undefined, "", "; "), held };
    });

  it("holds a payment with its payee, notes and balance", () => {
    const { taken, held } = take("05.01.2024;Shop;Rechnung 1;-1,00;87,00");
    expect([taken, held.row, held.shownPayee, held.shownNotes, held.balanceRead]).toEqual([true, 1, "Shop", "Rechnung 1", true]);
  });
  it("holds nothing for a balance label as the payee, or as the memo under no payee", () => {
    expect(take("05.01.2024;Closing balance;;-1,00;87,00").taken).toBe(false);
    expect(take("05.01.2024;;Saldo finale;-1,00;87,00").taken).toBe(false);
  });
});

describe("a held row that states the balance the row before left, as its amount too, restates it", () => {
  const FILE = "Date;Payee;Amount;Balance\n03.01.2024;Shop;-10,00;90,00\n04.01.2024;Bar;-2,00;88,00\n";
  const profile = profileOf(FILE);
  const cols = new RowColumns(profile, profile.headers ?? null);
  const amounts = new RowAmounts(profile, cols);
  const heldOf = (line: string, amount: string) =>
    atRecord(line, ";", 0, (rec) => {
      const held = new HeldRow(cols, amounts, false);
      held.take(rec, "2024-01-05", amount, undefined, "", "; ");
      return held;
    });
  const last = new LastRow();
  last.follow(heldOf("04.01.2024;Bar;-2,00;88,00", "2.00"));

  it("a month's closing line under a name no word list knows: its amount and balance are the balance before", () => {
    expect(heldOf("31.01.2024;Monatsabschluss;88,00;88,00", "-88.00").restates(last)).toBe(true);
  });
  it("a payment that moves the balance does not", () => {
    expect(heldOf("05.01.2024;Shop;-1,00;87,00", "1.00").restates(last)).toBe(false);
  });
});

describe("the held row's item has date, amount, external_id, currency, payee and notes, in that order, only those present", () => {
  it("leaves out an empty payee and an absent currency, and adds the memo lines that continued it", () => {
    const profile = profileOf("Date;Payee;Memo;Amount\n03.01.2024;Shop;x;-10,00\n04.01.2024;Bar;y;-2,00\n");
    const cols = new RowColumns(profile, profile.headers ?? null);
    const held = new HeldRow(cols, new RowAmounts(profile, cols), false);
    const item = atRecord("05.01.2024;Shop;Rechnung 1;-1,00", ";", 0, (rec) => {
      held.take(rec, "2024-01-05", "1.00", undefined, "", "; ");
      return held.item("c:1", undefined, "Lieferung Januar");
    });
    expect(Object.entries(item)).toEqual([
      ["date", "2024-01-05"],
      ["amount", "1.00"],
      ["external_id", "c:1"],
      ["payee", "Shop"],
      ["notes", "Rechnung 1 Lieferung Januar"],
    ]);
  });
});
