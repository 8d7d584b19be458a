import type { UnseenFixture } from "./fixture";

// A German app export: "Betrag in Cent", whole numbers.
const fixture: UnseenFixture = {
  name: "German app export: Betrag in Cent",
  file: [
    "Datum;Empfänger;Betrag in Cent;Kategorie",
    "05.03.2024;Bäckerei Müller;-320;Essen",
    "06.03.2024;Stadtwerke;-6500;Wohnen",
    "07.03.2024;Erstattung Krankenkasse;4599;Gesundheit",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-05", amount: "3.20", payee: "Bäckerei" },
      { date: "2024-03-06", amount: "65.00", payee: "Stadtwerke" },
      { date: "2024-03-07", amount: "-45.99", payee: "Erstattung" },
    ],
  },
};
export default fixture;
