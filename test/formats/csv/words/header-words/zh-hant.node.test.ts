// Traditional Chinese banks' headers (header-words/zh-hant.ts): 國泰世華, 中國信託, 台新, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "YYYY/MM/DD", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Cathay United",
    columns: [
      ["交易日期", "date"],
      ["說明", "text"],
      ["提出", "debit"],
      ["存入", "credit"],
      ["餘額", "balance"],
    ],
  },
  {
    ...style,
    bank: "CTBC",
    columns: [
      ["消費日", "date"],
      ["特店名稱", "payee"],
      ["新臺幣金額", "amount"],
      ["備註", "notes"],
    ],
  },
  {
    ...style,
    bank: "Taishin",
    columns: [
      ["日期", "date"],
      ["摘要", "text"],
      ["支出", "debit"],
      ["存款", "credit"],
      ["結餘", "balance"],
      ["幣別", "currency"],
    ],
  },
];

describe("a Traditional Chinese bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
