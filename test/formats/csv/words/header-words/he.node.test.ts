// Hebrew banks' headers (header-words/he.ts): Hapoalim, Leumi, Isracard, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "DD/MM/YYYY", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Hapoalim",
    columns: [
      ["תאריך", "date"],
      ["תיאור הפעולה", "text"],
      ["חובה", "debit"],
      ["זכות", "credit"],
      ["יתרה", "balance"],
    ],
  },
  {
    ...style,
    bank: "Leumi",
    columns: [
      ["תאריך", "date"],
      ["תאריך ערך", "valueDate"],
      ["תיאור", "text"],
      ["אסמכתא", "transactionId"],
      ["חובה", "debit"],
      ["זכות", "credit"],
    ],
  },
  {
    ...style,
    bank: "Isracard",
    columns: [
      ["תאריך עסקה", "date"],
      ["שם בית העסק", "payee"],
      ["סכום חיוב", "amount"],
      ["פירוט", "notes"],
    ],
  },
];

describe("a Hebrew bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
