// Danish direction words (sign-words/danish.ts), as Danske Bank, Nordea DK, Jyske Bank write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Danish values say each row's direction", () => {
  it("reads Ud/Ind and Hævning/Indbetaling", () => {
    expectIndicator("Ud", "Ind");
    expectIndicator("Hævning", "Indbetaling");
  });
});

describe("Danish booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Dankort-køb Netto": "out",
      "Betalingsservice DONG": "out",
      "Løn maj": "in",
      "Indbetaling fra Jens": "in",
      "Refusion Zalando": "in",
    }));
});

describe("a Danish repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Afdrag boliglån"));
});

describe("Danish words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kortnummer", "Kreditkort"]));
});
