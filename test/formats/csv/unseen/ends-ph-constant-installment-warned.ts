import type { UnseenFixture } from "./fixture";

// Class: the amounts' structure. A Philippine lender's payment history heads its installment "Amount", one value on
// every row: imported as read, but one value on each row is more often a balance or a code than what the rows moved,
// so the reading says so.
export default {
  name: "PH lender payment history: the same Amount on every row is imported and said",
  file: [
    "Payment Date,Reference,Amount,Remarks",
    "2025-01-15,LN-2291-01,4850.00,Auto-debit installment",
    "2025-02-15,LN-2291-02,4850.00,Auto-debit installment",
    "2025-03-15,LN-2291-03,4850.00,Auto-debit installment",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-01-15", amount: "4850.00" },
      { date: "2025-02-15", amount: "4850.00" },
      { date: "2025-03-15", amount: "4850.00" },
    ],
    warns: /every row's amount is 4850\.00/,
  },
} satisfies UnseenFixture;
