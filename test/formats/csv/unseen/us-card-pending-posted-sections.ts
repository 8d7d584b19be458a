import type { UnseenFixture } from "./fixture";

// Class: a US card export in two sections, each under a title and a header of its own: the posted
// transactions first (with a post date), then the pending ones (no post date yet: one column fewer).
export default {
  name: "US card activity: Posted section (Transaction/Post Date) then a Pending section with a narrower header",
  file: [
    "Posted Transactions",
    "Transaction Date,Post Date,Description,Amount",
    "03/01/2024,03/02/2024,AMAZON MKTPLACE PMTS,54.99",
    "03/04/2024,03/05/2024,PAYMENT THANK YOU,-500.00",
    "03/07/2024,03/08/2024,SHELL OIL 57444,41.20",
    "03/11/2024,03/12/2024,NETFLIX.COM,15.49",
    "",
    "Pending Transactions",
    "Transaction Date,Description,Amount",
    "03/14/2024,UBER *TRIP,23.45",
    "03/15/2024,STARBUCKS STORE 1234,6.75",
  ].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2024-03-01", amount: "54.99", payee: "AMAZON" },
      { date: "2024-03-04", amount: "-500.00", payee: "PAYMENT" },
      { date: "2024-03-07", amount: "41.20", payee: "SHELL" },
      { date: "2024-03-11", amount: "15.49", payee: "NETFLIX" },
      { date: "2024-03-14", amount: "23.45", payee: "UBER" },
      { date: "2024-03-15", amount: "6.75", payee: "STARBUCKS" },
    ],
  },
} satisfies UnseenFixture;
