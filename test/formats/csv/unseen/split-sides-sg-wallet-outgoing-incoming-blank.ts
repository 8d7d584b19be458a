import type { UnseenFixture } from "./fixture";

// Class: "Outgoing Amount" and "Incoming Amount" with the unused side blank and thousands separators in quotes.
// Modelled on a Singapore e-wallet's statement export.
export default {
  name: "SG e-wallet: Outgoing Amount / Incoming Amount, blank unused side, quoted thousands",
  file: [
    "Transaction Date,Details,Outgoing Amount,Incoming Amount,Reference",
    '2026-05-02,TOP UP FROM BANK,,"1,200.00",TX88001',
    "2026-05-03,KOPITIAM 118,6.40,,TX88002",
    '2026-05-05,TRANSFER TO LIM WEI,"1,050.00",,TX88003',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-05-02", amount: "-1200.00", payee: "TOP UP" },
      { date: "2026-05-03", amount: "6.40", payee: "KOPITIAM" },
      { date: "2026-05-05", amount: "1050.00", payee: "LIM" },
    ],
  },
} satisfies UnseenFixture;
