import type { UnseenFixture } from "./fixture";

// Class: a short table amid prose: three rows under a customer block and over the legal notices a French bank
// prints with every statement, one paragraph a line. Modelled on a French regional bank's "relevé" export.
export default {
  name: "FR banque régionale: three rows under an address and over a page of mentions légales",
  file: [
    "Relevé de compte courant",
    "M. ET MME DUPONT JEAN",
    "12 RUE DES LILAS",
    "69003 LYON",
    "Compte n° 00012345678",
    "",
    "Date;Libellé;Débit;Crédit",
    "04/02/2026;PRLV SEPA EDF CLIENTS PARTICULIERS;84,12;",
    "09/02/2026;VIR SALAIRE ENTREPRISE MARTIN;;2 480,00",
    "21/02/2026;CB CARREFOUR LYON PART DIEU;63,90;",
    "",
    "Mentions légales",
    "Votre conseiller est à votre disposition pour toute question relative à ce relevé.",
    "En cas de réclamation, adressez-vous d'abord à votre agence, puis au service relations clientèle.",
    "Si la réponse ne vous satisfait pas, vous pouvez saisir gratuitement le médiateur de la banque.",
    "Les dépôts sont couverts par le Fonds de Garantie des Dépôts et de Résolution dans la limite prévue par la loi.",
    "Conservez ce relevé: il peut vous être demandé comme justificatif.",
    "Les opérations par carte sont débitées à la date de leur enregistrement par la banque.",
    "Tarifs en vigueur disponibles en agence et sur notre site.",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-02-04", amount: "84.12", payee: "EDF" },
      { date: "2026-02-09", amount: "-2480.00", payee: "SALAIRE" },
      { date: "2026-02-21", amount: "63.90", payee: "CARREFOUR" },
    ],
  },
} satisfies UnseenFixture;
