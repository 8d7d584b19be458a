import type { UnseenFixture } from "./fixture";

// Class: rows with more fields than the header (every data row ends with a delimiter; the header does not).
export default {
  name: "FR bank: every data row ends with an extra ';', the header does not",
  file: [
    "Date;Libellé;Montant;Solde",
    "05/02/2024;CB CARREFOUR MARKET;-62,30;1 437,70;",
    "12/02/2024;PRLV SEPA EDF;-74,00;1 363,70;",
    "26/02/2024;VIR SALAIRE SOCIETE X;2 100,00;3 463,70;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-02-05", amount: "62.30", payee: "CARREFOUR" },
      { date: "2024-02-12", amount: "74.00", payee: "EDF" },
      { date: "2024-02-26", amount: "-2100.00", payee: "SALAIRE" },
    ],
  },
} satisfies UnseenFixture;
