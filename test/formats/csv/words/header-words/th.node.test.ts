// Thai banks' headers (header-words/th.ts): Kasikornbank, SCB, Bangkok Bank, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "DD/MM/YYYY", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Kasikornbank",
    columns: [
      ["วันที่", "date"],
      ["รายละเอียด", "text"],
      ["ถอนเงิน", "debit"],
      ["ฝากเงิน", "credit"],
      ["ยอดคงเหลือ", "balance"],
    ],
  },
  {
    ...style,
    bank: "SCB",
    columns: [
      ["วันที่ทำรายการ", "date"],
      ["ผู้รับ", "payee"],
      ["หมายเหตุ", "notes"],
      ["จำนวนเงิน", "amount"],
      ["คงเหลือ", "balance"],
    ],
  },
  {
    ...style,
    bank: "Bangkok Bank",
    columns: [
      ["วันที่", "date"],
      ["วันที่มีผล", "valueDate"],
      ["บันทึก", "text"],
      ["จำนวนเงิน", "amount"],
      ["สกุลเงิน", "currency"],
    ],
  },
];

describe("a Thai bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
