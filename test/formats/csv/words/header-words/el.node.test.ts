// Greek banks' headers (header-words/el.ts): Alpha Bank, Piraeus, Eurobank, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { dates: "DD/MM/YYYY" } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Alpha Bank",
    columns: [
      ["Ημερομηνία", "date"],
      ["Αιτιολογία", "text"],
      ["Χρέωση", "debit"],
      ["Πίστωση", "credit"],
      ["Υπόλοιπο", "balance"],
    ],
  },
  {
    ...style,
    bank: "Piraeus",
    columns: [
      ["Ημ/νία συναλλαγής", "date"],
      ["Ημ/νία αξίας", "valueDate"],
      ["Περιγραφή", "text"],
      ["Ποσό", "amount"],
      ["Νόμισμα", "currency"],
    ],
  },
  {
    ...style,
    bank: "Eurobank",
    columns: [
      ["Ημερομηνία καταχώρησης", "date"],
      ["Δικαιούχος", "payee"],
      ["Σχόλια", "notes"],
      ["Ποσό συναλλαγής", "amount"],
      ["Λογιστικό υπόλοιπο", "balance"],
    ],
  },
];

describe("a Greek bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
