import type { UnseenFixture } from "./fixture";

// Class: long preamble: account lines, blank lines and a disclaimer sentence before the header.
export default {
  name: "UK building society: Account/Sort code/Date range lines and a disclaimer before the header",
  file: [
    "Account:,Flex Account ****1234",
    "Sort code:,07-00-93",
    "Date range:,01/05/2024 to 31/05/2024",
    "Available balance:,1520.33",
    "",
    "Pending card payments are not shown in this statement and may change your balance.",
    "",
    "Date,Transaction type,Description,Paid out,Paid in,Balance",
    "03/05/2024,DEB,TESCO STORES 2041,23.10,,1497.23",
    "17/05/2024,DD,THAMES WATER,31.00,,1466.23",
    "28/05/2024,BGC,EMPLOYER LTD SALARY,,1850.00,3316.23",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-03", amount: "23.10", payee: "TESCO" },
      { date: "2024-05-17", amount: "31.00", payee: "THAMES" },
      { date: "2024-05-28", amount: "-1850.00", payee: "EMPLOYER" },
    ],
  },
} satisfies UnseenFixture;
