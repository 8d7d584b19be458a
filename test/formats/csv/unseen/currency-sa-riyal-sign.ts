import type { UnseenFixture } from "./fixture";

// Class: amounts written with a currency sign past Latin-1. A Saudi bank's English export writes the riyal sign "﷼"
// (U+FDFC) before every amount and balance.
export default {
  name: "SA bank: the riyal sign ﷼ before signed amounts and the balance",
  file: [
    "Date,Description,Amount,Balance",
    '2024-11-03,PANDA HYPERMARKET,"﷼ -245.75","﷼ 9,754.25"',
    '2024-11-15,SALARY TRANSFER,"﷼ 12,000.00","﷼ 21,754.25"',
    '2024-11-20,STC BILL PAYMENT,"﷼ -310.00","﷼ 21,444.25"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-11-03", amount: "245.75", payee: "PANDA" },
      { date: "2024-11-15", amount: "-12000.00", payee: "SALARY" },
      { date: "2024-11-20", amount: "310.00", payee: "STC" },
    ],
  },
} satisfies UnseenFixture;
