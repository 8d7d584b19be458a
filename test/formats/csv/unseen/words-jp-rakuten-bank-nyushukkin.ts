import type { UnseenFixture } from "./fixture";

// Class: one signed column whose header names both directions ("入出金(円)": in and out), never a debit or a
// credit column, and the counterparty under "入出金先内容". Modelled on Rakuten Bank's (楽天銀行) CSV layout.
export default {
  name: "JP Rakuten Bank: 入出金(円) signed, 残高(円), 入出金先内容",
  file: [
    "取引日,入出金(円),残高(円),入出金先内容",
    "20240501,-1200,98800,VISAデビット ローソン",
    "20240503,-5500,93300,口座振替 ラクテンカード",
    "20240510,230000,323300,給与 カ）サクラ",
    "20240512,-980,322320,VISAデビット スターバックス",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-01", amount: "1200", payee: "ローソン" },
      { date: "2024-05-03", amount: "5500", payee: "ラクテンカード" },
      { date: "2024-05-10", amount: "-230000", payee: "サクラ" },
      { date: "2024-05-12", amount: "980", payee: "スターバックス" },
    ],
  },
} satisfies UnseenFixture;
