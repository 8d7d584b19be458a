import type { UnseenFixture } from "./fixture";

// A Taiwanese bank's account export in traditional Chinese: unsigned 金額 beside a 收支 column (收 = money
// in, 支 = money out); no balance.
const fixture: UnseenFixture = {
  name: "Taiwanese bank export: unsigned amounts and a 收支 column of 收/支",
  file: [
    "交易日期,說明,收支,金額,備註",
    "2024/04/01,薪資,收,52000,公司",
    "2024/04/03,跨行轉帳,支,15000,房租",
    "2024/04/10,信用卡費,支,8734,",
    "2024/04/18,ATM存款,收,3000,",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-01", amount: "-52000" },
      { date: "2024-04-03", amount: "15000" },
      { date: "2024-04-10", amount: "8734" },
      { date: "2024-04-18", amount: "-3000" },
    ],
  },
};
export default fixture;
