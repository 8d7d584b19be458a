// Ukrainian direction words (sign-words/ukrainian.ts), as ПриватБанк, monobank, Ощадбанк write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Ukrainian values say each row's direction", () => {
  it("reads Списання/Зарахування and Видаток/Надходження", () => {
    expectIndicator("Списання", "Зарахування");
    expectIndicator("Видаток", "Надходження");
  });
});

describe("Ukrainian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Оплата Сільпо": "out",
      "Зняття готівки": "out",
      "Зарплата травень": "in",
      "Поповнення картки": "in",
      "Повернення коштів": "in",
    }));
});

describe("a Ukrainian repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Погашення кредиту"));
});

describe("Ukrainian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Номер картки", "Кредитна картка"]));
});
