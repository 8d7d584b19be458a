import type { UnseenFixture } from "./fixture";

// Class: a German card statement writes "28.12." (no year) under "Zeitraum: 15.12.2023 bis 14.01.2024":
// the rows before the new year are 2023's, the rest 2024's.
export default {
  name: "DE card statement: 'TT.MM.' dates, year from Zeitraum 15.12.2023 bis 14.01.2024",
  file: [
    "Umsatzübersicht Kreditkarte",
    "Zeitraum:;15.12.2023 bis 14.01.2024",
    "",
    "Datum;Beschreibung;Betrag in EUR",
    "18.12.;Zalando SE;-79,95",
    "28.12.;Deutsche Bahn;-49,90",
    "02.01.;Ausgleich Kreditkarte;350,00",
    "09.01.;Edeka Center;-63,12",
  ].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2023-12-18", amount: "79.95", payee: "Zalando" },
      { date: "2023-12-28", amount: "49.90", payee: "Bahn" },
      { date: "2024-01-02", amount: "-350.00", payee: "Ausgleich" },
      { date: "2024-01-09", amount: "63.12", payee: "Edeka" },
    ],
    warns: /without their year.*2 of 4 fall in 2023/,
  },
} satisfies UnseenFixture;
