// Spanish direction words (sign-words/spanish.ts), as BBVA, Santander, CaixaBank, Banorte write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Spanish values say each row's direction", () => {
  it("reads Cargo/Abono and Debe/Haber", () => {
    expectIndicator("Cargo", "Abono");
    expectIndicator("Debe", "Haber");
  });
});

describe("Spanish booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Reintegro cajero": "out",
      "Compra tarjeta Mercadona": "out",
      "Adeudo recibo Iberdrola": "out",
      "Nómina mayo": "in",
      "Bizum recibido": "in",
      "Devolución Zara": "in",
    }));
});

describe("a Spanish repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Amortización préstamo"));
});

describe("Spanish words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Número de tarjeta", "Tarjeta de crédito"]));
});
