// Swedish direction words (sign-words/swedish.ts), as Swedbank, Handelsbanken, SEB write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Swedish values say each row's direction", () => {
  it("reads Uttag/Insättning", () => {
    expectIndicator("Uttag", "Insättning");
  });
});

describe("Swedish booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Kortköp ICA": "out",
      "Bankomat Stockholm": "out",
      "Autogiro Telia": "out",
      "Lön maj": "in",
      Insättning: "in",
      "Återbetalning Klarna": "in",
    }));
});

describe("a Swedish repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Amortering bolån"));
});

describe("Swedish words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kortnummer", "Kreditkort"]));
});
