// Norwegian direction words (sign-words/norwegian.ts), as DNB, SpareBank 1, Nordea NO write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Norwegian values say each row's direction", () => {
  it("reads Uttak/Innskudd", () => {
    expectIndicator("Uttak", "Innskudd");
  });
});

describe("Norwegian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Varekjøp REMA 1000": "out",
      "Minibank Oslo S": "out",
      "Avtalegiro Hafslund": "out",
      "Lønn mai": "in",
      "Utbytte Equinor": "in",
      "Refusjon Elkjøp": "in",
    }));
});

describe("a Norwegian repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Nedbetaling billån"));
});

describe("Norwegian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kortnummer", "Kredittkort"]));
});
