import type { UnseenFixture } from "./fixture";

// Class: one amount column in accounting style, money out in parentheses ("(1,234.56)"), money in bare, with a
// running balance. Modelled on business online-banking exports (Philippines, US) that print amounts as ledgers do.
export default {
  name: "PH business banking: Amount with (parentheses) for debits, Running Balance",
  file: [
    "Posting Date,Description,Check No.,Amount,Running Balance",
    '11/03/2026,BILLS PAYMENT MERALCO,,"(4,512.80)","95,487.20"',
    '11/05/2026,CHECK DEPOSIT,,"25,000.00","120,487.20"',
    '11/09/2026,CHECK ENCASHMENT,004512,"(12,000.00)","108,487.20"',
    '11/12/2026,SERVICE CHARGE,,(150.00),"108,337.20"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-11-03", amount: "4512.80", payee: "MERALCO" },
      { date: "2026-11-05", amount: "-25000.00", payee: "DEPOSIT" },
      { date: "2026-11-09", amount: "12000.00", payee: "CHECK" },
      { date: "2026-11-12", amount: "150.00", payee: "SERVICE" },
    ],
  },
} satisfies UnseenFixture;
