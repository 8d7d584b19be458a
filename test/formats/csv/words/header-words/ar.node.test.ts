// Arabic banks' headers (header-words/ar.ts): Emirates NBD, Al Rajhi, QNB, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "DD/MM/YYYY", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Emirates NBD",
    columns: [
      ["التاريخ", "date"],
      ["الوصف", "text"],
      ["مدين", "debit"],
      ["دائن", "credit"],
      ["الرصيد", "balance"],
    ],
  },
  {
    ...style,
    bank: "Al Rajhi",
    columns: [
      ["تاريخ العملية", "date"],
      ["تاريخ القيمة", "valueDate"],
      ["التفاصيل", "text"],
      ["المبلغ", "amount"],
      ["الرصيد", "balance"],
    ],
  },
  {
    ...style,
    bank: "QNB",
    columns: [
      ["تاريخ المعاملة", "date"],
      ["المستفيد", "payee"],
      ["البيان", "notes"],
      ["المبلغ", "amount"],
      ["العملة", "currency"],
      ["رقم المرجع", "transactionId"],
    ],
  },
];

describe("a Arabic bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
