// Finnish direction words (sign-words/finnish.ts), as Nordea, OP, S-Pankki write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Finnish values say each row's direction", () => {
  it("reads Otto/Pano", () => {
    expectIndicator("Otto", "Pano");
  });
});

describe("Finnish booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Korttiosto K-Market": "out",
      "Käteisnosto Otto": "out",
      "Palkka toukokuu": "in",
      Eläke: "in",
      "Palautus Verkkokauppa": "in",
    }));
});

describe("a Finnish repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Lyhennys asuntolaina"));
});

describe("Finnish words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kortin numero", "Luottokortti"]));
});
