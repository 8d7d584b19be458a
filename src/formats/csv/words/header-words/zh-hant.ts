import type { HeaderWords } from "../header-vocabulary";

// Chinese (traditional): CTBC, Cathay United, E.SUN, Taishin and Fubon (Taiwan) account and card exports ("支出/存入",
// "提出/存入", "餘額", "新臺幣金額"), HSBC and BOC Hong Kong statements.
export default {
  date: "日期, 交易日期, 交易日, 帳務日期, 入帳日, 入帳日期, 記帳日, 消費日, 交易時間",
  transactionDate: "交易日, 消費日, 交易時間",
  bookingDate: "帳務日, 入帳日, 記帳日",
  valueDate: "起息日",
  amount: "金額, 交易金額, 新臺幣金額, 臺幣金額, 台幣金額, 入帳金額, 外幣金額",
  debit: "支出, 提出, 提款, 轉出, 借方",
  credit: "存入, 收入, 存款, 轉入, 貸方, 退款, 退款金額",
  indicator: "收/支, 收支, 收支別, 借貸, 借/貸, 借貸別, 借貸方向, 存/提, 存提別, 交易方向",
  payee: "對方戶名, 交易對象, 對方名稱, 收款人, 付款人, 商店名稱, 特店名稱",
  notes: "摘要, 說明, 備註, 交易說明, 附言, 用途, 交易摘要, 附註",
  currency: "幣別, 幣種, 貨幣",
  balance: "餘額, 帳戶餘額, 結餘",
  transactionId: "交易序號, 交易編號, 單號",
  category: "分類, 類別",
  type: "交易類型, 交易類別, 交易種類",
  status: "狀態, 交易狀態",
  foreign: "外幣, 原幣, 當地",
  account: "新臺幣, 臺幣, 台幣, 入帳金額",
  not: {
    amount: "手續費, 餘額, 匯率",
    balance: "結轉",
    debit: "收支, 餘額, 手續費",
    credit: "收支, 餘額, 手續費",
    payee: "帳號, 卡號",
  },
} satisfies HeaderWords;
