// Armenian direction words (sign-words/armenian.ts), as Ameriabank, ACBA and Ardshinbank write them: indicator values
// (the letters Դ/Կ too), booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Armenian values say each row's direction", () => {
  it("reads Դ/Կ, Դեբետ/Կրեդիտ and Ելք/Մուտք", () => {
    expectIndicator("Դ", "Կ");
    expectIndicator("Դեբետ", "Կրեդիտ");
    expectIndicator("Ելք", "Մուտք");
  });
});

describe("Armenian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({ "Կանխիկացում բանկոմատ": "out", "Աշխատավարձ Մայիս": "in", "Վերադարձ գնման": "in" }));
});

describe("Armenian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Քարտի համար", "Վարկային քարտ"]));
});
