import type { UnseenFixture } from "./fixture";

// Class: simplified Chinese headers, bare income and expense columns ("收入" / "支出"), a transaction-type column
// that is never the payee, the note naming the counterparty. Modelled on China Merchants Bank's (招商银行)
// transaction-detail export.
export default {
  name: "CN CMB: 收入 / 支出, 交易类型, 交易备注",
  file: [
    "交易日期,交易时间,收入,支出,余额,交易类型,交易备注",
    "2024-05-01,08:15:32,,18.50,9981.50,银联快捷支付,瑞幸咖啡",
    "2024-05-03,19:02:11,,356.00,9625.50,网联协议支付,京东商城",
    "2024-05-10,10:00:00,12000.00,,21625.50,代发工资,上海云帆网络科技",
    "2024-05-20,21:45:09,,2600.00,19025.50,转账汇款,房东李先生",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-01", amount: "18.50", payee: "瑞幸" },
      { date: "2024-05-03", amount: "356.00", payee: "京东" },
      { date: "2024-05-10", amount: "-12000.00", payee: "云帆" },
      { date: "2024-05-20", amount: "2600.00", payee: "李先生" },
    ],
  },
} satisfies UnseenFixture;
