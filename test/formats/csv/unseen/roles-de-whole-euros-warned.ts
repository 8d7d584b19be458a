import type { UnseenFixture } from "./fixture";

// Class: whole-number amounts under a plain header ("Betrag"): whole euros here, but an app writing cents
// would look the same. They are read as written, and the profile says how to read them as cents.
export default {
  name: "DE budgeting app: Betrag in whole euros, no decimals anywhere",
  file: [
    "Datum;Empfänger;Betrag;Kategorie",
    "02.04.2024;Miete Hausverwaltung;-850;Wohnen",
    "05.04.2024;Gehalt;2400;Einkommen",
    "09.04.2024;Fitnessstudio;-30;Sport",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-02", amount: "850", payee: "Miete" },
      { date: "2024-04-05", amount: "-2400", payee: "Gehalt" },
      { date: "2024-04-09", amount: "30", payee: "Fitness" },
    ],
    warns: /every amount is a whole number.*amountScale/,
  },
} satisfies UnseenFixture;
