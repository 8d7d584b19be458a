import type { UnseenFixture } from "./fixture";

// Class: short payees with a store number ("CVS 0412", "BP 88", "GAP 12") in a plain signed Amount layout: the
// description column reads mostly as amounts with a word, yet its words differ row by row as shops' names do.
// Modelled on a US credit union's checking export.
export default {
  name: "US credit union: Posting Date, Description, Amount, short payees with store numbers",
  file: [
    "Posting Date,Description,Amount",
    "03/14/2026,CVS 0412,-18.47",
    "03/17/2026,BP 88,-41.20",
    "03/19/2026,GAP 12,-64.99",
    "03/23/2026,KFC 4410,-11.35",
    "03/30/2026,AB 12 CD,1250.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-14", amount: "18.47", payee: "CVS 0412" },
      { date: "2026-03-17", amount: "41.20", payee: "BP 88" },
      { date: "2026-03-19", amount: "64.99", payee: "GAP 12" },
      { date: "2026-03-23", amount: "11.35", payee: "KFC 4410" },
      { date: "2026-03-30", amount: "-1250.00", payee: "AB 12 CD" },
    ],
  },
} satisfies UnseenFixture;
