import type { UnseenFixture } from "./fixture";

// A French export: "Date de comptabilisation" (booking) first, "Date d'opération" (the payment) second.
const fixture: UnseenFixture = {
  name: "French export: date de comptabilisation before date d'opération",
  file: [
    "Date de comptabilisation;Date d'opération;Libellé;Débit;Crédit",
    "14/03/2024;13/03/2024;CB CARREFOUR MARKET;25,40;",
    "18/03/2024;15/03/2024;CB PHARMACIE CENTRALE;12,90;",
    "19/03/2024;19/03/2024;VIR SALAIRE MARS;;2 150,00",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-13", amount: "25.40", payee: "CARREFOUR" },
      { date: "2024-03-15", amount: "12.90" },
      { date: "2024-03-19", amount: "-2150.00", payee: "SALAIRE" },
    ],
  },
};
export default fixture;
