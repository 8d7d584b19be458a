import type { UnseenFixture } from "./fixture";

// Class: ambiguous D/M vs M/D (no day over 12, English header, decimal point): the upload's file name
// carries the statement date 31032024 (day 31 > 12 fixes its own order, and no date may be after it).
export default {
  name: "UK bank: every date ambiguous; file name statement_31032024.csv",
  fileName: "statement_31032024.csv",
  file: ["Date,Description,Amount", "01/03/2024,TFL TRAVEL,-6.80", "05/03/2024,PRET A MANGER,-4.15", "11/03/2024,HMRC REFUND,220.00"].join(
    "\n",
  ),
  expect: {
    items: [
      { date: "2024-03-01", amount: "6.80" },
      { date: "2024-03-05", amount: "4.15" },
      { date: "2024-03-11", amount: "-220.00" },
    ],
  },
} satisfies UnseenFixture;
