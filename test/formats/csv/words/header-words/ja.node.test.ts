// Japanese banks' headers (header-words/ja.ts): 三井住友銀行, 楽天カード, ゆうちょ銀行, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "YYYY/MM/DD", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "SMBC",
    columns: [
      ["年月日", "date"],
      ["お引出し", "debit"],
      ["お預入れ", "credit"],
      ["お取り扱い内容", "text"],
      ["残高", "balance"],
    ],
  },
  {
    ...style,
    bank: "Rakuten Card",
    columns: [
      ["利用日", "date"],
      ["利用店名・商品名", "payee"],
      ["利用金額", "amount"],
    ],
  },
  {
    ...style,
    bank: "Japan Post Bank",
    columns: [
      ["取扱日付", "date"],
      ["摘要", "text"],
      ["払出金額", "debit"],
      ["受入金額", "credit"],
      ["現在高", "balance"],
    ],
  },
];

describe("a Japanese bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
