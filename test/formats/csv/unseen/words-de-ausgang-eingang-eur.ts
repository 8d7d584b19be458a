import type { UnseenFixture } from "./fixture";

// Class: German out and in headers with the currency after them ("Ausgang EUR" / "Eingang EUR"), a balance with
// its currency ("Saldo EUR").
export default {
  name: "DE bank: Ausgang EUR / Eingang EUR, Saldo EUR",
  file: [
    "Buchungstag;Empfänger/Auftraggeber;Verwendungszweck;Ausgang EUR;Eingang EUR;Saldo EUR",
    "02.05.2024;REWE Markt GmbH;Kartenzahlung;45,20;;1.954,80",
    "06.05.2024;Muster GmbH;Gehalt 05/2024;;2.950,17;4.904,97",
    "14.05.2024;Stadtwerke Ulm;Abschlag Mai;86,00;;4.818,97",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "45.20", payee: "REWE" },
      { date: "2024-05-06", amount: "-2950.17", payee: "Muster" },
      { date: "2024-05-14", amount: "86.00", payee: "Stadtwerke" },
    ],
  },
} satisfies UnseenFixture;
