import type { UnseenFixture } from "./fixture";

// Class: Japanese headers, a pair of payment and deposit columns ("支払い金額" / "預かり金額") each holding
// positive numbers, a short kind ("摘要") before the detail that names the counterparty ("摘要内容"). Written
// from MUFG's (三菱UFJ銀行) account-detail CSV layout.
export default {
  name: "JP MUFG: 支払い金額 / 預かり金額, 摘要 and 摘要内容, 差引残高",
  file: [
    "日付,摘要,摘要内容,支払い金額,預かり金額,差引残高,メモ,未資金化区分,入払区分",
    '2024/4/1,カード,セブンイレブン,"2,000",,"98,000",,,支払い',
    '2024/4/5,振込,カ）ヤマダシヨウジ,,"250,000","348,000",,,預かり',
    '2024/4/12,口座振替,東京電力,"8,642",,"339,358",,,支払い',
    '2024/4/25,カード,ファミリーマート,540,,"338,818",,,支払い',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-01", amount: "2000", payee: "セブンイレブン" },
      { date: "2024-04-05", amount: "-250000", payee: "ヤマダ" },
      { date: "2024-04-12", amount: "8642", payee: "東京電力" },
      { date: "2024-04-25", amount: "540", payee: "ファミリーマート" },
    ],
  },
} satisfies UnseenFixture;
