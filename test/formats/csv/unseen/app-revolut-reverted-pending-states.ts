import type { UnseenFixture } from "./fixture";

// Class: an app export whose State column says which rows happened: a reverted card payment (never charged) is no
// booking, a pending one is, with no completion date yet. Modelled on Revolut's account-statement CSV.
export default {
  name: "Revolut: State COMPLETED / PENDING / REVERTED, empty Completed Date on pending rows",
  file: [
    "Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance",
    "CARD_PAYMENT,Current,2026-11-02 09:14:03,2026-11-03 06:01:12,Lidl,-23.17,0.00,EUR,COMPLETED,476.83",
    "CARD_PAYMENT,Current,2026-11-04 19:40:51,,Booking.com,-180.00,0.00,EUR,REVERTED,",
    "TRANSFER,Current,2026-11-05 08:00:00,2026-11-05 08:00:02,Payment from ACME GmbH,2100.00,0.00,EUR,COMPLETED,2576.83",
    "CARD_PAYMENT,Current,2026-11-20 12:33:10,,Deutsche Bahn,-59.90,0.00,EUR,PENDING,",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-11-02", amount: "23.17", payee: "Lidl" },
      { date: "2026-11-05", amount: "-2100.00", payee: "ACME" },
      { date: "2026-11-20", amount: "59.90", payee: "Deutsche Bahn" },
    ],
  },
} satisfies UnseenFixture;
