import type { UnseenFixture } from "./fixture";

// Class: the previous statement's balance listed above a card statement's rows. A mainland Chinese card's bill:
// "上期账单金额" with no dates, then signed amounts (purchases positive, the repayment negative).
export default {
  name: "CN card bill: a '上期账单金额' line without dates above the rows",
  file: [
    "交易日,记账日,交易摘要,人民币金额",
    ",,上期账单金额,5230.00",
    "2024-11-02,2024-11-02,还款,-5230.00",
    "2024-11-13,2024-11-14,消费 便利店,28.50",
    "2024-11-18,2024-11-19,消费 网上商城,199.00",
    "2024-11-20,2024-11-21,消费 餐厅,86.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-11-02", amount: "-5230.00" },
      { date: "2024-11-13", amount: "28.50" },
      { date: "2024-11-18", amount: "199.00" },
      { date: "2024-11-20", amount: "86.00" },
    ],
  },
} satisfies UnseenFixture;
