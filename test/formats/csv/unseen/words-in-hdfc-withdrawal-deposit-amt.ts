import type { UnseenFixture } from "./fixture";

// Class: English headers with abbreviations and dots ("Withdrawal Amt.", "Deposit Amt.", "Value Dt"), the
// description under "Narration". Modelled on HDFC Bank's account-statement export.
export default {
  name: "IN HDFC: Narration, Value Dt, Withdrawal Amt. / Deposit Amt., Closing Balance",
  file: [
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    "02/05/24,UPI-ZOMATO LTD-ZOMATO@HDFCBANK,0000412233445566,02/05/24,385.00,,45615.00",
    "05/05/24,NEFT CR-TCS LTD SALARY MAY,0000NEFT98765432,05/05/24,,92000.00,137615.00",
    "18/05/24,ACH D- HDFC LIFE INSURANCE,0000000000001234,18/05/24,5000.00,,132615.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "385.00", payee: "ZOMATO" },
      { date: "2024-05-05", amount: "-92000.00", payee: "TCS" },
      { date: "2024-05-18", amount: "5000.00", payee: "HDFC LIFE" },
    ],
  },
} satisfies UnseenFixture;
