import type { UnseenFixture } from "./fixture";

// Class: amounts followed by a whole direction word ("82.17 debit", "2,450.00 credit"). Modelled on a Canadian
// credit union's account export.
export default {
  name: "CA credit union: '82.17 debit' / '2,450.00 credit' in the amount cell",
  file: [
    "Date,Description,Amount",
    '2026-05-13,PAYROLL DEPOSIT ACME INC,"2,450.00 credit"',
    "2026-05-14,SOBEYS #4410,82.17 debit",
    "2026-05-20,HYDRO ONE,129.99 debit",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-05-13", amount: "-2450.00", payee: "PAYROLL" },
      { date: "2026-05-14", amount: "82.17", payee: "SOBEYS" },
      { date: "2026-05-20", amount: "129.99", payee: "HYDRO" },
    ],
  },
} satisfies UnseenFixture;
