// Slovenian banks' headers (header-words/sl.ts): NLB, OTP banka, Intesa Sanpaolo Bank, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "NLB",
    columns: [
      ["Datum knjiženja", "date"],
      ["Datum valute", "valueDate"],
      ["Prejemnik/Plačnik", "payee"],
      ["Namen plačila", "notes"],
      ["V breme", "debit"],
      ["V dobro", "credit"],
    ],
  },
  {
    ...style,
    bank: "OTP banka",
    columns: [
      ["Datum transakcije", "date"],
      ["Opis", "text"],
      ["Znesek", "amount"],
      ["Stanje", "balance"],
    ],
  },
  {
    ...style,
    bank: "Intesa Sanpaolo Bank",
    columns: [
      ["Datum izvedbe", "date"],
      ["Naziv prejemnika", "payee"],
      ["Namen", "notes"],
      ["Odliv", "debit"],
      ["Priliv", "credit"],
      ["Sklic", "transactionId"],
    ],
  },
];

describe("a Slovenian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
