import type { UnseenFixture } from "./fixture";

// A mainland Chinese bank's debit account: unsigned 交易金额 beside a direction column headed only "借贷" whose
// cells write the Chinese word and the English one ("借 Dr", "贷 Cr"), and a 余额 column.
const fixture: UnseenFixture = {
  name: "Chinese debit account: a 借贷 column of two words a cell (借 Dr / 贷 Cr) beside unsigned amounts",
  file: [
    "序号,交易日期,交易类型,借贷,交易金额,余额,对方户名,摘要",
    "1,2024-07-01,工资,贷 Cr,8600.00,9120.45,某某网络科技有限公司,代发工资",
    "2,2024-07-02,快捷支付,借 Dr,45.80,9074.65,某某外卖平台,网上支付",
    "3,2024-07-03,转账,借 Dr,1500.00,7574.65,李四,手机银行转账",
    "4,2024-07-05,跨行消费,借 Dr,236.00,7338.65,某某超市,银联消费",
    "5,2024-07-09,利息,贷 Cr,0.87,7339.52,个人活期存款利息,结息",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-07-01", amount: "-8600.00" },
      { date: "2024-07-02", amount: "45.80" },
      { date: "2024-07-03", amount: "1500.00" },
      { date: "2024-07-05", amount: "236.00" },
      { date: "2024-07-09", amount: "-0.87" },
    ],
  },
};
export default fixture;
