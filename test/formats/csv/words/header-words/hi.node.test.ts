// Hindi banks' headers (header-words/hi.ts): State Bank of India, Punjab National Bank, Bank of Baroda, each naming its columns its own way.
import { describe, it } from "vitest";
import { expectRoles, type BankExport } from "../support";

const style = { delimiter: ",", dates: "DD/MM/YYYY", decimal: "." } as const;

const banks: BankExport[] = [
  {
    ...style,
    bank: "State Bank of India",
    columns: [
      ["लेनदेन तिथि", "date"],
      ["मूल्य तिथि", "valueDate"],
      ["विवरण", "text"],
      ["नामे", "debit"],
      ["जमा", "credit"],
      ["शेष", "balance"],
    ],
  },
  {
    ...style,
    bank: "Punjab National Bank",
    columns: [
      ["दिनांक", "date"],
      ["ब्यौरा", "text"],
      ["निकासी", "debit"],
      ["जमा", "credit"],
      ["शेष राशि", "balance"],
    ],
  },
  {
    ...style,
    bank: "Bank of Baroda",
    columns: [
      ["तारीख", "date"],
      ["लाभार्थी", "payee"],
      ["टिप्पणी", "notes"],
      ["राशि", "amount"],
      ["संदर्भ संख्या", "transactionId"],
    ],
  },
];

describe("a Hindi bank's header names its columns' roles", () => {
  it.each(banks)("$bank", (bank) => expectRoles(bank));
});
