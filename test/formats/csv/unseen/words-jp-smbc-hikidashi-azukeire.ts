import type { UnseenFixture } from "./fixture";

// Class: Japanese headers, a pair of withdrawal and deposit columns ("お引出し" / "お預入れ"), the description
// under "お取り扱い内容". Modelled on SMBC's (三井住友銀行) account-detail CSV layout.
export default {
  name: "JP SMBC: 年月日, お引出し / お預入れ, お取り扱い内容, 残高",
  file: [
    "年月日,お引出し,お預入れ,お取り扱い内容,残高,メモ,ラベル",
    "2024/05/01,3000,,カード セブン銀行,152000,,",
    "2024/05/10,,250000,振込 ヤマダシヨウジ（カ,402000,,",
    "2024/05/15,1280,,デビット アマゾン,400720,,",
    "2024/05/27,8642,,口座振替 トウキヨウデンリヨク,392078,,",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-01", amount: "3000", payee: "セブン銀行" },
      { date: "2024-05-10", amount: "-250000", payee: "ヤマダ" },
      { date: "2024-05-15", amount: "1280", payee: "アマゾン" },
      { date: "2024-05-27", amount: "8642", payee: "トウキヨウ" },
    ],
  },
} satisfies UnseenFixture;
