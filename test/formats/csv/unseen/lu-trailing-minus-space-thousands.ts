import type { UnseenFixture } from "./fixture";

// Class: amounts with a space between thousands and the minus after the number ("1 234,56-"), French headers,
// a currency column. Modelled on Luxembourg banks' account exports.
export default {
  name: "LU bank: Montant written 1 234,56- with a Devise column",
  file: [
    "Date opération;Date valeur;Libellé;Montant;Devise",
    "04/11/2026;04/11/2026;PAIEMENT CARTE CACTUS HOWALD;87,35-;EUR",
    "06/11/2026;06/11/2026;VIREMENT LOYER NOVEMBRE;1 850,00-;EUR",
    "10/11/2026;10/11/2026;SALAIRE EXEMPLE SARL;4 212,90;EUR",
    "16/11/2026;16/11/2026;DOMICILIATION CREOS LUXEMBOURG;112,40-;EUR",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-11-04", amount: "87.35", payee: "CACTUS" },
      { date: "2026-11-06", amount: "1850.00", payee: "LOYER" },
      { date: "2026-11-10", amount: "-4212.90", payee: "SALAIRE" },
      { date: "2026-11-16", amount: "112.40", payee: "CREOS" },
    ],
  },
} satisfies UnseenFixture;
