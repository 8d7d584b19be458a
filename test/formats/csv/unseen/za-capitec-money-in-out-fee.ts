import type { UnseenFixture } from "./fixture";

// Class: money in, money out (written negative) and a separate Fee column charged on the same row; the balance
// moves by amount plus fee, so the fee is money out of that booking. Modelled on Capitec's (South Africa)
// transaction export.
export default {
  name: "ZA Capitec: Money In / Money Out / Fee, Balance",
  file: [
    "Nr,Account,Posting Date,Transaction Date,Description,Original Description,Parent Category,Category,Money In,Money Out,Fee,Balance",
    "1,1234567890,2024/05/02,2024/05/01,Checkers Hyper,Purchase Checkers Hyper Sandton,Groceries,Groceries,,-842.35,,5157.65",
    "2,1234567890,2024/05/03,2024/05/03,Cash Withdrawal,ATM Withdrawal Capitec Rosebank,Cash,Cash,,-500.00,-10.00,4647.65",
    "3,1234567890,2024/05/25,2024/05/25,Salary,Payment Received: ACME PTY LTD,Income,Salary,18500.00,,,23147.65",
    "4,1234567890,2024/05/27,2024/05/27,Eskom Prepaid,Prepaid Electricity Eskom,Utilities,Electricity,,-350.00,-1.50,22796.15",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-01", amount: "842.35", payee: "Checkers" },
      { date: "2024-05-03", amount: "510.00", payee: "Cash" },
      { date: "2024-05-25", amount: "-18500.00", payee: "Salary" },
      { date: "2024-05-27", amount: "351.50", payee: "Eskom" },
    ],
  },
} satisfies UnseenFixture;
