import type { UnseenFixture } from "./fixture";

// Class: amounts written with their currency as a word after the digits. A Japanese net bank writes "1,280円" in its
// 出金 and 入金 columns, the empty side blank.
export default {
  name: "JP net bank: amounts written 1,280円 in 出金額 / 入金額, the balance 円 too",
  file: [
    "日付,内容,出金額,入金額,残高",
    '2024/09/03,デビット　ローソン,"1,280円",,"98,720円"',
    '2024/09/10,振込　タナカ　イチロウ,,"30,000円","128,720円"',
    '2024/09/27,口座振替　ＮＨＫ,"1,100円",,"127,620円"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-03", amount: "1280", payee: "ローソン" },
      { date: "2024-09-10", amount: "-30000", payee: "タナカ" },
      { date: "2024-09-27", amount: "1100", payee: "ＮＨＫ" },
    ],
  },
} satisfies UnseenFixture;
