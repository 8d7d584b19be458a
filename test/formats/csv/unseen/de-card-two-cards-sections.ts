import type { UnseenFixture } from "./fixture";

// Class: a credit card account's statement listing each card (main and partner card) in its own section:
// a line naming the card, then the same header, then that card's bookings.
export default {
  name: "DE credit card statement: one section per card, each with Karte line and its own header",
  file: [
    "Kreditkartenabrechnung;;;;",
    "Abrechnungszeitraum;01.03.2024 - 31.03.2024;;;",
    ";;;;",
    "Karte;4111 **** **** 1234;Hauptkarte;;",
    "Belegdatum;Buchungsdatum;Beschreibung;Betrag;Währung",
    "02.03.2024;04.03.2024;AMAZON EU SARL;-34,99;EUR",
    "07.03.2024;08.03.2024;LIDL SAGT DANKE;-12,40;EUR",
    ";;;;",
    "Karte;4111 **** **** 5678;Partnerkarte;;",
    "Belegdatum;Buchungsdatum;Beschreibung;Betrag;Währung",
    "03.03.2024;05.03.2024;DB VERTRIEB GMBH;-89,90;EUR",
    "10.03.2024;11.03.2024;ARAL STATION 1234;-60,00;EUR",
    "19.03.2024;20.03.2024;IKEA DEUTSCHLAND;-210,00;EUR",
  ].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2024-03-02", amount: "34.99", payee: "AMAZON" },
      { date: "2024-03-07", amount: "12.40", payee: "LIDL" },
      { date: "2024-03-03", amount: "89.90", payee: "DB VERTRIEB" },
      { date: "2024-03-10", amount: "60.00", payee: "ARAL" },
      { date: "2024-03-19", amount: "210.00", payee: "IKEA" },
    ],
  },
} satisfies UnseenFixture;
