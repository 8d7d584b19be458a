// Vietnamese banks' headers (header-words/vi.ts): Vietcombank, Techcombank, MB Bank, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "DD/MM/YYYY", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Vietcombank",
    columns: [
      ["Ngày giao dịch", "date"],
      ["Số tham chiếu", "transactionId"],
      ["Ghi nợ", "debit"],
      ["Ghi có", "credit"],
      ["Số dư", "balance"],
      ["Mô tả", "text"],
    ],
  },
  {
    ...style,
    bank: "Techcombank",
    columns: [
      ["Ngày hạch toán", "date"],
      ["Ngày hiệu lực", "valueDate"],
      ["Diễn giải", "text"],
      ["Nợ", "debit"],
      ["Có", "credit"],
    ],
  },
  {
    ...style,
    bank: "MB Bank",
    columns: [
      ["Ngày", "date"],
      ["Đối tác", "payee"],
      ["Nội dung", "notes"],
      ["Số tiền", "amount"],
      ["Loại tiền", "currency"],
    ],
  },
];

describe("a Vietnamese bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
