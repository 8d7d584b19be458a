// French direction words (sign-words/french.ts), as BNP Paribas, Société Générale, Crédit Agricole, Belfius write them: indicator values, booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's French values say each row's direction", () => {
  it("reads Débit/Crédit and Sortie/Entrée", () => {
    expectIndicator("Débit", "Crédit");
    expectIndicator("Sortie", "Entrée");
  });
});

describe("French booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "PRLV SEPA EDF": "out",
      "RETRAIT DAB PARIS": "out",
      "PAIEMENT PAR CARTE CARREFOUR": "out",
      "VIR SEPA RECU SALAIRE": "in",
      "VERSEMENT ESPÈCES": "in",
      "REMBOURSEMENT SNCF": "in",
    }));
});

describe("French words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Numéro de carte", "Relevé de carte mai"]));
});
