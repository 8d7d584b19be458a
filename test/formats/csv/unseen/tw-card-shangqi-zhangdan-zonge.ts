import type { UnseenFixture } from "./fixture";

// Class: the previous statement's balance listed above a card statement's rows, with a dash for its date. A Taiwanese
// card's bill: "上期帳單總額" (last bill's total) under the header, then the repayment and this month's purchases.
export default {
  name: "TW card bill: a '上期帳單總額' line with '−' for its date above the rows",
  file: [
    "2024/09信用卡帳單",
    "",
    '"消費日","交易說明","新臺幣金額","卡號末四碼","入帳日"',
    '"−","上期帳單總額","35,200","−","−"',
    '"2024/08/28","網路銀行繳款","-35,200","1234","2024/08/28"',
    '"2024/08/15","便利商店","85","1234","2024/08/17"',
    '"2024/08/19","加油站","1,250","1234","2024/08/20"',
    '"2024/08/22","百貨公司","3,680","1234","2024/08/24"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-08-28", amount: "-35200" },
      { date: "2024-08-15", amount: "85" },
      { date: "2024-08-19", amount: "1250" },
      { date: "2024-08-22", amount: "3680" },
    ],
  },
} satisfies UnseenFixture;
