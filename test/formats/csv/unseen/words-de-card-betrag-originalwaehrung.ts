import type { UnseenFixture } from "./fixture";

// Class: a German card statement with the purchase's amount in its own currency ("Betrag in Originalwährung",
// "Originalwährung") beside the amount charged in euros ("Betrag in EUR"): the euro amount is imported.
export default {
  name: "DE credit card: Betrag in Originalwährung beside Betrag in EUR",
  accountType: "credit",
  file: [
    "Belegdatum;Buchungsdatum;Beschreibung;Betrag in Originalwährung;Originalwährung;Kurs;Betrag in EUR",
    "02.05.2024;03.05.2024;AMAZON.DE;29,99;EUR;;29,99",
    "04.05.2024;06.05.2024;UBER *TRIP NEW YORK;23,10;USD;1,0712;21,56",
    "10.05.2024;13.05.2024;HOTEL SACHER WIEN;240,00;EUR;;240,00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "29.99", payee: "AMAZON" },
      { date: "2024-05-04", amount: "21.56", payee: "UBER" },
      { date: "2024-05-10", amount: "240.00", payee: "SACHER" },
    ],
  },
} satisfies UnseenFixture;
