// Dutch banks' headers (header-words/nl.ts): ING, Rabobank, KBC, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { dates: "DD-MM-YYYY" } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "ING",
    columns: [
      ["Datum", "date"],
      ["Naam / Omschrijving", "payee"],
      ["Af Bij", "indicator"],
      ["Bedrag (EUR)", "amount"],
      ["Mededelingen", "notes"],
    ],
    values: {
      "Af Bij": ["Af", "Af", "Bij", "Af", "Af", "Bij"],
      "Bedrag (EUR)": ["45,90", "120,00", "2500,00", "12,50", "300,00", "75,25"],
    },
  },
  {
    ...style,
    bank: "Rabobank",
    columns: [
      ["Volgnr", "transactionId"],
      ["Datum", "date"],
      ["Rentedatum", "valueDate"],
      ["Bedrag", "amount"],
      ["Saldo na trn", "balance"],
      ["Naam tegenpartij", "payee"],
      ["Omschrijving-1", "notes"],
    ],
  },
  {
    ...style,
    bank: "KBC",
    columns: [
      ["Datum verrichting", "date"],
      ["Omschrijving", "text"],
      ["Bedrag", "amount"],
      ["Munt", "currency"],
      ["Saldo", "balance"],
    ],
  },
];

describe("a Dutch bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
