import type { UnseenFixture } from "./fixture";

// Class: dates without a year ("28 Dec", "2 Jan") in a UK money app's export, across the new year; the
// export date is in the file name, so December's rows are last year's.
export default {
  name: "GB money app: '28 Dec' / '2 Jan' dates without a year, export date 2024-01-05 in the file name",
  fileName: "transactions-export-2024-01-05.csv",
  file: [
    "Date,Description,Category,Amount",
    "28 Dec,TESCO STORES 2231,Groceries,-23.10",
    "30 Dec,TFL TRAVEL CHARGE,Transport,-6.80",
    "31 Dec,THE CROWN & ANCHOR,Eating out,-42.00",
    "2 Jan,PRET A MANGER,Eating out,-4.25",
    "3 Jan,ACME LTD SALARY,Income,2100.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2023-12-28", amount: "23.10", payee: "TESCO" },
      { date: "2023-12-30", amount: "6.80", payee: "TFL" },
      { date: "2023-12-31", amount: "42.00", payee: "CROWN" },
      { date: "2024-01-02", amount: "4.25", payee: "PRET" },
      { date: "2024-01-03", amount: "-2100.00", payee: "ACME" },
    ],
    warns: /without their year.*3 of 5 fall in 2023/,
  },
} satisfies UnseenFixture;
