import type { UnseenFixture } from "./fixture";

// A French card's monthly list: unsigned amounts, "CB" purchases, a "REMBOURSEMENT" and an "AVOIR" (credit note).
const fixture: UnseenFixture = {
  name: "French card list: unsigned amounts, REMBOURSEMENT and AVOIR rows among the CB purchases",
  file: [
    "Date;Libellé;Montant",
    "14/09/2024;CB CARREFOUR MARKET;64,30",
    "16/09/2024;CB SNCF INTERNET;45,00",
    "18/09/2024;REMBOURSEMENT SNCF INTERNET;45,00",
    "19/09/2024;CB PHARMACIE DU CENTRE;12,80",
    "21/09/2024;AVOIR BOUTIQUE MODE;29,90",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-14", amount: "64.30" },
      { date: "2024-09-16", amount: "45.00" },
      { date: "2024-09-18", amount: "-45.00" },
      { date: "2024-09-19", amount: "12.80" },
      { date: "2024-09-21", amount: "-29.90" },
    ],
  },
};
export default fixture;
