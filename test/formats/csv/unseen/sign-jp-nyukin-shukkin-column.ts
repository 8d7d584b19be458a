import type { UnseenFixture } from "./fixture";

// A Japanese bank's 入出金明細 (as UTF-8): unsigned 金額 beside an 入出金区分 column (入金 = money
// in, 出金 = money out).
const fixture: UnseenFixture = {
  name: "Japanese bank export: unsigned amounts and an 入出金区分 column of 入金/出金",
  file: [
    "日付,摘要,入出金区分,金額",
    "2024/05/24,給与 カ）サンプル,入金,285000",
    "2024/05/27,ATM,出金,30000",
    "2024/05/27,口座振替 電気料金,出金,8410",
    "2024/05/31,振込 ヤマダ タロウ,入金,12000",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-24", amount: "-285000" },
      { date: "2024-05-27", amount: "30000" },
      { date: "2024-05-27", amount: "8410" },
      { date: "2024-05-31", amount: "-12000" },
    ],
  },
};
export default fixture;
