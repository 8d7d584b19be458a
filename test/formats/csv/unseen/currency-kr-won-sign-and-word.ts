import type { UnseenFixture } from "./fixture";

// Class: amounts written with their currency, its full-width sign or its word. A Korean card's 이용내역 writes the
// full-width "￦" before the purchases and "원" after the balance due.
export default {
  name: "KR card 이용내역: full-width ￦ before the amount, 원 after the running total",
  accountType: "credit",
  file: [
    "이용일자,가맹점명,이용금액,누적금액",
    '2024.10.02,스타벅스 강남점,"￦6,500","6,500원"',
    '2024.10.05,쿠팡,"￦32,900","39,400원"',
    '2024.10.11,GS25 역삼점,"￦4,200","43,600원"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-10-02", amount: "6500", payee: "스타벅스" },
      { date: "2024-10-05", amount: "32900", payee: "쿠팡" },
      { date: "2024-10-11", amount: "4200", payee: "GS25" },
    ],
  },
} satisfies UnseenFixture;
