import type { UnseenFixture } from "./fixture";

// Class: the previous statement's balance listed above a card statement's rows. A German credit card's turnover
// list: "Vorheriger Saldo" without a date, then the month's payments (negative) and the settlement (positive).
export default {
  name: "DE credit card turnover: a 'Vorheriger Saldo' line without a date above the rows",
  file: [
    "Belegdatum;Buchungsdatum;Beschreibung;Betrag (EUR)",
    ";;Vorheriger Saldo;-512,30",
    "14.11.2024;15.11.2024;Lastschrift Ausgleich Kartenkonto;512,30",
    "16.11.2024;18.11.2024;Buchhandlung am Markt;-23,90",
    "20.11.2024;21.11.2024;Tankstelle Nord;-61,45",
    "25.11.2024;26.11.2024;Online-Versandhaus;-89,99",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-11-14", amount: "-512.30" },
      { date: "2024-11-16", amount: "23.90" },
      { date: "2024-11-20", amount: "61.45" },
      { date: "2024-11-25", amount: "89.99" },
    ],
  },
} satisfies UnseenFixture;
