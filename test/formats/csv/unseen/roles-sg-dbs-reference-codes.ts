import type { UnseenFixture } from "./fixture";

// Class: a preamble of account details and balances above the table, dates written "05 Nov 2026", debit and
// credit amounts in two columns, the counterparty in a reference column. Modelled on DBS/POSB's (Singapore)
// transaction-history CSV.
export default {
  name: "SG DBS: account preamble, dd Mon yyyy, Debit Amount / Credit Amount, Transaction Ref1..3",
  file: [
    "Account Details For:,POSB eSavings Account 123-45678-9",
    "Statement as at:,20 Nov 2026",
    'Available Balance:,"3,204.55"',
    'Ledger Balance:,"3,204.55"',
    "",
    "Transaction Date,Reference,Debit Amount,Credit Amount,Transaction Ref1,Transaction Ref2,Transaction Ref3",
    "03 Nov 2026,POS,12.80,,NTUC FP-BEDOK MALL,,",
    '05 Nov 2026,ICT,,"4,800.00",SALARY,ACME PTE LTD,OTHR',
    "09 Nov 2026,GIRO,86.35,,SP SERVICES LTD,9876543210,",
    '12 Nov 2026,ICT,"1,500.00",,PAYNOW TRANSFER,TAN AH KOW,OTHR rent',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-11-03", amount: "12.80", payee: "NTUC" },
      { date: "2026-11-05", amount: "-4800.00", payee: "SALARY" },
      { date: "2026-11-09", amount: "86.35", payee: "SP SERVICES" },
      { date: "2026-11-12", amount: "1500.00", payee: "PAYNOW" },
    ],
  },
} satisfies UnseenFixture;
