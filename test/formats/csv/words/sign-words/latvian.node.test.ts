// Latvian direction words (sign-words/latvian.ts), as Swedbank, Citadele, SEB write them: indicator values, booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Latvian values say each row's direction", () => {
  it("reads Debets/Kredīts", () => {
    expectIndicator("Debets", "Kredīts");
  });
});

describe("Latvian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Pirkums Rimi": "out",
      "Skaidras naudas izņemšana": "out",
      "Alga maijs": "in",
      "Ienākošais maksājums": "in",
      "Atmaksa Maxima": "in",
    }));
});

describe("Latvian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kartes numurs", "Kredītkarte"]));
});
