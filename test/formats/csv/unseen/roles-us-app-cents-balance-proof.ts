import type { UnseenFixture } from "./fixture";

// Class: an app that writes its amounts as whole cents under a plain "amount" header, beside a running
// balance written in dollars: the balance moving by a hundredth of each amount proves the cents.
export default {
  name: "US app export: plain 'amount' of whole cents beside a balance in dollars",
  file: [
    "date,description,amount,balance",
    "2024-03-01,Blue Bottle Coffee,-475,1203.25",
    "2024-03-02,Paycheck Acme Inc,250000,3703.25",
    "2024-03-04,Safeway #1234,-8312,3620.13",
    "2024-03-05,Netflix,-1549,3604.64",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-01", amount: "4.75", payee: "Blue Bottle" },
      { date: "2024-03-02", amount: "-2500.00", payee: "Paycheck" },
      { date: "2024-03-04", amount: "83.12", payee: "Safeway" },
      { date: "2024-03-05", amount: "15.49", payee: "Netflix" },
    ],
  },
} satisfies UnseenFixture;
