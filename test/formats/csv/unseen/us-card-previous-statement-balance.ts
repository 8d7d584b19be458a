import type { UnseenFixture } from "./fixture";

// Class: the previous statement's balance listed above a card statement's rows, with a dash for its date. A US card's
// activity export: "Previous statement balance", then the payment and the month's purchases.
export default {
  name: "US card activity: a 'Previous statement balance' line with '-' for its date",
  file: [
    "Date,Description,Amount",
    '-,Previous statement balance,"1,234.56"',
    '10/14/2024,ONLINE PAYMENT - THANK YOU,"-1,234.56"',
    "10/16/2024,GROCERY OUTLET #221,64.12",
    "10/19/2024,SHELL OIL 5521,41.80",
    "10/23/2024,CITY PARKING,12.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-10-14", amount: "-1234.56" },
      { date: "2024-10-16", amount: "64.12" },
      { date: "2024-10-19", amount: "41.80" },
      { date: "2024-10-23", amount: "12.00" },
    ],
  },
} satisfies UnseenFixture;
