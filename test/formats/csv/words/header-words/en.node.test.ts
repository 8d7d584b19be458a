// English banks' headers (header-words/en.ts): Barclays, Monzo, Chase, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "DD/MM/YYYY", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "Barclays",
    columns: [
      ["Date", "date"],
      ["Memo", "text"],
      ["Paid out", "debit"],
      ["Paid in", "credit"],
      ["Balance", "balance"],
    ],
  },
  {
    ...style,
    bank: "Monzo",
    columns: [
      ["Transaction ID", "transactionId"],
      ["Date", "date"],
      ["Name", "payee"],
      ["Category", "category"],
      ["Amount", "amount"],
      ["Currency", "currency"],
      ["Notes", "notes"],
    ],
  },
  {
    ...style,
    bank: "Chase",
    columns: [
      ["Posting Date", "date"],
      ["Description", "text"],
      ["Debit", "debit"],
      ["Credit", "credit"],
      ["Running Balance", "balance"],
    ],
  },
];

describe("a English bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
