// Serbian banks' headers (header-words/sr.ts): Banca Intesa, Raiffeisen, Komercijalna banka, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Banca Intesa",
    columns: [
      ["Датум промене", "date"],
      ["Прималац/Платилац", "payee"],
      ["Сврха плаћања", "notes"],
      ["Дугује", "debit"],
      ["Потражује", "credit"],
      ["Стање", "balance"],
    ],
  },
  {
    ...style,
    bank: "Raiffeisen",
    columns: [
      ["Datum knjiženja", "date"],
      ["Datum valute", "valueDate"],
      ["Opis", "text"],
      ["Duguje", "debit"],
      ["Potražuje", "credit"],
    ],
  },
  {
    ...style,
    bank: "Komercijalna banka",
    columns: [
      ["Datum prometa", "date"],
      ["Nalogodavac", "payee"],
      ["Svrha", "notes"],
      ["Iznos", "amount"],
      ["Broj naloga", "transactionId"],
    ],
  },
];

describe("a Serbian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
