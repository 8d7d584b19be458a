import type { UnseenFixture } from "./fixture";

// Class: English headers under a title and account lines in Cyrillic: a bank writing its statement in Cyrillic writes
// the day first (days all ≤ 12, no other hint).
export default {
  name: "KZ bank: Cyrillic title lines over English headers, days all ≤ 12, read day-first",
  file: [
    "Выписка по счёту",
    "Владелец,ИВАНОВ ИВАН",
    "Date,Description,Amount",
    "04/05/2026,KASPI SHOP,-15400.00",
    "08/05/2026,SALARY,350000.00",
    "12/05/2026,MAGNUM,-8200.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-05-04", amount: "15400.00" },
      { date: "2026-05-08", amount: "-350000.00" },
      { date: "2026-05-12", amount: "8200.00" },
    ],
  },
} satisfies UnseenFixture;
