// Georgian direction words (sign-words/georgian.ts), as TBC and Bank of Georgia write them: indicator values, booking
// words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Georgian values say each row's direction", () => {
  it("reads დებეტი/კრედიტი and გასავალი/შემოსავალი", () => {
    expectIndicator("დებეტი", "კრედიტი");
    expectIndicator("გასავალი", "შემოსავალი");
  });
});

describe("Georgian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({ "განაღდება ბანკომატი": "out", "ხელფასი მაისი": "in", "თანხის დაბრუნება": "in" }));
});

describe("Georgian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["ბარათის ნომერი", "საკრედიტო ბარათი"]));
});
