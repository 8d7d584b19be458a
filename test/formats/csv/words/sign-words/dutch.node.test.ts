// Dutch and Flemish direction words (sign-words/dutch.ts), as ING, Rabobank, ABN AMRO, KBC write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Dutch and Flemish values say each row's direction", () => {
  it("reads Af/Bij and Uitgaand/Inkomend", () => {
    expectIndicator("Af", "Bij");
    expectIndicator("Uitgaand", "Inkomend");
  });
});

describe("Dutch and Flemish booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Betaalautomaat Albert Heijn": "out",
      "Geldautomaat Utrecht": "out",
      "Incasso Vattenfall": "out",
      "Salaris mei": "in",
      "Bijschrijving spaarrekening": "in",
      "Terugboeking incasso": "in",
    }));
});

describe("a Dutch and Flemish repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Aflossing hypotheek"));
});

describe("Dutch and Flemish words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kaartnummer", "Creditcard overzicht"]));
});
