// Italian direction words (sign-words/italian.ts), as Intesa Sanpaolo, UniCredit, Poste Italiane, Fineco write them: indicator values, booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Italian values say each row's direction", () => {
  it("reads Dare/Avere and Addebito/Accredito and Uscita/Entrata", () => {
    expectIndicator("Dare", "Avere");
    expectIndicator("D", "A");
    expectIndicator("Addebito", "Accredito");
    expectIndicator("Uscita", "Entrata");
  });
});

describe("Italian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Prelievo Bancomat": "out",
      "Pagamento POS Esselunga": "out",
      "Imposta di bollo": "out",
      "Accredito stipendio": "in",
      "Bonifico a vostro favore": "in",
      "Rimborso Trenitalia": "in",
    }));
});

describe("Italian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Numero carta", "Carta di credito"]));
});
