import type { UnseenFixture } from "./fixture";

// Class: long preamble (key/value lines, a blank line) longer than the month's few rows.
export default {
  name: "DE Volksbank-style export: Kontonummer/IBAN/Zeitraum/Saldo lines before the header",
  file: [
    "Kontonummer:;1234567890",
    "IBAN;DE89370400440532013000",
    "BIC;GENODEF1XXX",
    "Kontoinhaber;Erika Mustermann",
    "Zeitraum;01.03.2024 - 31.03.2024",
    "Saldo;1.234,56 EUR",
    "Datum der Abfrage;02.04.2024",
    "",
    "Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Währung",
    "04.03.2024;04.03.2024;REWE Markt GmbH;Einkauf Karte 1234;-45,20;EUR",
    "11.03.2024;11.03.2024;Stadtwerke München;Abschlag Strom;-89,00;EUR",
    "28.03.2024;28.03.2024;ACME GmbH;Gehalt März;2.450,00;EUR",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-04", amount: "45.20", payee: "REWE" },
      { date: "2024-03-11", amount: "89.00", payee: "Stadtwerke" },
      { date: "2024-03-28", amount: "-2450.00", payee: "ACME" },
    ],
  },
} satisfies UnseenFixture;
