// Turkish direction words (sign-words/turkish.ts), as Garanti BBVA, İş Bankası, Akbank write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, expect, it } from "vitest";
import { indicatorValues } from "../../../../../src/formats/csv/words/columns";
import { indicatorDirection } from "../../../../../src/formats/csv/words/sign-words";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Turkish values say each row's direction", () => {
  it("reads Borç/Alacak", () => {
    expectIndicator("Borç", "Alacak");
  });
  it("takes B alone for a mark after an amount only: a column of A and B is a label, never a direction", () => {
    expect(indicatorDirection("B")).toBeNull();
    expect(indicatorValues(["A", "B", "B", "A", "B"])).toBeNull();
  });
});

describe("Turkish booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Para çekme ATM": "out",
      "Harcama Migros": "out",
      "Giden EFT": "out",
      "Maaş ödemesi": "in",
      "Gelen havale": "in",
      "İade Trendyol": "in",
    }));
});

describe("a Turkish repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Kart borcu ödemesi"));
});

describe("Turkish words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kart numarası", "Kredi kartı"]));
});
