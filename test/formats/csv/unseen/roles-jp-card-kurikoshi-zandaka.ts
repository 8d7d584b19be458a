import type { UnseenFixture } from "./fixture";

// Class: a carry-over column beside a card's amounts is not the running balance. A Japanese card's statement: each
// purchase, its fee, this month's payment and "12月繰越残高" (what is left for next month's bill, installments).
export default {
  name: "JP card statement: a '12月繰越残高' column beside the amounts is no running balance",
  file: [
    "利用日,利用店名・商品名,利用者,支払方法,利用金額,支払手数料,支払総額,11月支払金額,12月繰越残高",
    "2024/10/14,家電量販店,本人,分割3回,36000,540,36540,12180,24360",
    "2024/10/18,コンビニエンスストア,本人,1回払い,820,0,820,820,0",
    "2024/10/25,書店,家族,1回払い,1980,0,1980,1980,0",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-10-14", amount: "36000" },
      { date: "2024-10-18", amount: "820" },
      { date: "2024-10-25", amount: "1980" },
    ],
  },
} satisfies UnseenFixture;
