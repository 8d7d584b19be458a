// Danish banks' headers (header-words/da.ts): Danske Bank, Nordea, Jyske Bank, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Danske Bank",
    columns: [
      ["Dato", "date"],
      ["Tekst", "text"],
      ["Beløb", "amount"],
      ["Saldo", "balance"],
    ],
  },
  {
    ...style,
    bank: "Nordea",
    columns: [
      ["Bogføringsdato", "date"],
      ["Modtager", "payee"],
      ["Posteringstekst", "notes"],
      ["Beløb", "amount"],
      ["Valuta", "currency"],
    ],
  },
  {
    ...style,
    bank: "Jyske Bank",
    columns: [
      ["Posteringsdato", "date"],
      ["Valør", "valueDate"],
      ["Beskrivelse", "text"],
      ["Udbetaling", "debit"],
      ["Indbetaling", "credit"],
    ],
  },
];

describe("a Danish bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
