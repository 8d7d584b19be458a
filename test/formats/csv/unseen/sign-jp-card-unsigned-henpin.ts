import type { UnseenFixture } from "./fixture";

// A Japanese card's usage details: unsigned yen, shops without direction words and one "返品" (a return).
const fixture: UnseenFixture = {
  name: "Japanese card details: unsigned amounts, a 返品 row among the purchases",
  file: [
    "利用日,利用店名・商品名,利用金額",
    "2024/09/14,スーパーマーケット,3280",
    "2024/09/16,家電量販店,19800",
    "2024/09/18,家電量販店 返品,19800",
    "2024/09/20,ドラッグストア,1540",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-14", amount: "3280" },
      { date: "2024-09-16", amount: "19800" },
      { date: "2024-09-18", amount: "-19800" },
      { date: "2024-09-20", amount: "1540" },
    ],
  },
};
export default fixture;
