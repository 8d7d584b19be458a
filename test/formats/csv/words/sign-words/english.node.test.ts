// English direction words (sign-words/english.ts), as British, US, Australian, Indian and Singapore banks and cards write them: indicator values, booking words, refunds, repayments and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator, expectRepayment } from "../support";

describe("an indicator column's English values say each row's direction", () => {
  it("reads DR/CR and Debit/Credit and Withdrawal/Deposit", () => {
    expectIndicator("DR", "CR");
    expectIndicator("Debit", "Credit");
    expectIndicator("Withdrawal", "Deposit");
  });
});

describe("English booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "ATM WITHDRAWAL 1234 HIGH ST": "out",
      "DIRECT DEBIT BRITISH GAS": "out",
      "EFTPOS WOOLWORTHS": "out",
      "SALARY ACME LTD": "in",
      "BACS CREDIT EMPLOYER": "in",
      "REFUND AMAZON": "in",
    }));
});

describe("a English repayment goes the way the file says", () => {
  it("reads it by the file's side", () => expectRepayment("CREDIT CARD PAYMENT"));
});

describe("English words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Card number", "credit-card-statement-2024-05.csv"]));
});
