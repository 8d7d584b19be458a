import type { UnseenFixture } from "./fixture";

// A bank in the DR Congo's account export in French, in USD: one signed Montant and libellés that name the
// direction ("VERSEMENT ESPECES", "VIREMENT RECU", "RETRAIT GAB", "FRAIS"); a sample of mostly money in.
const fixture: UnseenFixture = {
  name: "DR Congo bank export (French, USD): Versement/Retrait words, mostly money in",
  file: [
    "Date opération;Libellé;Montant;Devise",
    "13/02/2024;VERSEMENT ESPECES AGENCE GOMBE;1 500,00;USD",
    "14/02/2024;VIREMENT RECU KINSHASA TRADING SARL;2 750,00;USD",
    "15/02/2024;RETRAIT GAB LIMETE;-200,00;USD",
    "16/02/2024;FRAIS DE TENUE DE COMPTE;-5,00;USD",
    "19/02/2024;VIREMENT RECU MUKENDI JEAN;400,00;USD",
    "20/02/2024;SALAIRE FEVRIER;980,00;USD",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-02-13", amount: "-1500.00" },
      { date: "2024-02-14", amount: "-2750.00" },
      { date: "2024-02-15", amount: "200.00" },
      { date: "2024-02-16", amount: "5.00" },
      { date: "2024-02-19", amount: "-400.00" },
      { date: "2024-02-20", amount: "-980.00" },
    ],
  },
};
export default fixture;
