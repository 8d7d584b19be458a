import type { UnseenFixture } from "./fixture";

// Class: years of the Buddhist era ("2569") under English headers, every day 12 or less: Thailand (and its
// neighbours) write the day first. A Thai bank's English-language export without a period.
export default {
  name: "TH bank (English): Buddhist-era years, days all ≤ 12, read day-first",
  file: [
    "Date,Description,Withdrawal,Deposit,Balance",
    "03/04/2569,PROMPTPAY TRANSFER,450.00,,12050.00",
    "07/04/2569,SALARY,,32000.00,44050.00",
    "10/04/2569,CREDIT CARD PAYMENT,8800.00,,35250.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-04-03", amount: "450.00" },
      { date: "2026-04-07", amount: "-32000.00" },
      { date: "2026-04-10", amount: "8800.00" },
    ],
  },
} satisfies UnseenFixture;
