import type { UnseenFixture } from "./fixture";

// Class: the previous statement's balance listed above a card statement's rows. A Japanese card's usage details:
// "前回ご請求額" (last month's bill) with no date, then this month's purchases.
export default {
  name: "JP card details: a '前回ご請求額' line without a date above the purchases",
  file: [
    "利用日,利用店名,利用金額,支払区分",
    ",前回ご請求額,48000,",
    "2024/10/14,スーパーマーケット,3280,1回払い",
    "2024/10/17,ドラッグストア,1540,1回払い",
    "2024/10/21,ガソリンスタンド,5600,1回払い",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-10-14", amount: "3280" },
      { date: "2024-10-17", amount: "1540" },
      { date: "2024-10-21", amount: "5600" },
    ],
  },
} satisfies UnseenFixture;
