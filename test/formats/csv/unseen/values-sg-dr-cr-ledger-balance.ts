import type { UnseenFixture } from "./fixture";

// Class: money columns typed by their values where the header's words name none. A Singapore bank's English export
// heads its withdrawals and deposits "DR" and "CR": each row fills one of the two, and the balance moves by them.
export default {
  name: "SG bank: DR / CR columns no word list names, each row filling one, the ledger balance after",
  file: [
    "Transaction Date,Particulars,DR,CR,Ledger Balance",
    "02 Dec 2024,NETS FAIRPRICE TAMPINES,56.40,,4943.60",
    "05 Dec 2024,GIRO SALARY ACME PTE LTD,,5200.00,10143.60",
    "09 Dec 2024,PAYNOW TO TAN AH KOW,300.00,,9843.60",
    "16 Dec 2024,INTEREST CREDIT,,1.25,9844.85",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-12-02", amount: "56.40", payee: "FAIRPRICE" },
      { date: "2024-12-05", amount: "-5200.00", payee: "SALARY" },
      { date: "2024-12-09", amount: "300.00", payee: "TAN AH KOW" },
      { date: "2024-12-16", amount: "-1.25", payee: "INTEREST" },
    ],
  },
} satisfies UnseenFixture;
