import type { UnseenFixture } from "./fixture";

// A Hong Kong bank's account history in traditional Chinese: the direction column "借/貸" writes "借 DR" and
// "貸 CR", the amounts are unsigned, and the balance is listed newest first.
const fixture: UnseenFixture = {
  name: "Hong Kong account history: a 借/貸 column of 借 DR / 貸 CR, newest first",
  file: [
    "日期,交易詳情,借/貸,金額(港幣),結餘",
    '2024/08/30,八達通自動增值,借 DR,500.00,"12,310.25"',
    '2024/08/28,轉數快 陳大文,貸 CR,"1,200.00","12,810.25"',
    '2024/08/26,信用卡還款,借 DR,"3,480.60","11,610.25"',
    '2024/08/25,薪金 樣本有限公司,貸 CR,"32,000.00","15,090.85"',
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-08-30", amount: "500.00" },
      { date: "2024-08-28", amount: "-1200.00" },
      { date: "2024-08-26", amount: "3480.60" },
      { date: "2024-08-25", amount: "-32000.00" },
    ],
  },
};
export default fixture;
