import type { UnseenFixture } from "./fixture";

// Class: shops whose names are a few capitals and a number ("BP 1234", "PG 0", "GAP 12") read as amounts with a
// currency's word; in a Paid out / Paid in layout no money role takes them, and their varied words make them the payee.
// Modelled on a British current account's statement download.
export default {
  name: "GB current account: Paid out / Paid in, Balance, short payees with numbers",
  file: [
    "Date,Description,Paid out,Paid in,Balance",
    "14/03/2026,BP 1234,45.10,,954.90",
    "17/03/2026,PG 0,12.00,,942.90",
    "19/03/2026,SHELL 4411,60.00,,882.90",
    "23/03/2026,AB 12 CD,,100.00,982.90",
    "27/03/2026,GAP 12,20.00,,962.90",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-14", amount: "45.10", payee: "BP 1234" },
      { date: "2026-03-17", amount: "12.00", payee: "PG 0" },
      { date: "2026-03-19", amount: "60.00", payee: "SHELL 4411" },
      { date: "2026-03-23", amount: "-100.00", payee: "AB 12 CD" },
      { date: "2026-03-27", amount: "20.00", payee: "GAP 12" },
    ],
  },
} satisfies UnseenFixture;
