// Bulgarian banks' headers (header-words/bg.ts): DSK Bank, UniCredit Bulbank, Fibank, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "DSK Bank",
    columns: [
      ["Дата", "date"],
      ["Вальор", "valueDate"],
      ["Основание", "text"],
      ["Дебит", "debit"],
      ["Кредит", "credit"],
      ["Салдо", "balance"],
    ],
  },
  {
    ...style,
    bank: "UniCredit Bulbank",
    columns: [
      ["Дата на операцията", "date"],
      ["Наредител/Получател", "payee"],
      ["Основание за плащане", "notes"],
      ["Сума", "amount"],
      ["Валута", "currency"],
    ],
  },
  {
    ...style,
    bank: "Fibank",
    columns: [
      ["Счетоводна дата", "date"],
      ["Описание", "text"],
      ["Сума на операцията", "amount"],
      ["Наличност", "balance"],
      ["Референция", "transactionId"],
    ],
  },
];

describe("a Bulgarian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
