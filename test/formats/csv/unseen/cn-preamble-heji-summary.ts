import type { UnseenFixture } from "./fixture";

// Class: a Chinese bank's 交易明细 export: title, card number, period and currency lines before the header,
// and more summary lines (合计, 收入合计, 支出合计, 期末余额) than the month has rows.
export default {
  name: "CN bank 交易明细: 卡号/起止日期 preamble, 合计/收入合计/支出合计/期末余额 lines after three rows",
  file: [
    "交易明细",
    "户名:张三",
    "卡号:6222 0202 0011 2233 445",
    "起止日期:2024-03-01 至 2024-03-31",
    "币种:人民币",
    "交易日期,摘要,交易金额,账户余额,对方户名",
    "2024-03-02,消费,-128.50,9871.50,美团",
    "2024-03-05,工资,15000.00,24871.50,某某科技有限公司",
    "2024-03-09,转账,-2000.00,22871.50,李四",
    "合计,,12871.50,,",
    "收入合计,,15000.00,,",
    "支出合计,,-2128.50,,",
    "期末余额,,22871.50,,",
    "笔数合计,3,,,",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-02", amount: "128.50", payee: "美团" },
      { date: "2024-03-05", amount: "-15000.00", payee: "某某科技" },
      { date: "2024-03-09", amount: "2000.00", payee: "李四" },
    ],
  },
} satisfies UnseenFixture;
