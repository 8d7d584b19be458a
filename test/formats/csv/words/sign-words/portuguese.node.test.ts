// Portuguese direction words (sign-words/portuguese.ts), as Caixa Geral, Millennium bcp, Itaú, Nubank write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Portuguese values say each row's direction", () => {
  it("reads Saída/Entrada and Débito/Crédito", () => {
    expectIndicator("Saída", "Entrada");
    expectIndicator("Débito", "Crédito");
  });
});

describe("Portuguese booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Levantamento ATM": "out",
      "Compra Continente": "out",
      "Pix enviado": "out",
      "Salário maio": "in",
      "Pix recebido": "in",
      "Estorno compra": "in",
    }));
});

describe("a Portuguese repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Pagamento de fatura"));
});

describe("Portuguese words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Número do cartão", "Cartão de crédito"]));
});
