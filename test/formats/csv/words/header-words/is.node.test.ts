// Icelandic banks' headers (header-words/is.ts): Landsbankinn, Íslandsbanki, Arion banki, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = {} as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Landsbankinn",
    columns: [
      ["Dagsetning", "date"],
      ["Vaxtadagur", "valueDate"],
      ["Texti", "text"],
      ["Upphæð", "amount"],
      ["Staða", "balance"],
    ],
  },
  {
    ...style,
    bank: "Íslandsbanki",
    columns: [
      ["Færsludagur", "date"],
      ["Mótaðili", "payee"],
      ["Skýring", "notes"],
      ["Fjárhæð", "amount"],
      ["Mynt", "currency"],
    ],
  },
  {
    ...style,
    bank: "Arion banki",
    columns: [
      ["Bókunardagur", "date"],
      ["Lýsing", "text"],
      ["Úttekt", "debit"],
      ["Innborgun", "credit"],
      ["Staða", "balance"],
    ],
  },
];

describe("a Icelandic bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
