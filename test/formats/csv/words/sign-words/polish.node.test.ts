// Polish direction words (sign-words/polish.ts), as PKO BP, mBank, Santander, ING write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Polish values say each row's direction", () => {
  it("reads Wn/Ma and Obciążenie/Uznanie", () => {
    expectIndicator("Wn", "Ma");
    expectIndicator("Obciążenie", "Uznanie");
  });
});

describe("Polish booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Wypłata z bankomatu": "out",
      "Płatność kartą Biedronka": "out",
      "Zlecenie stałe czynsz": "out",
      "Wynagrodzenie maj": "in",
      "Przelew przychodzący": "in",
      "Zwrot Allegro": "in",
    }));
});

describe("a Polish repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Spłata karty"));
});

describe("Polish words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Numer karty", "Karta kredytowa"]));
});
