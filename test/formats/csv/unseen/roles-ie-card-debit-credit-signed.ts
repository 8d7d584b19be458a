import type { UnseenFixture } from "./fixture";

// An Irish card export: one "Debit/Credit" column of signed amounts next to "Available Credit" (a balance-like
// figure, never a credit column).
const fixture: UnseenFixture = {
  name: "Irish card export: signed Debit/Credit amounts beside an Available Credit column",
  file: [
    "Posted Date,Description,Debit/Credit,Available Credit",
    "14/02/2024,DUNNES STORES,-42.17,2457.83",
    "15/02/2024,CIRCLE K,-60.00,2397.83",
    "20/02/2024,PAYMENT RECEIVED THANK YOU,500.00,2897.83",
    "21/02/2024,SPOTIFY,-10.99,2886.84",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-02-14", amount: "42.17", payee: "DUNNES" },
      { date: "2024-02-15", amount: "60.00" },
      { date: "2024-02-20", amount: "-500.00", payee: "PAYMENT" },
      { date: "2024-02-21", amount: "10.99" },
    ],
  },
};
export default fixture;
