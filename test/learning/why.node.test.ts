// Why a payee or category was given, or none, as the preview, the report and the dry run say it.
import { describe, expect, it } from "vitest";
import { memoryOf } from "../../src/learning/history";
import { suggest } from "../../src/learning/suggest";
import { sayWhy } from "../../src/learning/why";
import { rows } from "./history-rows";

const names = new Map([[11, "Groceries"]]);
const named = (id: number) => names.get(id);

describe("every decision says where it came from, in the person's words", () => {
  it("a category: how many of the shop's transactions, under the person's name for it", () => {
    const memory = memoryOf(
      rows(
        3,
        "2026-01-03",
        (i) => `WHOLEFDS MKT #1${i}234`,
        () => ({ payee: "Whole Foods", category: 11 }),
      ),
    );
    const said = suggest(memory, "WHOLEFDS MKT #10456");
    expect(sayWhy(said.category!.why, named)).toBe("Groceries: 3 of your 3 transactions at Whole Foods");
    expect(sayWhy(said.payee!.why)).toBe("Whole Foods: 3 of your 3 renamed transactions of this shop");
  });

  it("none: a new shop, a rule's, a split history", () => {
    expect(sayWhy({ kind: "new-shop" })).toBe("As the bank writes it: a shop your budget has not seen");
    expect(sayWhy({ kind: "rule", shop: "Starbucks", rows: 4 })).toBe(
      "Left to your budget's rules: they named or filed 4 of your transactions at Starbucks",
    );
    expect(sayWhy({ kind: "category-split", agreeing: 2, of: 6, shop: "Amazon" })).toBe(
      "No category: your transactions at Amazon are in several (at most 2 of 6 in one)",
    );
  });

  it("a category the budget no longer names is said by its number", () => {
    expect(sayWhy({ kind: "category-history", category: 99, agreeing: 3, of: 3, shop: "Rewe" }, named)).toBe(
      "category 99: 3 of your 3 transactions at Rewe",
    );
  });
});
