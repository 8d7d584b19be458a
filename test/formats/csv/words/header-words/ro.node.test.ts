// Romanian banks' headers (header-words/ro.ts): Banca Transilvania, BCR, ING, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Banca Transilvania",
    columns: [
      ["Data tranzactie", "date"],
      ["Data valuta", "valueDate"],
      ["Descriere", "text"],
      ["Debit", "debit"],
      ["Credit", "credit"],
      ["Sold", "balance"],
    ],
  },
  {
    ...style,
    bank: "BCR",
    columns: [
      ["Data înregistrării", "date"],
      ["Beneficiar/Ordonator", "payee"],
      ["Detalii tranzacție", "notes"],
      ["Sumă", "amount"],
      ["Monedă", "currency"],
    ],
  },
  {
    ...style,
    bank: "ING",
    columns: [
      ["Data", "date"],
      ["Detalii tranzacție", "text"],
      ["Plăți", "debit"],
      ["Încasări", "credit"],
    ],
  },
];

describe("a Romanian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
