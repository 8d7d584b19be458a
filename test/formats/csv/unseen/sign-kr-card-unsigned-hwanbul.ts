import type { UnseenFixture } from "./fixture";

// A Korean card's usage list: unsigned won amounts, "결제" purchases and a "환불" (refund).
const fixture: UnseenFixture = {
  name: "Korean card usage: unsigned amounts, a 환불 among the 결제 rows",
  file: [
    "이용일,이용내역,이용금액",
    '2024.09.14,편의점 결제,"4,500"',
    '2024.09.16,온라인쇼핑 결제,"38,900"',
    '2024.09.18,온라인쇼핑 환불,"38,900"',
    '2024.09.20,주유소 결제,"62,000"',
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-14", amount: "4500" },
      { date: "2024-09-16", amount: "38900" },
      { date: "2024-09-18", amount: "-38900" },
      { date: "2024-09-20", amount: "62000" },
    ],
  },
};
export default fixture;
