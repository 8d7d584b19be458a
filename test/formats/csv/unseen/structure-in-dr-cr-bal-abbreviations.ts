import type { UnseenFixture } from "./fixture";

// Class: money typed by its values: the header abbreviates its money columns ("DR", "CR", "BAL") to words no
// table holds; each row fills one of two money columns (the other is a space), and the full one beside them
// moves by their amounts: a debit/credit pair and its running balance, which says which side is money out.
// Modelled on an Indian private bank's statement CSV.
export default {
  name: "IN bank: Tran Date, PARTICULARS, DR, CR, BAL, SOL; the empty side a space",
  file: [
    "Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL",
    "02-01-2026,-,UPI/DR/600123/SWIGGY/YESB, 349.00, , 24651.00,4021",
    "05-01-2026,-,NEFT/ACME TECHNOLOGIES PVT LTD/SALARY, , 68500.00, 93151.00,4021",
    "09-01-2026,000341,CHQ PAID HOUSE RENT, 22000.00, , 71151.00,4021",
    "15-01-2026,-,ATM-WDL/MG ROAD/BANGALORE, 5000.00, , 66151.00,4021",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-01-02", amount: "349.00", payee: "SWIGGY" },
      { date: "2026-01-05", amount: "-68500.00", payee: "SALARY" },
      { date: "2026-01-09", amount: "22000.00", payee: "RENT" },
      { date: "2026-01-15", amount: "5000.00", payee: "ATM" },
    ],
  },
} satisfies UnseenFixture;
