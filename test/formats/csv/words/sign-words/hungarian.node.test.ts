// Hungarian direction words (sign-words/hungarian.ts), as OTP, Erste, K&H write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Hungarian values say each row's direction", () => {
  it("reads Kiadás/Bevétel and Terhelés/Jóváírás", () => {
    expectIndicator("Kiadás", "Bevétel");
    expectIndicator("Terhelés", "Jóváírás");
    expectIndicator("Tartozik", "Követel");
  });
  it("reads the T/J letters statements print beside an amount", () => {
    expectIndicator("T", "J");
  });
});

describe("Hungarian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Kártyás vásárlás Tesco": "out",
      "Készpénzfelvétel ATM": "out",
      "Munkabér május": "in",
      Készpénzbefizetés: "in",
      "Visszatérítés eMAG": "in",
    }));
});

describe("a Hungarian repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Törlesztés lakáshitel"));
});

describe("Hungarian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kártyaszám", "Hitelkártya"]));
});
