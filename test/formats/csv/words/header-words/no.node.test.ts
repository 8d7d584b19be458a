// Norwegian banks' headers (header-words/no.ts): DNB's Ut fra konto / Inn på konto, SpareBank 1's Beløp, Sbanken's Ut / Inn.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const banks: BankExport[] = [
  {
    bank: "DNB",
    columns: [
      ["Dato", "date"],
      ["Forklaring", "text"],
      ["Rentedato", "valueDate"],
      ["Ut fra konto", "debit"],
      ["Inn på konto", "credit"],
    ],
  },
  {
    bank: "SpareBank 1",
    columns: [
      ["Bokført dato", "date"],
      ["Beskrivelse", "text"],
      ["Beløp", "amount"],
      ["Saldo", "balance"],
      ["Arkivreferanse", "transactionId"],
    ],
  },
  {
    bank: "Sbanken",
    columns: [
      ["Bokført", "date"],
      ["Mottaker", "payee"],
      ["Tekst", "notes"],
      ["Ut", "debit"],
      ["Inn", "credit"],
    ],
  },
];

describe("a Norwegian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
