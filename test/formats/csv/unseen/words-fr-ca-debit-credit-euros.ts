import type { UnseenFixture } from "./fixture";

// Class: French debit and credit headers with the currency after them ("Débit euros" / "Crédit euros"). Written
// from Crédit Agricole's account-movements export.
export default {
  name: "FR Crédit Agricole: Débit euros / Crédit euros, Libellé",
  file: [
    "Date;Libellé;Débit euros;Crédit euros",
    "02/05/2024;CARTE X1234 CARREFOUR MARKET;54,12;",
    "05/05/2024;VIR SALAIRE SOCIETE DUPONT;;2 150,00",
    "14/05/2024;PRLV SEPA EDF CLIENTS;87,00;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "54.12", payee: "CARREFOUR" },
      { date: "2024-05-05", amount: "-2150.00", payee: "DUPONT" },
      { date: "2024-05-14", amount: "87.00", payee: "EDF" },
    ],
  },
} satisfies UnseenFixture;
