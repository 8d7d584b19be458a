import type { UnseenFixture } from "./fixture";

// Look-alike: a signed amount with refunds as minus, and a "Refund" column of words (a status, no money): it stays
// the signed amount, read as it was.
export default {
  name: "GB shop card (look-alike): signed Amount, a Refund column of Yes/No",
  file: [
    "Date,Description,Amount,Refund",
    "02/03/2026,BOOKSHOP LONDON,-18.99,No",
    "09/03/2026,BOOKSHOP LONDON,18.99,Yes",
    "15/03/2026,CAFE NERO,-4.20,No",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-02", amount: "18.99", payee: "BOOKSHOP" },
      { date: "2026-03-09", amount: "-18.99", payee: "BOOKSHOP" },
      { date: "2026-03-15", amount: "4.20", payee: "CAFE" },
    ],
  },
} satisfies UnseenFixture;
