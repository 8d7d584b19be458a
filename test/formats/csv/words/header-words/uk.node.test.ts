// Ukrainian banks' headers (header-words/uk.ts): ПриватБанк, monobank, Ощадбанк, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "PrivatBank",
    columns: [
      ["Дата", "date"],
      ["Категорія", "category"],
      ["Опис операції", "text"],
      ["Сума в валюті картки", "amount"],
      ["Валюта картки", "currency"],
      ["Залишок", "balance"],
    ],
  },
  {
    ...style,
    bank: "monobank",
    columns: [
      ["Дата і час операції", "date"],
      ["Деталі операції", "text"],
      ["Сума в валюті рахунку", "amount"],
      ["Залишок після операції", "balance"],
    ],
  },
  {
    ...style,
    bank: "Oschadbank",
    columns: [
      ["Дата проведення", "date"],
      ["Контрагент", "payee"],
      ["Призначення платежу", "notes"],
      ["Видаток", "debit"],
      ["Надходження", "credit"],
    ],
  },
];

describe("a Ukrainian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
