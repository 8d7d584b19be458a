import type { UnseenFixture } from "./fixture";

// Class: a named debit or credit column with a stray mark in one cell. A British building society's statement
// ("Paid out" / "Paid in"): its closing line reads "*** Closing balance ***" with "1,864.22*" in the paid-in column.
export default {
  name: "UK building society: Paid out / Paid in, '1,864.22*' on the line '*** Closing balance ***'",
  file: [
    "Date,Description,Paid out,Paid in",
    "14/06/2024,CARD PAYMENT TO CORNER SHOP,6.45,",
    "17/06/2024,BANK GIRO CREDIT SMITH J,,400.00",
    "21/06/2024,DIRECT DEBIT COUNCIL TAX,128.00,",
    '30/06/2024,*** Closing balance ***,,"1,864.22*"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-14", amount: "6.45", payee: "CORNER SHOP" },
      { date: "2024-06-17", amount: "-400.00", payee: "SMITH" },
      { date: "2024-06-21", amount: "128.00", payee: "COUNCIL" },
    ],
  },
} satisfies UnseenFixture;
