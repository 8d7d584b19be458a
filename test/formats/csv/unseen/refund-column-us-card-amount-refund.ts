import type { UnseenFixture } from "./fixture";

// Class: a card's "Amount" beside a "Refund" column: a refund's money is in the refund column only.
// Modelled on a US store card's activity export.
export default {
  name: "US store card: Amount beside Refund, refunds only in their own column",
  file: [
    "Date,Merchant,Amount,Refund,Category",
    "01/05/2026,HOME GOODS 0113,84.20,,Home",
    "01/09/2026,HOME GOODS 0113,,24.99,Home",
    "01/15/2026,GARDEN CENTER,112.00,,Garden",
  ].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2026-01-05", amount: "84.20", payee: "HOME GOODS" },
      { date: "2026-01-09", amount: "-24.99", payee: "HOME GOODS" },
      { date: "2026-01-15", amount: "112.00", payee: "GARDEN" },
    ],
  },
} satisfies UnseenFixture;
