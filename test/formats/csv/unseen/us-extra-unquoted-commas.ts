import type { UnseenFixture } from "./fixture";

// Class: rows with more fields than the header: a memo with unquoted commas after the named columns.
export default {
  name: "US credit union: Memo with unquoted commas spills past the last named column",
  file: [
    "Date,Amount,Description,Memo",
    "03/04/2024,-12.99,NETFLIX.COM,monthly",
    "03/09/2024,-54.20,SHELL OIL 5744,fuel, car 2",
    "03/15/2024,1500.00,PAYROLL DEPOSIT,employer, inc, biweekly",
    "03/22/2024,-8.75,STARBUCKS 1123,",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-04", amount: "12.99", payee: "NETFLIX" },
      { date: "2024-03-09", amount: "54.20", payee: "SHELL" },
      { date: "2024-03-15", amount: "-1500.00", payee: "PAYROLL" },
      { date: "2024-03-22", amount: "8.75", payee: "STARBUCKS" },
    ],
  },
} satisfies UnseenFixture;
