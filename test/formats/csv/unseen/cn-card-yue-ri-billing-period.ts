import type { UnseenFixture } from "./fixture";

// Class: a Chinese credit card bill writes "12月28日" (month and day, no year); its billing period, stated
// before the header, runs over the new year, so December's rows are the year before January's.
export default {
  name: "CN credit card bill: '12月28日' dates, year from 账单周期 2023/12/16-2024/01/15 over the new year",
  file: [
    "信用卡账单明细",
    "卡号:6225 88** **** 1234",
    "账单周期:2023/12/16-2024/01/15",
    "交易日,记账日,交易摘要,人民币金额",
    "12月28日,12月29日,京东商城,356.00",
    "12月31日,01月01日,星巴克,38.50",
    "01月03日,01月04日,还款,-2000.00",
    "01月09日,01月10日,滴滴出行,27.30",
  ].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2023-12-28", amount: "356.00", payee: "京东" },
      { date: "2023-12-31", amount: "38.50", payee: "星巴克" },
      { date: "2024-01-03", amount: "-2000.00", payee: "还款" },
      { date: "2024-01-09", amount: "27.30", payee: "滴滴" },
    ],
    warns: /without their year.*2 of 4 fall in 2023/,
  },
} satisfies UnseenFixture;
