import type { UnseenFixture } from "./fixture";

// Class: amounts with their direction in brackets after them ("350.00 (Dr)", "2,800.00 (Cr)"): the brackets
// hold a word, not a negative number. Modelled on a Ghanaian bank's statement export.
export default {
  name: "GH bank: '350.00 (Dr)' / '2,800.00 (Cr)' amounts and balances",
  file: [
    "Posting Date,Description,Amount,Balance",
    '02-06-2026,MOMO TRANSFER 0244000111,350.00 (Dr),"4,650.00 (Cr)"',
    '05-06-2026,SALARY EXAMPLE GHANA LTD,"2,800.00 (Cr)","7,450.00 (Cr)"',
    '13-06-2026,ECG PREPAID,200.00 (Dr),"7,250.00 (Cr)"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-06-02", amount: "350.00", payee: "MOMO" },
      { date: "2026-06-05", amount: "-2800.00", payee: "SALARY" },
      { date: "2026-06-13", amount: "200.00", payee: "ECG" },
    ],
  },
} satisfies UnseenFixture;
