import type { UnseenFixture } from "./fixture";

// A Japanese credit card's 利用明細: purchases positive under ご利用金額, two credits negative, no words that
// say which; the header's ご利用店名 / ご利用金額 make it a card's statement.
const fixture: UnseenFixture = {
  name: "Japanese card statement: charges positive, credits negative, no direction words",
  file: [
    "ご利用日,ご利用店名,ご利用金額,支払区分",
    "2024/07/02,ローソン 渋谷店,648,1回払い",
    "2024/07/05,AMAZON.CO.JP,-3980,1回払い",
    "2024/07/09,JR東日本 モバイルSuica,5000,1回払い",
    "2024/07/15,ユニクロ 新宿店,-2990,1回払い",
    "2024/07/21,スターバックス,720,1回払い",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-07-02", amount: "648" },
      { date: "2024-07-05", amount: "-3980" },
      { date: "2024-07-09", amount: "5000" },
      { date: "2024-07-15", amount: "-2990" },
      { date: "2024-07-21", amount: "720" },
    ],
  },
};
export default fixture;
