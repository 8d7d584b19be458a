import type { HeaderWords } from "../header-vocabulary";

// Chinese (simplified): ICBC, China Construction Bank, Bank of China, China Merchants Bank and Agricultural Bank account
// statements ("收入/支出", "借方/贷方", "余额"), their credit-card statements, Alipay and WeChat Pay bills.
export default {
  date: "日期, 交易日期, 交易时间, 交易日, 记账日期, 记账日, 入账日期, 入账日, 发生日期",
  transactionDate: "交易日, 交易时间, 消费日",
  bookingDate: "记账日, 入账日",
  valueDate: "起息日",
  amount: "金额, 交易金额, 发生额, 人民币金额, 记账金额, 入账金额, 交易地金额",
  debit: "支出, 借方, 转出, 付出, 支取",
  credit: "收入, 贷方, 转入, 存入, 退款, 退款金额",
  indicator: "收/支, 收支, 收支类型, 收支方向, 收/付, 借贷, 借/贷, 借贷标志, 借贷标识, 借贷方向, 借贷类型, 交易方向, 资金方向, 出入账标志",
  payee: "对方户名, 对方名称, 对方账户名称, 交易对方, 收款人, 付款人, 商户名称",
  notes: "摘要, 交易摘要, 备注, 附言, 用途, 交易说明, 商品说明, 商品, 交易备注, 交易场所, 交易详情",
  currency: "币种, 货币, 币别, 交易币种, 记账币种",
  balance: "余额, 账户余额, 当前余额, 结余",
  transactionId: "流水号, 交易流水号, 交易单号, 交易订单号, 订单号, 凭证号, 交易参考号",
  category: "交易分类, 分类, 类别",
  type: "交易类型, 交易种类, 业务类型",
  status: "交易状态, 状态, 当前状态",
  foreign: "交易地, 原币, 外币, 交易币种",
  account: "记账, 入账金额, 人民币",
  not: {
    amount: "手续费, 余额, 汇率",
    // "结转余额": what is carried into the next statement, not the running balance.
    balance: "结转",
    debit: "收支, 余额, 手续费",
    credit: "收支, 余额, 手续费",
    payee: "账号, 卡号",
  },
} satisfies HeaderWords;
