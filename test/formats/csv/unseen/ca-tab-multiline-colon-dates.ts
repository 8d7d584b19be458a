import type { UnseenFixture } from "./fixture";

// Class: multi-line quoted memos, dates written YYYY:MM:DD, amounts written "-.46": tab-delimited, where the
// small card fees and interest rows are cents.
export default {
  name: "CA bank, tab-delimited: YYYY:MM:DD, quoted memos over several lines, amounts written -.46",
  file: [
    "Posted\tPayee\tMemo\tAmount",
    '2024:08:01\tINTEREST\t"Interest paid\nJuly 2024"\t.31',
    '2024:08:01\tFX FEE\t"Foreign transaction fee\n2.5% of USD 18.40"\t-.46',
    '2024:08:02\tTIM HORTONS #4411\t"Interac purchase\nTORONTO ON"\t-3.89',
    '2024:08:05\tSVC CHARGE\t"Paper statement fee\nAugust"\t-.99',
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-08-01", amount: "-0.31", payee: "INTEREST" },
      { date: "2024-08-01", amount: "0.46", payee: "FX FEE" },
      { date: "2024-08-02", amount: "3.89", payee: "TIM HORTONS" },
      { date: "2024-08-05", amount: "0.99", payee: "SVC CHARGE" },
    ],
  },
} satisfies UnseenFixture;
