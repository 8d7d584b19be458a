import type { UnseenFixture } from "./fixture";

// Class: a card app's bare export (date, category, title, amount), ISO dates, purchases positive, the bill's
// payment negative ("Pagamento recebido"), an instalment written "- Parcela 2/6". Modelled on Nubank's (Brazil)
// credit-card CSV.
export default {
  name: "BR Nubank card: date,category,title,amount with Pagamento recebido",
  accountType: "credit",
  file: [
    "date,category,title,amount",
    "2026-10-03,supermercado,Carrefour Pinheiros,213.47",
    "2026-10-05,,Pagamento recebido,-1850.00",
    "2026-10-08,eletrônicos,Magazine Luiza - Parcela 2/6,149.90",
    "2026-10-12,transporte,Uber *Trip,23.80",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-10-03", amount: "213.47", payee: "Carrefour" },
      { date: "2026-10-05", amount: "-1850.00", payee: "Pagamento" },
      { date: "2026-10-08", amount: "149.90", payee: "Magazine" },
      { date: "2026-10-12", amount: "23.80", payee: "Uber" },
    ],
  },
} satisfies UnseenFixture;
