// Korean direction words (sign-words/korean.ts), as KB국민, 신한, 우리 and the card companies write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Korean values say each row's direction", () => {
  it("reads 출금/입금", () => {
    expectIndicator("출금", "입금");
  });
});

describe("Korean booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      ATM출금: "out",
      "자동이체 통신비": "out",
      "급여 5월": "in",
      타행입금: "in",
      "환불 쿠팡": "in",
    }));
});

describe("a Korean repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("카드결제대금"));
});

describe("Korean words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["카드번호", "신용카드 이용내역"]));
});
