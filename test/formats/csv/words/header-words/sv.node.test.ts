// Swedish banks' headers (header-words/sv.ts): Swedbank, Handelsbanken, SEB, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { dates: "YYYY-MM-DD" } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Swedbank",
    columns: [
      ["Bokföringsdag", "valueDate"],
      ["Transaktionsdag", "date"],
      ["Beskrivning", "text"],
      ["Belopp", "amount"],
      ["Bokfört saldo", "balance"],
    ],
  },
  {
    ...style,
    bank: "Handelsbanken",
    columns: [
      ["Reskontradatum", "valueDate"],
      ["Transaktionsdatum", "date"],
      ["Text", "text"],
      ["Belopp", "amount"],
      ["Saldo", "balance"],
    ],
  },
  {
    ...style,
    bank: "SEB",
    columns: [
      ["Bokföringsdatum", "date"],
      ["Valutadatum", "valueDate"],
      ["Verifikationsnummer", "transactionId"],
      ["Text", "text"],
      ["Belopp", "amount"],
      ["Saldo", "balance"],
    ],
  },
];

describe("a Swedish bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
