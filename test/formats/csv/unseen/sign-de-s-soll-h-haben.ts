import type { UnseenFixture } from "./fixture";

// A German cooperative bank's export: unsigned "Umsatz" beside a column whose cells write the letter and the
// word it stands for ("S Soll", "H Haben"), under a header the vocabulary does not name.
const fixture: UnseenFixture = {
  name: "German cooperative bank: an unnamed column of 'S Soll' / 'H Haben' beside unsigned amounts",
  file: [
    "Buchungstag;Valuta;Empfänger/Zahlungspflichtiger;Verwendungszweck;Umsatz;Richtung;Währung",
    "14.10.2024;14.10.2024;Muster Wohnbau GmbH;Miete Oktober;850,00;S Soll;EUR",
    "15.10.2024;15.10.2024;Beispiel AG;Gehalt 10/2024;2.940,17;H Haben;EUR",
    "17.10.2024;17.10.2024;Bäckerei Korn;Kartenzahlung;6,40;S Soll;EUR",
    "21.10.2024;21.10.2024;Stadtwerke Musterstadt;Abschlag Strom;72,00;S Soll;EUR",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-10-14", amount: "850.00" },
      { date: "2024-10-15", amount: "-2940.17" },
      { date: "2024-10-17", amount: "6.40" },
      { date: "2024-10-21", amount: "72.00" },
    ],
  },
};
export default fixture;
