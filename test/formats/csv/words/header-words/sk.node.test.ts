// Slovak banks' headers (header-words/sk.ts): Slovenská sporiteľňa, Tatra banka, VÚB, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Slovenská sporiteľňa",
    columns: [
      ["Dátum zaúčtovania", "date"],
      ["Dátum valuty", "valueDate"],
      ["Názov protistrany", "payee"],
      ["Informácia pre príjemcu", "notes"],
      ["Suma", "amount"],
      ["Mena", "currency"],
    ],
  },
  {
    ...style,
    bank: "Tatra banka",
    columns: [
      ["Dátum transakcie", "date"],
      ["Popis transakcie", "text"],
      ["Čiastka", "amount"],
      ["Zostatok", "balance"],
    ],
  },
  {
    ...style,
    bank: "VÚB",
    columns: [
      ["Dátum realizácie", "date"],
      ["Protistrana", "payee"],
      ["Účel", "notes"],
      ["Výdavok", "debit"],
      ["Príjem", "credit"],
    ],
  },
];

describe("a Slovak bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
