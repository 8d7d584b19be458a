import type { UnseenFixture } from "./fixture";

// Class: ambiguous D/M vs M/D (no day over 12, English header, decimal point) where no reading passes the
// file name's export date: month-first the statement would end three months before it was exported,
// day-first three days before. A statement ends near the day it is exported.
export default {
  name: "UK bank: every date ambiguous and before the export date; file name Transactions_2024-12-14.csv",
  fileName: "Transactions_2024-12-14.csv",
  file: [
    "Date,Description,Amount",
    "02/12/2024,TESCO STORES 3297,-23.18",
    "04/12/2024,TFL TRAVEL CH,-7.40",
    "09/12/2024,SALARY ACME LTD,2150.00",
    "11/12/2024,THAMES WATER,-38.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-12-02", amount: "23.18", payee: "TESCO" },
      { date: "2024-12-04", amount: "7.40" },
      { date: "2024-12-09", amount: "-2150.00" },
      { date: "2024-12-11", amount: "38.00" },
    ],
  },
} satisfies UnseenFixture;
