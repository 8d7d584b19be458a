// Japanese direction words (sign-words/japanese.ts), as 三井住友, 三菱UFJ, 楽天銀行 and the card companies write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Japanese values say each row's direction", () => {
  it("reads 出金/入金 and お引出し/お預入れ", () => {
    expectIndicator("出金", "入金");
    expectIndicator("お引出し", "お預入れ");
  });
});

describe("Japanese booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "口座振替 電気料金": "out",
      "ATM 引出": "out",
      "給与 カ)サンプル": "in",
      "キユウヨ カ)サンプル": "in",
      "返品 アマゾン": "in",
    }));
});

describe("a Japanese repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("カードローン返済"));
});

describe("Japanese words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["ご利用店名", "クレジットカード明細"]));
});
