// Czech banks' headers (header-words/cs.ts): Fio banka, Česká spořitelna, Air Bank, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Fio banka",
    columns: [
      ["Datum", "date"],
      ["Objem", "amount"],
      ["Měna", "currency"],
      ["Název protiúčtu", "payee"],
      ["Zpráva pro příjemce", "notes"],
      ["ID pohybu", "transactionId"],
    ],
  },
  {
    ...style,
    bank: "Česká spořitelna",
    columns: [
      ["Datum zaúčtování", "date"],
      ["Datum valuty", "valueDate"],
      ["Protistrana", "payee"],
      ["Popis", "notes"],
      ["Částka", "amount"],
      ["Zůstatek", "balance"],
    ],
  },
  {
    ...style,
    bank: "Air Bank",
    columns: [
      ["Datum provedení", "date"],
      ["Název protistrany", "payee"],
      ["Výdaj", "debit"],
      ["Příjem", "credit"],
      ["Kategorie", "category"],
    ],
  },
];

describe("a Czech bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
