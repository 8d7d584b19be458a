import type { UnseenFixture } from "./fixture";

// Class: a short statement whose four dates read both ways: day-first they fall on three days in a row, month-first
// on one day of three months. The spread of four dates decides. Modelled on a Singapore bank's account export.
export default {
  name: "SG bank: four rows on three days, every day 12 or less",
  file: [
    "Transaction Date,Reference,Debit Amount,Credit Amount,Transaction Ref1",
    "06/07/2026,POS,12.40,,NTUC FP-BEDOK MALL",
    "07/07/2026,ICT,,850.00,PAYNOW FROM TAN WEI MING",
    "07/07/2026,POS,6.80,,KOPITIAM TAMPINES",
    "08/07/2026,GIRO,96.15,,SP SERVICES",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-07-06", amount: "12.40" },
      { date: "2026-07-07", amount: "-850.00" },
      { date: "2026-07-07", amount: "6.80" },
      { date: "2026-07-08", amount: "96.15" },
    ],
  },
} satisfies UnseenFixture;
