// Estonian direction words (sign-words/estonian.ts), as Swedbank, SEB, LHV write them: indicator values, booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Estonian values say each row's direction", () => {
  it("reads Deebet/Kreedit", () => {
    expectIndicator("Deebet", "Kreedit");
  });
});

describe("Estonian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Kaardimakse Rimi": "out",
      "Sularaha väljavõtt": "out",
      "Palk mai": "in",
      Sissemakse: "in",
      "Tagastus Selver": "in",
    }));
});

describe("Estonian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kaardi number", "Krediitkaart"]));
});
