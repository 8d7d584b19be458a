import type { UnseenFixture } from "./fixture";

// A mainland Chinese bank's account statement: unsigned 交易金额 beside a 借贷标志 column (借 = money out,
// 贷 = money in) and the 账户余额 after each row.
const fixture: UnseenFixture = {
  name: "Chinese bank statement: unsigned amounts, a 借贷标志 column of 借/贷 and a running balance",
  file: [
    "交易日期,摘要,交易金额,借贷标志,账户余额,对方户名",
    "2024-03-01,代发工资,12000.00,贷,15230.50,上海某某科技有限公司",
    "2024-03-02,消费,86.40,借,15144.10,美团",
    "2024-03-05,转账,2000.00,借,13144.10,张三",
    "2024-03-08,消费,259.00,借,12885.10,京东商城",
    "2024-03-15,利息,3.21,贷,12888.31,",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-01", amount: "-12000.00" },
      { date: "2024-03-02", amount: "86.40" },
      { date: "2024-03-05", amount: "2000.00" },
      { date: "2024-03-08", amount: "259.00" },
      { date: "2024-03-15", amount: "-3.21" },
    ],
  },
};
export default fixture;
