import type { UnseenFixture } from "./fixture";

// Class: English in and out headers with the currency after them ("Paid out (£)", "Paid in (£)", "Balance (£)"),
// pound signs in the cells. Modelled on the UK building societies' (Nationwide) statement export.
export default {
  name: "GB building society: Paid out (£) / Paid in (£), Balance (£)",
  file: [
    "Date,Transaction type,Description,Paid out (£),Paid in (£),Balance (£)",
    "02 May 2024,Contactless Payment,TESCO STORES 2345,£12.50,,£987.50",
    "06 May 2024,Bank credit,SALARY EXAMPLE LTD,,£2450.00,£3437.50",
    "14 May 2024,Direct debit,BRITISH GAS,£86.00,,£3351.50",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "12.50", payee: "TESCO" },
      { date: "2024-05-06", amount: "-2450.00", payee: "SALARY" },
      { date: "2024-05-14", amount: "86.00", payee: "BRITISH GAS" },
    ],
  },
} satisfies UnseenFixture;
