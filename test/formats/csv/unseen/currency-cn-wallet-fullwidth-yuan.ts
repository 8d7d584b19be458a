import type { UnseenFixture } from "./fixture";

// Class: amounts written with their currency sign in its full-width form. A Chinese wallet's 账单 writes "¥" on some
// rows and the full-width "￥" (U+FFE5) on others, quoted or not, unsigned beside a 收/支 column.
export default {
  name: "CN wallet 账单: ¥ and full-width ￥ on the amounts, 收/支 beside them",
  file: [
    "交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态",
    "2024-08-02 08:12:40,商户消费,全家便利店,早餐,支出,¥12.50,零钱,支付成功",
    '2024-08-05 19:44:03,转账,赵磊,聚餐AA,收入,"￥86.00",零钱,已收钱',
    "2024-08-09 21:15:27,商户消费,滴滴出行,快车,支出,￥31.20,招商银行(1234),支付成功",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-08-02", amount: "12.50", payee: "全家" },
      { date: "2024-08-05", amount: "-86.00", payee: "赵磊" },
      { date: "2024-08-09", amount: "31.20", payee: "滴滴" },
    ],
  },
} satisfies UnseenFixture;
