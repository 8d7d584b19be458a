import type { UnseenFixture } from "./fixture";

// Class: in and out words with the currency after them in full-width brackets ("出金金額（円）" / "入金金額（円）"),
// the header a Japanese net bank writes; amounts with thousands commas.
export default {
  name: "JP net bank: 出金金額（円） / 入金金額（円）, 取引内容",
  file: [
    "取引日,取引内容,出金金額（円）,入金金額（円）,残高（円）",
    '2024/06/03,ATM引出 セブン銀行,"10,000",,"190,000"',
    '2024/06/10,振込入金 ヤマダタロウ,,"35,000","225,000"',
    '2024/06/14,デビット ヨドバシカメラ,"24,800",,"200,200"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-03", amount: "10000", payee: "セブン銀行" },
      { date: "2024-06-10", amount: "-35000", payee: "ヤマダ" },
      { date: "2024-06-14", amount: "24800", payee: "ヨドバシ" },
    ],
  },
} satisfies UnseenFixture;
