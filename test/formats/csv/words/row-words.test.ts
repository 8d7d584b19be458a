// Summary labels inside or under the table (src/formats/csv/words/row-words.ts): a balance or total label printed
// with its letters spaced out reads like the word it spells.
import { describe, expect, it } from "vitest";
import { balanceEndOf, isSummaryLabel } from "../../../../src/formats/csv/words/row-words";
import { planFixture } from "../fixture-plan";
import brSaldoRows from "../unseen/br-bb-saldo-anterior-saldo-rows";
import ruRows from "../unseen/structure-ru-dated-opening-closing-rows";
import grRows from "../unseen/structure-gr-dated-opening-closing-rows";
import trRows from "../unseen/structure-tr-dated-opening-row";

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

describe("balance and total labels of other scripts and languages are summaries, a payee that starts alike is not", () => {
  it("reads the opening and closing ends in Cyrillic, Greek, Turkish, Romanian, Thai, Japanese, Chinese, Korean, Arabic", () => {
    const opening = [
      "Входящий остаток",
      "Вхідний залишок",
      "Начално салдо",
      "Αρχικό υπόλοιπο",
      "Devreden bakiye",
      "Sold initial",
      "ยอดยกมา",
      "前月繰越",
      "期初余额",
      "기초잔액",
      "الرصيد الافتتاحي",
      "Số dư đầu kỳ",
    ];
    const closing = [
      "Исходящий остаток",
      "Крајње стање",
      "Τελικό υπόλοιπο",
      "Yeni bakiye",
      "Sold final",
      "ยอดยกไป",
      "当月末残高",
      "期末余额",
      "기말잔액",
      "יתרת סגירה",
    ];
    for (const cell of opening) expect([cell, balanceEndOf(cell)]).toEqual([cell, "opening"]);
    for (const cell of closing) expect([cell, balanceEndOf(cell)]).toEqual([cell, "closing"]);
  });
  it("reads a label whose first word holds a letter NFD does not take apart (Turkish ı: Açılış, Kapanış)", () => {
    expect(["Açılış bakiyesi", "AÇILIŞ BAKİYESİ", "Kapanış bakiyesi", "KAPANIŞ BAKİYESİ 31.12.2026"].map(balanceEndOf)).toEqual([
      "opening",
      "opening",
      "closing",
      "closing",
    ]);
    // Look-alikes: a shop or a payee named so is no balance.
    expect(["Kapanış Cafe", "Açılış Restoran Ltd", "Kapanış"].map((c) => isSummaryLabel(c, true))).toEqual([false, false, false]);
  });
  it("reads totals only where totals may be (an undated row)", () => {
    for (const cell of ["Итого", "Σύνολο", "Toplam", "合計", "합계", "รวม", "Ընդամենը"]) {
      expect([cell, isSummaryLabel(cell, true)]).toEqual([cell, true]);
      expect([cell, isSummaryLabel(cell, false)]).toEqual([cell, false]);
    }
  });
  it("a payee whose first word is a label's is no summary (look-alike)", () => {
    for (const cell of ["Остаток товара ООО Ромашка", "Υπόλοιπο λογαριασμού Βασίλη Παππά", "Sold out Events SRL"]) {
      expect([cell, isSummaryLabel(cell, true)]).toEqual([cell, false]);
    }
  });
  for (const f of [ruRows, grRows, trRows]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
});
