import type { UnseenFixture } from "./fixture";

// Class: amounts written with the currency's abbreviation before them and a dotted direction after them ("Rs.
// 1,234.00 Dr."): the abbreviation's dot is no decimal mark, the word says the direction, the balance agrees.
// Modelled on an Indian co-operative bank's statement export.
export default {
  name: "IN co-operative bank: 'Rs. 1,234.00 Dr.' amounts and 'Rs. 5,000.00 Cr.' balances",
  file: [
    "Date,Narration,Amount,Balance",
    '13/05/2026,BESCOM BILL PAYMENT,"Rs. 1,234.00 Dr.","Rs. 5,000.00 Cr."',
    '14/05/2026,SALARY CREDIT,"Rs. 32,500.00 Cr.","Rs. 37,500.00 Cr."',
    '16/05/2026,HOUSE RENT,"Rs. 12,000.00 Dr.","Rs. 25,500.00 Cr."',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-05-13", amount: "1234.00", payee: "BESCOM" },
      { date: "2026-05-14", amount: "-32500.00", payee: "SALARY" },
      { date: "2026-05-16", amount: "12000.00", payee: "RENT" },
    ],
  },
} satisfies UnseenFixture;
