// Rows a file probably shares with the budget: same amount, a day within the posting window, the shop named alike;
// counted, not merged; the look-alikes (another shop, another amount, another week, another currency) stay apart.
import { describe, expect, it } from "vitest";
import type { PlannedItem } from "../../src/plan";
import { type BudgetRow, probableDuplicates } from "../../src/uploads/probable-duplicates";

const row = (n: number, date: string, payee: string, amount: string, currency?: string): PlannedItem => ({
  row: n,
  item: { date, payee, amount, external_id: `csv:${n}`, ...(currency ? { currency } : {}) },
});
const tx = (id: number, date: string, payee: string, amount: string, extra: Partial<BudgetRow> = {}): BudgetRow => ({
  id,
  external_id: `old:${id}`,
  date,
  payee,
  amount,
  original_name: null,
  currency: "usd",
  ...extra,
});
const none = () => false;

describe("a row is probably in the budget when another export wrote the same payment its own way", () => {
  it.each([
    ["Corner Cafe", "CORNER CAFE #112 PORTLAND OR"],
    ["SQ *BLUE BOTTLE COFFEE", "Blue Bottle Coffee"],
    ["KARTENZAHLUNG REWE MARKT 4711 BERLIN", "REWE Markt"],
    ["CB *CARREFOUR CITY PARIS 11", "Carrefour City"],
  ])("%s ≈ %s, two days apart", (file, budget) => {
    const found = probableDuplicates([row(1, "2026-10-03", file, "4.50")], [tx(7, "2026-10-01", budget, "4.5000")], none);
    expect(found.get(0)).toEqual({ transaction_id: 7, date: "2026-10-01", payee: budget, amount: "4.50" });
  });
  it("reads the transaction's original name too", () => {
    const budget = [tx(7, "2026-10-01", "Coffee", "4.5", { original_name: "CORNER CAFE #112" })];
    expect(probableDuplicates([row(1, "2026-10-01", "Corner Cafe", "4.50")], budget, none).size).toBe(1);
  });
});

describe("look-alikes stay apart", () => {
  const budget = [tx(7, "2026-10-01", "Corner Cafe", "4.50")];
  it.each([
    ["another shop", row(1, "2026-10-01", "CORNER MARKET 12", "4.50")],
    ["another amount", row(1, "2026-10-01", "CORNER CAFE #112", "4.60")],
    ["past the posting window", row(1, "2026-10-09", "CORNER CAFE #112", "4.50")],
    ["another currency", row(1, "2026-10-01", "CORNER CAFE #112", "4.50", "eur")],
    ["a refund of it", row(1, "2026-10-01", "CORNER CAFE #112", "-4.50")],
  ])("%s", (_, item) => {
    expect(probableDuplicates([item], budget, none).size).toBe(0);
  });
});

describe("counted, not merged", () => {
  it("two coffees of one price in the file, one in the budget: one probable duplicate, one row", () => {
    const items = [row(1, "2026-10-01", "CORNER CAFE #112", "4.50"), row(2, "2026-10-02", "CORNER CAFE #112", "4.50")];
    const found = probableDuplicates(items, [tx(7, "2026-10-01", "Corner Cafe", "4.50")], none);
    expect([...found.keys()]).toEqual([0]);
  });
  it("a row already there by its id or as a twin uses up its transaction first", () => {
    const items = [row(1, "2026-10-01", "Corner Cafe", "4.50"), row(2, "2026-10-02", "CORNER CAFE #112", "4.50")];
    const budget = [tx(7, "2026-10-01", "Corner Cafe", "4.50")];
    expect(probableDuplicates(items, budget, (i) => i === 0).size).toBe(0);
  });
});
