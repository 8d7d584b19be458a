// Latvian banks' headers (header-words/lv.ts): Swedbank, Citadele, SEB, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Swedbank",
    columns: [
      ["Datums", "date"],
      ["Saņēmējs/Maksātājs", "payee"],
      ["Informācija saņēmējam", "notes"],
      ["Summa", "amount"],
      ["Valūta", "currency"],
      ["Arhīva kods", "transactionId"],
    ],
  },
  {
    ...style,
    bank: "Citadele",
    columns: [
      ["Grāmatošanas datums", "date"],
      ["Apraksts", "text"],
      ["Debets", "debit"],
      ["Kredīts", "credit"],
      ["Atlikums", "balance"],
    ],
  },
  {
    ...style,
    bank: "SEB",
    columns: [
      ["Darījuma datums", "date"],
      ["Valutēšanas datums", "valueDate"],
      ["Maksājuma mērķis", "text"],
      ["Summa", "amount"],
    ],
  },
];

describe("a Latvian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
