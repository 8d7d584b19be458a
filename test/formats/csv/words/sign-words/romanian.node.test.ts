// Romanian direction words (sign-words/romanian.ts), as Banca Transilvania, BCR, ING write them: indicator values, booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections } from "../support";

describe("Romanian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Retragere numerar ATM": "out",
      "Cumpărare POS Kaufland": "out",
      "Salariu mai": "in",
      "Încasare OP": "in",
      "Rambursare eMAG": "in",
    }));
});

describe("Romanian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Număr card", "Card de credit"]));
});
