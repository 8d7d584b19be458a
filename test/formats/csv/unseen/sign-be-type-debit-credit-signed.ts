import type { UnseenFixture } from "./fixture";

// A Belgian bank's export in French: signed Montant and a Type column that repeats the direction (Débit on
// the negative rows, Crédit on the positive), a sample with more money in than out.
const fixture: UnseenFixture = {
  name: "Belgian bank export: signed amounts beside a Type column of Débit/Crédit",
  file: [
    "Date;Type;Montant;Devise;Contrepartie;Communication",
    "25/03/2024;Crédit;2.840,15;EUR;SPF FINANCES;Remboursement impôts",
    "26/03/2024;Crédit;3.125,00;EUR;EMPLOYEUR SA;Salaire mars",
    "27/03/2024;Débit;-64,20;EUR;DELHAIZE IXELLES;",
    "29/03/2024;Crédit;150,00;EUR;DUPONT MARIE;Anniversaire",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-25", amount: "-2840.15" },
      { date: "2024-03-26", amount: "-3125.00" },
      { date: "2024-03-27", amount: "64.20" },
      { date: "2024-03-29", amount: "-150.00" },
    ],
  },
};
export default fixture;
