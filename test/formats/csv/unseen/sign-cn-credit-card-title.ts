import type { UnseenFixture } from "./fixture";

// A mainland Chinese credit card's 账单 export: a title line naming the 信用卡 above the table, charges
// positive, two credits negative, no words that say which.
const fixture: UnseenFixture = {
  name: "Chinese credit card statement: the title names the 信用卡; charges positive",
  file: [
    "招商银行信用卡对账单",
    "卡号末四位:1234,账单周期:2024/08/01-2024/08/31",
    "",
    "交易日,记账日,交易描述,人民币金额",
    "2024/08/03,2024/08/04,星巴克咖啡,38.00",
    "2024/08/09,2024/08/10,滴滴出行,-25.60",
    "2024/08/12,2024/08/13,盒马鲜生,186.20",
    "2024/08/20,2024/08/21,京东商城,-99.00",
    "2024/08/25,2024/08/26,中国石化加油站,300.00",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-08-03", amount: "38.00" },
      { date: "2024-08-09", amount: "-25.60" },
      { date: "2024-08-12", amount: "186.20" },
      { date: "2024-08-20", amount: "-99.00" },
      { date: "2024-08-25", amount: "300.00" },
    ],
  },
};
export default fixture;
