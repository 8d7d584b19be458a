import type { SignWords } from "./index";

// Japanese: the 出金/入金 and 支払/預入 flags and the 摘要 of Japanese bank and card exports (三菱UFJ, 三井住友,
// ゆうちょ, 楽天カード: "ATM引出", "口座振替", "給与", and the half-width kana "ｷﾕｳﾖ" the older CSVs write).
export const japanese: SignWords = {
  indicatorOut: ["出金", "支払", "お支払", "引出", "お引出し"],
  indicatorIn: ["入金", "預入", "お預入れ"],
  out: ["出金", "引出", "引き出", "引落", "引き落", "支払", "口座振替", "デビット", "手数料", "ヒキダシ", "ヒキオトシ"],
  in: ["入金", "預入", "預け入", "給与", "給料", "賞与", "年金", "配当", "キュウヨ", "キユウヨ", "ショウヨ", "シヨウヨ", "ネンキン"],
  reversal: ["返金", "返品", "取消", "取り消"],
  repayment: ["返済"],
  card: ["カード", "クレジット", "ご利用店名", "利用店名", "ご利用金額", "利用金額"],
};
