import type { UnseenFixture } from "./fixture";

// Class: "Outgoing" and "Incoming" columns whose unused side is written "0.00", with a running balance. Modelled on a
// British budgeting app's account export.
export default {
  name: "GB app: Outgoing / Incoming with 0.00 on the unused side, Balance",
  file: [
    "Date,Description,Outgoing,Incoming,Balance",
    "03/02/2026,TESCO STORES 2231,42.18,0.00,1157.82",
    "04/02/2026,SALARY EXAMPLE LTD,0.00,2100.00,3257.82",
    "06/02/2026,THAMES WATER DD,38.50,0.00,3219.32",
    "13/02/2026,REFUND AMAZON,0.00,19.99,3239.31",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-02-03", amount: "42.18", payee: "TESCO" },
      { date: "2026-02-04", amount: "-2100.00", payee: "SALARY" },
      { date: "2026-02-06", amount: "38.50", payee: "THAMES" },
      { date: "2026-02-13", amount: "-19.99", payee: "AMAZON" },
    ],
  },
} satisfies UnseenFixture;
