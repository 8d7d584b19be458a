// Chinese direction words (sign-words/chinese.ts), as Chinese and Taiwanese banks and cards (ICBC, China Merchants Bank, Alipay, Cathay United) write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's Chinese values say each row's direction", () => {
  it("reads 借/贷 and 支出/收入 and 轉出/轉入", () => {
    expectIndicator("借", "贷");
    expectIndicator("支出", "收入");
    expectIndicator("轉出", "轉入");
  });
});

describe("Chinese booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "快捷支付消费 美团": "out",
      ATM取款: "out",
      代发工资: "in",
      跨行汇入: "in",
      "退款 京东": "in",
      薪資轉入: "in",
    }));
});

describe("a Chinese repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("信用卡还款"));
});

describe("Chinese words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["招商银行信用卡账单", "信用卡"]));
});
