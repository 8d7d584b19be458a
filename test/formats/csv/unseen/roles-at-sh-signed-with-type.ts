import type { UnseenFixture } from "./fixture";

// An Austrian export: "S/H" holds signed amounts; a "Betrag" column is absent; the text column says the kind.
const fixture: UnseenFixture = {
  name: "Austrian export: an S/H column of signed amounts, no other amount column",
  file: [
    "Buchungsdatum;Buchungstext;Partnername;S/H;Währung",
    "01.02.2024;Bezahlung Karte;BILLA DANKT;-23,40;EUR",
    "02.02.2024;Gutschrift;Firma GmbH;1.800,00;EUR",
    "05.02.2024;Dauerauftrag;Hausverwaltung;-720,00;EUR",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-02-01", amount: "23.40", payee: "BILLA" },
      { date: "2024-02-02", amount: "-1800.00", payee: "Firma" },
      { date: "2024-02-05", amount: "720.00", payee: "Hausverwaltung" },
    ],
  },
};
export default fixture;
