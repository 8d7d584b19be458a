import type { UnseenFixture } from "./fixture";

// Class: no header, and the rows' descriptions in Thai: a bank that writes in Thai writes the day first, days all ≤ 12.
export default {
  name: "TH bank, no header: Thai descriptions, days all ≤ 12, read day-first",
  file: [
    "02/01/2026\tโอนเงิน\t-91890.08\t8109.92",
    "02/01/2026\tรับโอน\t20000.00\t28109.92",
    "09/01/2026\tถอนเงินสด\t-2000.00\t26109.92",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-01-02", amount: "91890.08" },
      { date: "2026-01-02", amount: "-20000.00" },
      { date: "2026-01-09", amount: "2000.00" },
    ],
  },
} satisfies UnseenFixture;
