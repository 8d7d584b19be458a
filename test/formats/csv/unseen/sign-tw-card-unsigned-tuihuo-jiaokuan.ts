import type { UnseenFixture } from "./fixture";

// A Taiwanese card's bill: unsigned NT$ amounts, "退貨" (a return) and "繳款" (the bill paid) among "消費" rows.
const fixture: UnseenFixture = {
  name: "Taiwanese card bill: unsigned amounts, 退貨 and 繳款 rows among the 消費 ones",
  file: [
    "消費日,入帳日,交易說明,金額",
    "2024/09/13,2024/09/14,消費 便利商店,85",
    "2024/09/15,2024/09/16,消費 百貨公司,3680",
    "2024/09/18,2024/09/19,退貨 百貨公司,680",
    "2024/09/20,2024/09/20,網路銀行繳款,12000",
    "2024/09/22,2024/09/23,消費 加油站,1250",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-13", amount: "85" },
      { date: "2024-09-15", amount: "3680" },
      { date: "2024-09-18", amount: "-680" },
      { date: "2024-09-20", amount: "-12000" },
      { date: "2024-09-22", amount: "1250" },
    ],
  },
};
export default fixture;
