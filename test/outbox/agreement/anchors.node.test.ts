// The balances an import states and which of them a check stands on (src/outbox/agreement/anchors.ts). Pure rules.
import { describe, expect, it } from "vitest";
import { type Anchor, chosenAnchors, importAnchors } from "../../../src/outbox/agreement/anchors";

const anchor = (date: string, balance: number, kind: Anchor["kind"], importId: string | null, at = 1): Anchor => ({
  date,
  units: Math.round(balance * 10_000),
  kind,
  importId,
  at,
});

describe("a file states its closing balance, and its opening one when its balances prove every row", () => {
  const rows = [
    { date: "2026-01-03", amount: "100.00", pending: false },
    { date: "2026-01-10", amount: "-50.00", pending: false },
    { date: "2026-01-12", amount: "7.00", pending: true },
  ];
  it("balanced: the opening is the closing less what the rows moved, the end of the day before the first row", () => {
    const anchors = importAnchors(
      { status: "balanced", rows_checked: 2, rows_total: 2, closing: { date: "2026-01-31", balance: "950.00" } },
      rows,
    );
    expect(anchors).toEqual([
      { date: "2026-01-02", units: 10_000_000, kind: "opening" },
      { date: "2026-01-31", units: 9_500_000, kind: "closing" },
    ]);
  });
  it("a reading nothing proves (no_balances, partial, unbalanced) states its closing balance only", () => {
    for (const status of ["no_balances", "partial", "unbalanced"] as const) {
      const anchors = importAnchors({ status, rows_checked: 0, rows_total: 2, closing: { date: "2026-01-31", balance: "950.00" } }, rows);
      expect(anchors.map((a) => a.kind)).toEqual(["closing"]);
    }
  });
  it("a file without a closing balance states none", () => {
    expect(importAnchors({ status: "no_balances", rows_checked: 0, rows_total: 2 }, rows)).toEqual([]);
    expect(importAnchors(null, rows)).toEqual([]);
  });
});

describe("the anchors a check stands on: a newer reading of the same days wins", () => {
  it("a re-export restates the days of an older file: the older file's balances there give way", () => {
    const older = [anchor("2026-01-02", 1000, "opening", "a", 1), anchor("2026-01-20", 900, "closing", "a", 1)];
    const newer = [anchor("2026-01-02", 1000, "opening", "b", 2), anchor("2026-01-31", 800, "closing", "b", 2)];
    expect(chosenAnchors([...older, ...newer]).map((a) => [a.date, a.importId])).toEqual([
      ["2026-01-02", "b"],
      ["2026-01-31", "b"],
    ]);
  });
  it("on one day a file's balance (the day's end) wins over a pull's (an instant of it)", () => {
    const chosen = chosenAnchors([anchor("2026-01-31", 799, "pull", null, 9), anchor("2026-01-31", 800, "closing", "a", 1)]);
    expect(chosen.map((a) => a.kind)).toEqual(["closing"]);
  });
  it("a pull inside a file's days gives way to the file; one after them is the newest anchor", () => {
    const file = [anchor("2026-01-02", 1000, "opening", "a", 1), anchor("2026-01-31", 800, "closing", "a", 1)];
    expect(chosenAnchors([...file, anchor("2026-01-15", 1, "pull", null, 9)]).map((a) => a.kind)).toEqual(["opening", "closing"]);
    expect(chosenAnchors([...file, anchor("2026-02-03", 1, "pull", null, 9)]).map((a) => a.kind)).toEqual(["opening", "closing", "pull"]);
  });
});
