// Russian banks' headers (header-words/ru.ts): Сбербанк, Т-Банк, Альфа-Банк, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Sberbank",
    columns: [
      ["Дата операции", "date"],
      ["Дата обработки", "valueDate"],
      ["Описание", "text"],
      ["Сумма в валюте счёта", "amount"],
      ["Остаток", "balance"],
    ],
  },
  {
    ...style,
    bank: "T-Bank",
    columns: [
      ["Дата платежа", "date"],
      ["Категория", "category"],
      ["Описание", "text"],
      ["Сумма платежа", "amount"],
      ["Валюта платежа", "currency"],
    ],
  },
  {
    ...style,
    bank: "Alfa-Bank",
    columns: [
      ["Дата проводки", "date"],
      ["Контрагент", "payee"],
      ["Назначение платежа", "notes"],
      ["Расход", "debit"],
      ["Приход", "credit"],
    ],
  },
];

describe("a Russian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
