import type { UnseenFixture } from "./fixture";

// Class: a named debit or credit column with a stray mark in one cell. A French bank's account history
// ("Débit" / "Crédit"): the previous balance's line marks its amount with an asterisk and its label with three.
export default {
  name: "FR account history: Débit / Crédit, '1 520,40*' on the line '*** Solde précédent ***'",
  file: [
    "Date;Libellé;Débit;Crédit",
    "29/02/2024;*** Solde précédent ***;;1 520,40*",
    "14/03/2024;CB BOULANGERIE DU MARCHE;4,80;",
    "15/03/2024;VIR SEPA RECU DUPONT MARIE;;250,00",
    "18/03/2024;PRLV SEPA OPERATEUR MOBILE;19,99;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-14", amount: "4.80", payee: "BOULANGERIE" },
      { date: "2024-03-15", amount: "-250.00", payee: "DUPONT" },
      { date: "2024-03-18", amount: "19.99", payee: "OPERATEUR" },
    ],
  },
} satisfies UnseenFixture;
