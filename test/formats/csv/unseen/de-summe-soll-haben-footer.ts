import type { UnseenFixture } from "./fixture";

// Class: a short month under a long block of totals (Summe Soll, Summe Haben, Anzahl, Endsaldo, the export
// time) whose lines have the table's width and amounts of their own.
export default {
  name: "DE savings bank: three bookings under Summe Soll/Summe Haben/Gesamtsumme/Endsaldo lines",
  file: [
    "Buchungstag;Verwendungszweck;Betrag;Saldo",
    "02.03.2024;REWE SAGT DANKE;-45,20;954,80",
    "05.03.2024;Gehalt ACME GmbH;2.100,00;3.054,80",
    "11.03.2024;Stadtwerke Abschlag;-89,00;2.965,80",
    "Summe Soll;;-134,20;",
    "Summe Haben;;2.100,00;",
    "Gesamtsumme der Umsätze;;1.965,80;",
    "Anzahl Buchungen;3;;",
    "Endsaldo per 31.03.2024;;;2.965,80",
    "Totale;;1.965,80;",
    "Exportiert am 01.04.2024 10:22;;;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-02", amount: "45.20", payee: "REWE" },
      { date: "2024-03-05", amount: "-2100.00", payee: "Gehalt" },
      { date: "2024-03-11", amount: "89.00", payee: "Stadtwerke" },
    ],
  },
} satisfies UnseenFixture;
