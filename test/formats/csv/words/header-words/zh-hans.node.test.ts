// Simplified Chinese banks' headers (header-words/zh-hans.ts): 招商银行, 工商银行, 支付宝, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "YYYY-MM-DD", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "China Merchants Bank",
    columns: [
      ["交易日期", "date"],
      ["交易金额", "amount"],
      ["余额", "balance"],
      ["交易摘要", "text"],
      ["对方户名", "payee"],
    ],
  },
  {
    ...style,
    bank: "ICBC",
    columns: [
      ["记账日期", "date"],
      ["摘要", "text"],
      ["支出", "debit"],
      ["收入", "credit"],
      ["账户余额", "balance"],
      ["币种", "currency"],
    ],
  },
  {
    ...style,
    bank: "Alipay",
    columns: [
      ["交易单号", "transactionId"],
      ["交易时间", "date"],
      ["交易对方", "payee"],
      ["商品说明", "notes"],
      ["金额", "amount"],
    ],
  },
];

describe("a Simplified Chinese bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
