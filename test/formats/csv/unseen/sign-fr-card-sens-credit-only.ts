import type { UnseenFixture } from "./fixture";

// A French card statement: "Sens" says "Crédit" on refunds and nothing on purchases.
const fixture: UnseenFixture = {
  name: "French card statement: Sens is Crédit on refunds, empty on purchases",
  file: [
    "Date;Libellé;Montant;Sens",
    "12/02/2024;CARREFOUR CITY PARIS 11;34,20;",
    "13/02/2024;SNCF INTERNET;89,00;",
    "15/02/2024;REMBOURSEMENT SNCF;89,00;Crédit",
    "16/02/2024;BOULANGERIE DU MARCHE;4,60;",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-02-12", amount: "34.20", payee: "CARREFOUR" },
      { date: "2024-02-13", amount: "89.00" },
      { date: "2024-02-15", amount: "-89.00", payee: "REMBOURSEMENT" },
      { date: "2024-02-16", amount: "4.60" },
    ],
  },
};
export default fixture;
