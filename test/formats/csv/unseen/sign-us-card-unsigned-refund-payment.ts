import type { UnseenFixture } from "./fixture";

// A US card's activity download: unsigned amounts, merchants without direction words, and a "REFUND" and a
// "PAYMENT - THANK YOU" line among them.
const fixture: UnseenFixture = {
  name: "US card activity: unsigned amounts, a REFUND and a PAYMENT - THANK YOU among plain merchant rows",
  file: [
    "Transaction Date,Posted Date,Description,Amount",
    "09/14/2024,09/15/2024,WHOLE FOODS MARKET #123,54.20",
    "09/16/2024,09/17/2024,UBER TRIP,18.75",
    "09/17/2024,09/18/2024,REFUND AMAZON MKTPLACE,23.99",
    "09/19/2024,09/19/2024,PAYMENT - THANK YOU,500.00",
    "09/21/2024,09/22/2024,SHELL OIL 12345,41.10",
    "09/23/2024,09/24/2024,NETFLIX.COM,15.49",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-14", amount: "54.20" },
      { date: "2024-09-16", amount: "18.75" },
      { date: "2024-09-17", amount: "-23.99" },
      { date: "2024-09-19", amount: "-500.00" },
      { date: "2024-09-21", amount: "41.10" },
      { date: "2024-09-23", amount: "15.49" },
    ],
  },
};
export default fixture;
