import type { UnseenFixture } from "./fixture";

// Class: a short table under a long preamble. A German savings bank's export of one month with two bookings: its
// account lines, period and legal notes (no semicolon in any) over the header and the two rows.
export default {
  name: "DE Sparkasse-style month of two bookings: 12 lines of account and notes over the table",
  file: [
    "Umsatzanzeige Girokonto",
    "Kontoinhaber: Erika Mustermann",
    "IBAN: DE12 3456 7890 1234 5678 90",
    "Zeitraum: 01.09.2024 - 30.09.2024",
    "Erstellt am 01.10.2024 um 08:14 Uhr",
    "",
    "Hinweise",
    "Dieser Auszug ersetzt keinen Rechnungsabschluss.",
    "Vorgemerkte Umsaetze sind nicht enthalten.",
    "Bitte pruefen Sie die Buchungen zeitnah.",
    "Einwendungen sind innerhalb von sechs Wochen zu erheben.",
    "Die Angaben erfolgen ohne Gewaehr.",
    "",
    "Buchungstag;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;Betrag;Waehrung",
    "05.09.2024;Lastschrift Strom September;Stadtwerke Musterstadt;-84,00;EUR",
    "27.09.2024;Gehalt September;Muster GmbH;2.450,00;EUR",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-09-05", amount: "84.00", payee: "Stadtwerke" },
      { date: "2024-09-27", amount: "-2450.00", payee: "Muster GmbH" },
    ],
  },
} satisfies UnseenFixture;
