// Turkish banks' headers (header-words/tr.ts): Garanti BBVA, İş Bankası, Akbank, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Garanti BBVA",
    columns: [
      ["Tarih", "date"],
      ["Açıklama", "text"],
      ["Tutar", "amount"],
      ["Bakiye", "balance"],
      ["Dekont No", "transactionId"],
    ],
  },
  {
    ...style,
    bank: "İş Bankası",
    columns: [
      ["İşlem Tarihi", "date"],
      ["Valör", "valueDate"],
      ["İşlem Açıklaması", "text"],
      ["Borç", "debit"],
      ["Alacak", "credit"],
      ["Bakiye", "balance"],
    ],
  },
  {
    ...style,
    bank: "Akbank",
    columns: [
      ["Tarih/Saat", "date"],
      ["Karşı taraf", "payee"],
      ["Açıklamalar", "notes"],
      ["İşlem tutarı", "amount"],
      ["Para birimi", "currency"],
    ],
  },
];

describe("a Turkish bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
