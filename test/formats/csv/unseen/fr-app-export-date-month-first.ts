import type { UnseenFixture } from "./fixture";

// Class: a French budgeting app exports "5/1/24" (month-first, every day 12 or less) with semicolons and
// decimal commas, in a file named after the day of the export (releve_20240503): read month-first, the
// last row is the day before the export; read day-first, three months before it.
export default {
  name: "FR budgeting app: 'M/D/YY' dates under a French header, export date 2024-05-03 in the file name",
  fileName: "releve_20240503.csv",
  file: [
    "Date;Libellé;Catégorie;Montant",
    "5/1/24;CARREFOUR MARKET;Courses;-62,30",
    "5/1/24;SNCF CONNECT;Transport;-45,00",
    "5/2/24;VIREMENT SALAIRE ACME;Revenus;2 150,00",
    "5/2/24;BOULANGERIE PAUL;Alimentation;-7,80",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-01", amount: "62.30", payee: "CARREFOUR" },
      { date: "2024-05-01", amount: "45.00", payee: "SNCF" },
      { date: "2024-05-02", amount: "-2150.00", payee: "SALAIRE" },
      { date: "2024-05-02", amount: "7.80", payee: "BOULANGERIE" },
    ],
    warns: /read month-first/,
  },
} satisfies UnseenFixture;
