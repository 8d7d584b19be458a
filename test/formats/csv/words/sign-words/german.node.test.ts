// German, Austrian and Swiss direction words (sign-words/german.ts): the S/H flags, the Buchungstext words, refunds,
// repayments and the words of a card's statement.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's German values say each row's direction", () => {
  it("reads S/H and Soll/Haben", () => {
    expectIndicator("S", "H");
    expectIndicator("Soll", "Haben");
  });
});

describe("German booking words say money out or in, and a Storno undoes a booking", () => {
  it("reads Sparkasse's and PostFinance's booking texts", () =>
    expectDirections({
      "Lastschrift Stadtwerke München": "out",
      "Bargeldauszahlung GA 4411": "out",
      "Kartenzahlung girocard REWE": "out",
      "Gehalt Mai Muster GmbH": "in",
      "Zahlungseingang Kindergeld": "in",
      "Storno Lastschrift": "in",
      "Rückerstattung Zalando": "in",
    }));
});

describe("a German repayment goes the way the file says", () => {
  it("reads Tilgung by the file's side", () => expectRepayment("Tilgung Darlehen 0815"));
});

describe("German words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kartennummer", "Kreditkartenabrechnung März"]));
});
