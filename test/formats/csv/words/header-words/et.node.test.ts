// Estonian banks' headers (header-words/et.ts): Swedbank, LHV, SEB, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Swedbank",
    columns: [
      ["Kuupäev", "date"],
      ["Saaja/Maksja", "payee"],
      ["Selgitus", "notes"],
      ["Summa", "amount"],
      ["Valuuta", "currency"],
      ["Arhiveerimistunnus", "transactionId"],
    ],
  },
  {
    ...style,
    bank: "LHV",
    columns: [
      ["Kande kuupäev", "date"],
      ["Saaja/maksja nimi", "payee"],
      ["Selgitus", "notes"],
      ["Deebet", "debit"],
      ["Kreedit", "credit"],
    ],
  },
  {
    ...style,
    bank: "SEB",
    columns: [
      ["Tehingu kuupäev", "date"],
      ["Väärtuspäev", "valueDate"],
      ["Kirjeldus", "text"],
      ["Summa", "amount"],
      ["Jääk", "balance"],
    ],
  },
];

describe("a Estonian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
