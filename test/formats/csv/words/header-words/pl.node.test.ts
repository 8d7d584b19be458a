// Polish banks' headers (header-words/pl.ts): PKO BP, mBank, Santander, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "PKO BP",
    columns: [
      ["Data operacji", "date"],
      ["Data waluty", "valueDate"],
      ["Opis transakcji", "text"],
      ["Kwota", "amount"],
      ["Waluta", "currency"],
      ["Saldo po transakcji", "balance"],
    ],
  },
  {
    ...style,
    bank: "mBank",
    columns: [
      ["Data księgowania", "date"],
      ["Tytuł", "notes"],
      ["Nadawca/Odbiorca", "payee"],
      ["Kwota operacji", "amount"],
      ["Saldo po operacji", "balance"],
    ],
  },
  {
    ...style,
    bank: "Santander",
    columns: [
      ["Data transakcji", "date"],
      ["Nazwa kontrahenta", "payee"],
      ["Tytuł operacji", "notes"],
      ["Obciążenia", "debit"],
      ["Uznania", "credit"],
    ],
  },
];

describe("a Polish bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
