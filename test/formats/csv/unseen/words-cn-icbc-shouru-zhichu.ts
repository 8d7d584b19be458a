import type { UnseenFixture } from "./fixture";

// Class: simplified Chinese headers, the amount split into income and expense columns ("交易金额(收入)" /
// "交易金额(支出)"), the counterparty under "对方户名". Modelled on ICBC's (工商银行) account-history export.
export default {
  name: "CN ICBC: 交易金额(收入) / 交易金额(支出), 对方户名, 账户余额",
  file: [
    "交易日期,摘要,交易场所,交易国家或地区简称,钞/汇,交易金额(收入),交易金额(支出),账户余额,对方户名",
    "2024-05-02,消费,美团外卖,CHN,钞,,35.80,12964.20,美团",
    "2024-05-06,工资,单位代发,CHN,钞,18500.00,,31464.20,北京星辰科技有限公司",
    "2024-05-09,快捷支付,支付宝,CHN,钞,,268.00,31196.20,盒马鲜生",
    "2024-05-15,转账,手机银行,CHN,钞,,5000.00,26196.20,王小明",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "35.80", payee: "美团" },
      { date: "2024-05-06", amount: "-18500.00", payee: "星辰科技" },
      { date: "2024-05-09", amount: "268.00", payee: "盒马" },
      { date: "2024-05-15", amount: "5000.00", payee: "王小明" },
    ],
  },
} satisfies UnseenFixture;
