import type { UnseenFixture } from "./fixture";

// Class: a fixed-width text with the direction written after each amount and balance ("82.17 DR", "3,120.55 CR").
// Modelled on a US community bank's mainframe statement download.
export default {
  name: "US community bank: fixed-width, 'DR' / 'CR' after the amounts and balances",
  file: [
    "DATE       DESCRIPTION                         AMOUNT        BALANCE",
    "05/13/2026 PAYROLL DEPOSIT ACME INC           2,450.00 CR   3,120.55 CR",
    "05/14/2026 SAFEWAY #1234                         82.17 DR   3,038.38 CR",
    "05/16/2026 CHECK 1043                           600.00 DR   2,438.38 CR",
    "05/20/2026 COMCAST CABLE                        129.99 DR   2,308.39 CR",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-05-13", amount: "-2450.00", payee: "PAYROLL" },
      { date: "2026-05-14", amount: "82.17", payee: "SAFEWAY" },
      { date: "2026-05-16", amount: "600.00", payee: "CHECK" },
      { date: "2026-05-20", amount: "129.99", payee: "COMCAST" },
    ],
  },
} satisfies UnseenFixture;
