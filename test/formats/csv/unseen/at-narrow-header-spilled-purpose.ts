import type { UnseenFixture } from "./fixture";

// Class: a header that names fewer columns than the rows carry. An Austrian online bank names eight
// columns and writes the purpose of a booking into as many more unnamed ones as it needs (rows of 9 to 11
// fields); the one salary with a thousands separator ("5.000,00") is the only such amount in the file.
export default {
  name: "AT online bank: 8 named columns over rows of 9-11 fields (purpose spilled), one '5.000,00' amount",
  file: [
    "Konto;Buchungsdatum;Valuta;Betrag;Währung;Buchungstext;Zahlungspartner;Verwendungszweck",
    "AT611904300234573201;2024-03-01;2024-03-01;-38,65;EUR;Kartenzahlung;BILLA DANKT;Filiale 1234;Wien",
    "AT611904300234573201;2024-03-04;2024-03-04;-25,00;EUR;Lastschrift;A1 Telekom Austria AG;Rechnung 03/2024;Kundennr 556677;Danke",
    "AT611904300234573201;2024-03-05;2024-03-05;5.000,00;EUR;Gutschrift;ACME GmbH;Gehalt März 2024",
    "AT611904300234573201;2024-03-11;2024-03-11;-74,20;EUR;Lastschrift;Wien Energie;Teilbetrag Strom;Vertragskonto 123",
    "AT611904300234573201;2024-03-18;2024-03-18;-500,00;EUR;Dauerauftrag;Hausverwaltung Gruber;Miete;Top 7;März",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-01", amount: "38.65", payee: "BILLA" },
      { date: "2024-03-04", amount: "25.00", payee: "A1 Telekom" },
      { date: "2024-03-05", amount: "-5000.00", payee: "ACME" },
      { date: "2024-03-11", amount: "74.20", payee: "Wien Energie" },
      { date: "2024-03-18", amount: "500.00", payee: "Hausverwaltung" },
    ],
  },
} satisfies UnseenFixture;
