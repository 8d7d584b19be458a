import type { UnseenFixture } from "./fixture";

// A mainland Chinese bank's app export: one signed 交易金额 and 摘要 words that name the direction ("工资",
// "转账收入", "转账支出", "消费"); a sample of mostly money in.
const fixture: UnseenFixture = {
  name: "Chinese bank app: 工资/转账支出 words in the 摘要, mostly money in",
  file: [
    "交易日期,交易金额,币种,摘要,对方户名",
    "2024-06-10,15800.00,人民币,代发工资,某某科技有限公司",
    "2024-06-11,-2300.00,人民币,转账支出,王五",
    "2024-06-13,600.00,人民币,转账收入,李四",
    "2024-06-15,-58.50,人民币,快捷支付消费,拼多多",
    "2024-06-20,2.35,人民币,结息,",
    "2024-06-21,1000.00,人民币,转账收入,赵六",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-10", amount: "-15800.00" },
      { date: "2024-06-11", amount: "2300.00" },
      { date: "2024-06-13", amount: "-600.00" },
      { date: "2024-06-15", amount: "58.50" },
      { date: "2024-06-20", amount: "-2.35" },
      { date: "2024-06-21", amount: "-1000.00" },
    ],
  },
};
export default fixture;
