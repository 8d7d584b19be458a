import type { UnseenFixture } from "./fixture";

// Class: a card statement with the purchase's own amount and currency ("現地通貨額", "通貨略称") beside the amount
// charged in yen ("円換算額"): the yen amount is imported, and no purchase currency with it. Modelled on the
// overseas-use columns of Japanese card statements (JCB, SMBC Card).
export default {
  name: "JP card: 現地通貨額 / 通貨略称 beside 円換算額",
  accountType: "credit",
  file: [
    "ご利用日,ご利用先,現地通貨額,通貨略称,換算レート,円換算額,備考",
    "2024/06/03,STARBUCKS SEATTLE,6.45,USD,156.90,1012,",
    "2024/06/04,UBER TRIP,23.10,USD,156.92,3625,",
    "2024/06/10,ローソン 渋谷店,,,,540,",
    "2024/06/12,HOTEL LE MARAIS PARIS,180.00,EUR,170.30,30654,",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-03", amount: "1012", payee: "STARBUCKS" },
      { date: "2024-06-04", amount: "3625", payee: "UBER" },
      { date: "2024-06-10", amount: "540", payee: "ローソン" },
      { date: "2024-06-12", amount: "30654", payee: "HOTEL" },
    ],
  },
} satisfies UnseenFixture;
