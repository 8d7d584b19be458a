import type { UnseenFixture } from "./fixture";

// A mainland Chinese card's bill export: every amount written without a sign, the kind of each row only in its words
// ("消费" a purchase, "退货" a refund, "信用卡还款" the card being paid).
const fixture: UnseenFixture = {
  name: "Chinese card bill: unsigned amounts, 退货 and 还款 rows among the 消费 ones",
  file: [
    "交易日期,记账日期,交易说明,交易币种/金额,入账币种/金额",
    "2024-12-14,2024-12-14,消费 某某外卖平台,CNY 36.50,CNY 36.50",
    "2024-12-15,2024-12-16,消费 某某电商平台,CNY 259.00,CNY 259.00",
    "2024-12-17,2024-12-17,退货 某某电商平台,CNY 59.00,CNY 59.00",
    "2024-12-20,2024-12-20,信用卡还款 手机银行转账还款,CNY 1200.00,CNY 1200.00",
    "2024-12-22,2024-12-23,消费 某某加油站,CNY 300.00,CNY 300.00",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-12-14", amount: "36.50" },
      { date: "2024-12-15", amount: "259.00" },
      { date: "2024-12-17", amount: "-59.00" },
      { date: "2024-12-20", amount: "-1200.00" },
      { date: "2024-12-22", amount: "300.00" },
    ],
  },
};
export default fixture;
