// Armenian banks' headers (header-words/hy.ts): Ameriabank, ACBA, Ardshinbank, Inecobank, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const banks: BankExport[] = [
  {
    bank: "Ameriabank",
    columns: [
      ["Ամսաթիվ", "date"],
      ["Նկարագրություն", "text"],
      ["Գումար", "amount"],
      ["Արժույթ", "currency"],
      ["Մնացորդ", "balance"],
    ],
  },
  {
    bank: "ACBA (value date first)",
    columns: [
      ["Արժեթիվ", "valueDate"],
      ["Գործարքի ամսաթիվ", "date"],
      ["Նկարագրություն", "text"],
      ["Դեբետ", "debit"],
      ["Կրեդիտ", "credit"],
      ["Մնացորդ", "balance"],
    ],
    delimiter: "\t",
  },
  {
    bank: "Ardshinbank",
    columns: [
      ["Ամսաթիվ", "date"],
      ["Ստացող/Վճարող", "payee"],
      ["Վճարման նպատակ", "notes"],
      ["Ելք", "debit"],
      ["Մուտք", "credit"],
      ["Փաստաթղթի համար", "transactionId"],
    ],
    dates: "DD/MM/YYYY",
    decimal: ".",
    delimiter: ",",
  },
  {
    bank: "Inecobank (amounts in lumas)",
    columns: [
      ["Ամսաթիվ", "date"],
      ["Նկարագրություն", "text"],
      ["Գումար (լումա)", "amount"],
      ["Կատեգորիա", "category"],
    ],
  },
];

describe("an Armenian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
