import type { UnseenFixture } from "./fixture";

// Class: upper-case French headers without accents, Débit / Crédit with spaces between thousands, an opening
// balance row above the bookings and a closing one under them, each with a date. Modelled on Moroccan banks'
// (Attijariwafa bank) relevé export.
export default {
  name: "MA bank: DATE OPERATION, DEBIT / CREDIT, SOLDE INITIAL and SOLDE FINAL rows",
  file: [
    "DATE OPERATION;LIBELLE;DATE VALEUR;DEBIT;CREDIT",
    "01/05/2024;SOLDE INITIAL;01/05/2024;;12 450,00",
    "03/05/2024;PAIEMENT TPE MARJANE CASABLANCA;03/05/2024;642,30;",
    "05/05/2024;VIREMENT RECU EXEMPLE SARL SALAIRE;05/05/2024;;9 800,00",
    "08/05/2024;PRELEVEMENT LYDEC;08/05/2024;318,75;",
    "31/05/2024;SOLDE FINAL;31/05/2024;;21 288,95",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-03", amount: "642.30", payee: "MARJANE" },
      { date: "2024-05-05", amount: "-9800.00", payee: "SALAIRE" },
      { date: "2024-05-08", amount: "318.75", payee: "LYDEC" },
    ],
  },
} satisfies UnseenFixture;
