import type { UnseenFixture } from "./fixture";

// An Australian bank's transaction export: debits written "84.20 DR", credits unmarked; no balance.
const fixture: UnseenFixture = {
  name: "Australian bank export: debits marked DR on the amount, credits unmarked",
  file: [
    "Date,Transaction Details,Amount",
    "14/02/2024,WOOLWORTHS 1234 SYDNEY,84.20 DR",
    '15/02/2024,PAY ACME PTY LTD,"3,250.00"',
    "19/02/2024,TRANSFER FROM J CITIZEN,150.00",
    "21/02/2024,BP CONNECT PARRAMATTA,71.35 DR",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-02-14", amount: "84.20" },
      { date: "2024-02-15", amount: "-3250.00" },
      { date: "2024-02-19", amount: "-150.00" },
      { date: "2024-02-21", amount: "71.35" },
    ],
  },
};
export default fixture;
