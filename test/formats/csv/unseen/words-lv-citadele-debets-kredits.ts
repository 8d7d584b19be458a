import type { UnseenFixture } from "./fixture";

// Class: Latvian debit and credit columns ("Debets" / "Kredīts"), the description under "Apraksts" and the balance
// ("Atlikums"). Modelled on Citadele's account-statement export.
export default {
  name: "LV Citadele: Debets / Kredīts, Apraksts, Atlikums",
  file: [
    "Datums;Apraksts;Debets;Kredīts;Atlikums",
    "02.05.2024;RIMI LATVIJA RIGA;18,45;;981,55",
    "06.05.2024;Alga SIA PARAUGS;;1 450,00;2 431,55",
    "14.05.2024;LATVENERGO rēķins;42,10;;2 389,45",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "18.45", payee: "RIMI" },
      { date: "2024-05-06", amount: "-1450.00", payee: "PARAUGS" },
      { date: "2024-05-14", amount: "42.10", payee: "LATVENERGO" },
    ],
  },
} satisfies UnseenFixture;
