import type { UnseenFixture } from "./fixture";

// Class: one amount column whose sign is written after the number ("150.00-", "3,500.00+"), as Malaysian
// banks print statements, under a short account preamble. Modelled on Maybank's account-history download.
export default {
  name: "MY Maybank: preamble, Transaction Amount with trailing -/+ signs",
  file: [
    "Account Type,Savings Account-i",
    "Account Number,'164012345678",
    "Statement Period,01/05/2024 - 31/05/2024",
    "",
    "Entry Date,Value Date,Transaction Description,Transaction Amount,Statement Balance",
    '02/05/2024,02/05/2024,SALE DEBIT  TESCO STORES KL,150.00-,"4,850.00"',
    '03/05/2024,03/05/2024,"FUND TRANSFER TO A/ AHMAD BIN ALI, RENT","1,200.00-","3,650.00"',
    '25/05/2024,25/05/2024,SALARY CREDIT SYARIKAT ABC SDN BHD,"5,300.00+","8,950.00"',
    '28/05/2024,28/05/2024,JOMPAY TNB BILL,212.40-,"8,737.60"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "150.00", payee: "TESCO" },
      { date: "2024-05-03", amount: "1200.00", payee: "AHMAD" },
      { date: "2024-05-25", amount: "-5300.00", payee: "SALARY" },
      { date: "2024-05-28", amount: "212.40", payee: "TNB" },
    ],
  },
} satisfies UnseenFixture;
