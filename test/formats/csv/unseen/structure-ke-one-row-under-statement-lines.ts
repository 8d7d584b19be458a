import type { UnseenFixture } from "./fixture";

// Class: one dated row under a title and key/value lines (the look-alike of a key/value export: the one row under a
// header of names is the table). Modelled on a Kenyan bank's mini statement.
export default {
  name: "KE bank: mini statement of one row under five key/value lines",
  file: [
    "Mini Statement",
    "Customer,JANE WANJIKU",
    "Account,0110293847",
    "Branch,Westlands",
    "From,14/03/2026",
    "To,20/03/2026",
    "Date,Narrative,Money Out,Money In,Balance",
    '16/03/2026,MPESA TRANSFER 0722000000,,"5,000.00","12,310.40"',
  ].join("\n"),
  expect: { items: [{ date: "2026-03-16", amount: "-5000.00", payee: "MPESA" }] },
} satisfies UnseenFixture;
