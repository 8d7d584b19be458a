import type { UnseenFixture } from "./fixture";

// Class: records spread over several lines: a card's transaction line, then its details in the description
// column: the foreign amount, the rate and "Total: 47.80 USD", a detail with a figure, not a total line.
// Modelled on a British card issuer's statement export.
export default {
  name: "GB card: multi-line records whose details hold 'Total: … USD'",
  file: [
    "Date,Description,Amount",
    "03/03/2026,AMAZON MARKETPLACE,-38.21",
    ",Foreign amount 47.80 USD,",
    ",Total: 47.80 USD,",
    ",Exchange rate 1.2510,",
    "09/03/2026,PAYMENT RECEIVED THANK YOU,250.00",
    "14/03/2026,UBER TRIP SAN FRANCISCO,-17.64",
    ",Total: 22.05 USD,",
    ",Exchange rate 1.2500,",
    "21/03/2026,TESCO STORES 2231,-26.40",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-03", amount: "38.21", payee: "AMAZON" },
      { date: "2026-03-09", amount: "-250.00", payee: "PAYMENT" },
      { date: "2026-03-14", amount: "17.64", payee: "UBER" },
      { date: "2026-03-21", amount: "26.40", payee: "TESCO" },
    ],
  },
} satisfies UnseenFixture;
