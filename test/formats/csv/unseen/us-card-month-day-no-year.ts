import type { UnseenFixture } from "./fixture";

// Class: a US card's activity export writes "03/14" (month/day, no year); the file name carries the
// export date, which gives the year.
export default {
  name: "US card activity: '03/14' dates without a year, year from Activity_20240405 in the file name",
  fileName: "Activity_20240405.csv",
  accountType: "credit",
  file: [
    "Trans. Date,Description,Amount",
    "03/14,UBER *TRIP HELP.UBER.COM,23.45",
    "03/15,STARBUCKS STORE 01234,6.75",
    "03/22,PAYMENT - THANK YOU,-400.00",
    "04/02,AMAZON.COM*2K4,54.99",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-14", amount: "23.45", payee: "UBER" },
      { date: "2024-03-15", amount: "6.75", payee: "STARBUCKS" },
      { date: "2024-03-22", amount: "-400.00", payee: "PAYMENT" },
      { date: "2024-04-02", amount: "54.99", payee: "AMAZON" },
    ],
    warns: /without their year.*file name.*so in 2024/,
  },
} satisfies UnseenFixture;
