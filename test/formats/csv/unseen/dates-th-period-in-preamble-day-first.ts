import type { UnseenFixture } from "./fixture";

// Class: every date of the rows reads both ways, and the statement's period above the table (written alike) reads
// only day-first: the bank writes the day first. A Thai bank's English export, no currency named, no day over 12.
export default {
  name: "TH bank (English): rows' days all ≤ 12, the period 01/03/2026 - 19/03/2026 proves day-first",
  file: [
    "Statement of Account",
    "Account Number,402-1-55678-9",
    "Statement Period,01/03/2026 - 19/03/2026",
    "Date,Description,Withdrawal,Deposit,Balance",
    "02/03/2026,ATM WITHDRAWAL,2000.00,,8350.25",
    "05/03/2026,TRANSFER FROM SOMCHAI,,1500.00,9850.25",
    "11/03/2026,BILL PAYMENT,640.00,,9210.25",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-02", amount: "2000.00" },
      { date: "2026-03-05", amount: "-1500.00" },
      { date: "2026-03-11", amount: "640.00" },
    ],
  },
} satisfies UnseenFixture;
