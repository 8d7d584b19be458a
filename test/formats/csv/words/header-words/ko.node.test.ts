// Korean banks' headers (header-words/ko.ts): KB국민은행, 신한은행, 신한카드, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "YYYY-MM-DD", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "KB Kookmin",
    columns: [
      ["거래일시", "date"],
      ["적요", "text"],
      ["출금액", "debit"],
      ["입금액", "credit"],
      ["잔액", "balance"],
    ],
  },
  {
    ...style,
    bank: "Shinhan Bank",
    columns: [
      ["거래일자", "date"],
      ["내용", "text"],
      ["찾으신금액", "debit"],
      ["맡기신금액", "credit"],
      ["거래후잔액", "balance"],
    ],
  },
  {
    ...style,
    bank: "Shinhan Card",
    columns: [
      ["이용일자", "date"],
      ["가맹점명", "payee"],
      ["이용금액", "amount"],
      ["승인번호", "transactionId"],
    ],
  },
];

describe("a Korean bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
