import type { UnseenFixture } from "./fixture";

// Class: "Betrag" beside "Erstattung" with the unused side "0,00". Modelled on a German retailer's card statement.
export default {
  name: "DE Kundenkarte: Betrag beside Erstattung, 0,00 on the unused side",
  file: [
    "Datum;Händler;Betrag;Erstattung",
    "04.03.2026;ELEKTROMARKT BERLIN;349,00;0,00",
    "11.03.2026;ELEKTROMARKT BERLIN;0,00;49,00",
    "18.03.2026;BAUMARKT SPANDAU;1.215,40;0,00",
  ].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2026-03-04", amount: "349.00", payee: "ELEKTROMARKT" },
      { date: "2026-03-11", amount: "-49.00", payee: "ELEKTROMARKT" },
      { date: "2026-03-18", amount: "1215.40", payee: "BAUMARKT" },
    ],
  },
} satisfies UnseenFixture;
