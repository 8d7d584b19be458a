import type { UnseenFixture } from "./fixture";

// Class: dates that read both ways beside another date column written alike that does not: one value date falls on
// the 31st, so the bank writes the day first, in both columns. Modelled on a British bank's business account export.
export default {
  name: "UK business account: every posting day 12 or less, a value date of 31/03 proves day-first",
  file: [
    "Posting Date,Value Date,Description,Debit,Credit",
    "01/04/2026,31/03/2026,CARD PAYMENT OFFICE DEPOT,84.20,",
    "02/04/2026,02/04/2026,BACS CREDIT CLIENT INVOICE 1042,,2400.00",
    "07/04/2026,07/04/2026,DIRECT DEBIT HMRC VAT,1312.55,",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-04-01", amount: "84.20", payee: "OFFICE DEPOT" },
      { date: "2026-04-02", amount: "-2400.00", payee: "CLIENT" },
      { date: "2026-04-07", amount: "1312.55", payee: "HMRC" },
    ],
  },
} satisfies UnseenFixture;
