import type { UnseenFixture } from "./fixture";

// Class: dates of the Japanese era ("令和8年3月4日"), as a Japanese bank's account detail prints them.
export default {
  name: "JP bank: 入出金明細 dated in the Reiwa era",
  file: [
    "取引日,摘要,お支払金額,お預り金額,差引残高",
    "令和8年3月4日,カード ローソン,1280,,48720",
    "令和8年3月10日,振込 ヤマダ タロウ,,25000,73720",
    "令和8年3月25日,口座振替 東京電力,8430,,65290",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-04", amount: "1280" },
      { date: "2026-03-10", amount: "-25000" },
      { date: "2026-03-25", amount: "8430" },
    ],
  },
} satisfies UnseenFixture;
