// Summary labels inside or under the table (src/formats/csv/words/row-words.ts): a balance or total label printed
// with its letters spaced out reads like the word it spells.
import { describe, expect, it } from "vitest";
import { balanceEndOf, isSummaryLabel } from "../../../../src/formats/csv/words/row-words";
import { planFixture } from "../fixture-plan";
import brSaldoRows from "../unseen/br-bb-saldo-anterior-saldo-rows";

describe("a label printed with its letters spaced out is the word it spells", () => {
  it.each([["S A L D O"], ["T O T A L"], ["S A L D O  A N T E R I O R"], ["s a l d o"]])("%s is a summary label", (cell) =>
    expect(isSummaryLabel(cell, true)).toBe(true),
  );
  it("keeps which end it stands at", () => {
    expect(balanceEndOf("S A L D O  A N T E R I O R")).toBe("opening");
    expect(balanceEndOf("S A L D O  F I N A L")).toBe("closing");
  });
  it.each([["T O T A L"], ["S U M"]])("%s counts as a total only where totals may stand", (cell) =>
    expect(isSummaryLabel(cell, false)).toBe(false),
  );
  it.each([["A B C D E"], ["S A L D O X"], ["S A L D O 1"], ["SA L D O"], ["J O H N  S M I T H"]])("%s is not", (cell) =>
    expect(isSummaryLabel(cell, true)).toBe(false),
  );
  it(brSaldoRows.name, () => expect(planFixture(brSaldoRows).differences).toEqual([]));
});
