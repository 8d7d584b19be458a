// Czech and Slovak direction words (sign-words/czech.ts), as Fio, ČSOB, Česká spořitelna, Tatra banka write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Czech and Slovak values say each row's direction", () => {
  it("reads Výdaj/Příjem and Odchozí/Příchozí", () => {
    expectIndicator("Výdaj", "Příjem");
    expectIndicator("Odchozí", "Příchozí");
  });
});

describe("Czech and Slovak booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Výběr z bankomatu Praha": "out",
      "Platba kartou Albert": "out",
      "Trvalý příkaz nájem": "out",
      "Mzda 05/2024": "in",
      "Příchozí úhrada": "in",
      "Vrácení platby": "in",
    }));
});

describe("a Czech and Slovak repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Splátka úvěru"));
});

describe("Czech and Slovak words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Číslo karty", "Kreditní karta výpis"]));
});
