import type { UnseenFixture } from "./fixture";

// Class: a Japanese bank's foreign-currency deposit (外貨普通預金, US dollars: amounts with cents): 取引明細
// title and key/value lines (口座番号, 通貨, 期間) before the header, 合計 and 残高 lines after the rows.
export default {
  name: "JP bank USD deposit 取引明細: 口座番号/通貨/期間 lines before the header, 合計 and 期末残高 after",
  file: [
    "取引明細",
    "口座番号,普通 1234567",
    "通貨,USD",
    "期間,2024/03/01～2024/03/31",
    "",
    "取引日,摘要,金額,残高",
    "2024/03/04,外貨定期預金へ振替,-1000.00,4520.35",
    "2024/03/15,利息,2.17,4522.52",
    "2024/03/25,外貨送金,-350.00,4172.52",
    "",
    "合計,,-1347.83,",
    "期末残高,,,4172.52",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-04", amount: "1000.00", payee: "外貨定期預金" },
      { date: "2024-03-15", amount: "-2.17", payee: "利息" },
      { date: "2024-03-25", amount: "350.00", payee: "外貨送金" },
    ],
  },
} satisfies UnseenFixture;
