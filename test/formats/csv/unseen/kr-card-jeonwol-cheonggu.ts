import type { UnseenFixture } from "./fixture";

// Class: the previous statement's balance listed above a card statement's rows. A Korean card's usage list:
// "전월 청구금액" (last month's bill) without a date, then this month's purchases, imported into a card account.
export default {
  name: "KR card usage: a '전월 청구금액' line without a date above the purchases",
  accountType: "credit",
  file: [
    "이용일,가맹점명,이용금액,결제방법",
    ',전월 청구금액,"320,000",',
    '2024.11.14,편의점,"4,500",일시불',
    '2024.11.16,주유소,"62,000",일시불',
    '2024.11.20,온라인쇼핑,"38,900",일시불',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-11-14", amount: "4500" },
      { date: "2024-11-16", amount: "62000" },
      { date: "2024-11-20", amount: "38900" },
    ],
  },
} satisfies UnseenFixture;
