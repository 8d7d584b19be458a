// Russian direction words (sign-words/russian.ts), as Сбербанк, Т-Банк, Альфа-Банк, ВТБ write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Russian values say each row's direction", () => {
  it("reads Дт/Кт and Списание/Зачисление and Расход/Приход", () => {
    expectIndicator("Дт", "Кт");
    expectIndicator("Списание", "Зачисление");
    expectIndicator("Расход", "Приход");
  });
});

describe("Russian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Оплата в Пятёрочка": "out",
      "Снятие наличных": "out",
      "Комиссия за обслуживание": "out",
      "Зарплата за май": "in",
      "Поступление перевода": "in",
      "Возврат покупки": "in",
    }));
});

describe("a Russian repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("Погашение задолженности"));
});

describe("Russian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Номер карты", "Кредитная карта"]));
});
