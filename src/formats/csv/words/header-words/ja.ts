import type { HeaderWords } from "../header-vocabulary";

// Japanese: MUFG, SMBC, Mizuho, Japan Post Bank (ゆうちょ), Rakuten Bank and Sony Bank account exports ("お引出し/お預入れ",
// "出金金額/入金金額", "支払い金額/預かり金額"), Rakuten Card, SMBC Card and JCB card exports ("利用金額", "現地通貨額").
export default {
  date: "日付, 年月日, 取引日, 取扱日, 取扱日付, 利用日, 利用年月日, 入出金日, 日時",
  transactionDate: "利用日, 利用年月日, 購入日",
  bookingDate: "計上日, 記帳日, 反映日",
  valueDate: "支払日, 引落日, 引落し日, 起算日",
  amount: "金額, 取引金額, 利用金額, 利用額, 入出金, 入出金額, 請求額, 請求金額, 支払額, 支払金額, 円換算額, 現地通貨額, 外貨額",
  debit: "出金, 引出, 引き出, 払出, 払い出, 支払, 支払い",
  credit: "入金, 預入, 預け入, 預かり, 預り, 受入, 受け入, 払戻, 払い戻し, 返金",
  indicator: "入払区分, 入出金区分, 入出区分, 入出金種別, 貸借, 貸借区分",
  payee: "摘要内容, 取引先, 相手先, 振込先, 振込元, 支払先, 入出金先, 利用店名, 利用先, 加盟店, 店名, 依頼人, 受取人",
  notes: "摘要, 内容, 取引内容, 取扱内容, 明細, 備考, メモ, 詳細, 商品名",
  currency: "通貨, 通貨コード, 通貨略称",
  balance: "残高, 差引残高, 現在高, 現在（貸付）高",
  transactionId: "取引番号, 明細番号, 伝票番号, 承認番号, 照会番号",
  category: "カテゴリ, 分類, 費目",
  type: "取引区分, 取引種類, 種別, 支払区分, 支払方法",
  status: "状態, ステータス, 処理状況",
  foreign: "現地通貨, 外貨",
  account: "円換算, 円貨, 支払金額, 請求",
  not: {
    amount: "手数料, 残高, 換算レート",
    // "繰越残高": what a card carries into next month's bill, not the account's running balance.
    balance: "繰越, 繰り越し",
    // "入出金" is both directions: the signed amount of one column.
    debit: "入出金, 出入金, 手数料, 残高",
    credit: "入出金, 出入金, 手数料, 残高",
  },
} satisfies HeaderWords;
