import type { UnseenFixture } from "./fixture";

// Class: a preamble of account details, then headers with the currency in parentheses and a stray space
// ("Withdrawal Amount (INR )"), a serial-number column first, and Transaction Remarks as the description.
// Modelled on ICICI Bank's (India) detailed-statement export.
export default {
  name: "IN ICICI: preamble, S No., Withdrawal Amount (INR ) / Deposit Amount (INR ), Balance (INR )",
  file: [
    "DETAILED STATEMENT",
    "Account Number,XXXXXXXX1234 ( INR ) - SAMPLE NAME",
    "Transaction Period,From 01/05/2024 To 31/05/2024",
    "",
    "S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )",
    "1,02/05/2024,02/05/2024,-,UPI/412300000001/BIGBASKET/bigbasket@icici,1245.00,0.00,38755.00",
    "2,04/05/2024,04/05/2024,-,NEFT-ACME TECHNOLOGIES-SALARY MAY,0.00,98000.00,136755.00",
    "3,09/05/2024,09/05/2024,-,BIL/ONL/TATA POWER/000123,2310.50,0.00,134444.50",
    "4,15/05/2024,15/05/2024,000451,CHQ PAID-RAHUL SHARMA,15000.00,0.00,119444.50",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "1245.00", payee: "BIGBASKET" },
      { date: "2024-05-04", amount: "-98000.00", payee: "ACME" },
      { date: "2024-05-09", amount: "2310.50", payee: "TATA POWER" },
      { date: "2024-05-15", amount: "15000.00", payee: "RAHUL" },
    ],
  },
} satisfies UnseenFixture;
