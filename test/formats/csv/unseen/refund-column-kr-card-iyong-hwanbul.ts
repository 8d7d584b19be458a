import type { UnseenFixture } from "./fixture";

// Class: "이용금액" (amount used) beside "환불금액" (refunded). Modelled on a Korean card's usage export.
export default {
  name: "KR card: 이용금액 beside 환불금액",
  file: [
    "이용일자,가맹점명,이용금액,환불금액",
    '2026.04.02,스타벅스 강남점,"6,500",',
    '2026.04.05,온라인쇼핑몰,"89,000",',
    '2026.04.11,온라인쇼핑몰,,"89,000"',
    '2026.04.18,주유소,"71,200",',
  ].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2026-04-02", amount: "6500" },
      { date: "2026-04-05", amount: "89000" },
      { date: "2026-04-11", amount: "-89000" },
      { date: "2026-04-18", amount: "71200" },
    ],
  },
} satisfies UnseenFixture;
