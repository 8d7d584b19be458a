// Georgian banks' headers (header-words/ka.ts): TBC Bank, Bank of Georgia, Liberty Bank, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const banks: BankExport[] = [
  {
    bank: "TBC Bank",
    columns: [
      ["თარიღი", "date"],
      ["დანიშნულება", "text"],
      ["თანხა", "amount"],
      ["ვალუტა", "currency"],
      ["ნაშთი", "balance"],
    ],
  },
  {
    bank: "Bank of Georgia",
    columns: [
      ["ოპერაციის თარიღი", "date"],
      ["ვალუტირების თარიღი", "valueDate"],
      ["აღწერა", "text"],
      ["დებეტი", "debit"],
      ["კრედიტი", "credit"],
      ["ბალანსი", "balance"],
    ],
  },
  {
    bank: "Liberty Bank (amounts in tetri)",
    columns: [
      ["თარიღი", "date"],
      ["დანიშნულება", "text"],
      ["თანხა (თეთრი)", "amount"],
      ["ნაშთი (თეთრი)", "balance"],
    ],
  },
];

describe("a Georgian bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
