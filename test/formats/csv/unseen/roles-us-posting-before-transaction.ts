import type { UnseenFixture } from "./fixture";

// A US bank export with the posting date first and the transaction date second.
const fixture: UnseenFixture = {
  name: "US bank export: Posting Date before Transaction Date",
  file: [
    "Posting Date,Transaction Date,Description,Amount,Balance",
    "03/18/2024,03/15/2024,WHOLEFDS MKT 10234,-84.21,2415.79",
    "03/19/2024,03/17/2024,UBER TRIP,-23.40,2392.39",
    "03/20/2024,03/20/2024,PAYROLL ACME CORP,1900.00,4292.39",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-15", amount: "84.21", payee: "WHOLEFDS" },
      { date: "2024-03-17", amount: "23.40", payee: "UBER" },
      { date: "2024-03-20", amount: "-1900.00", payee: "PAYROLL" },
    ],
  },
};
export default fixture;
