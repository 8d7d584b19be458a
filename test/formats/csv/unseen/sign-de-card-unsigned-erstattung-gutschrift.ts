import type { UnseenFixture } from "./fixture";

// A German credit card's turnover list: unsigned amounts, an "Erstattung" (refund) and the "Gutschrift" of the
// monthly settlement among the purchases.
const fixture: UnseenFixture = {
  name: "German card turnover: unsigned amounts, Erstattung and Gutschrift rows among the purchases",
  file: [
    "Belegdatum;Buchungsdatum;Beschreibung;Betrag",
    "14.09.2024;16.09.2024;Kartenzahlung Supermarkt;42,15",
    "15.09.2024;16.09.2024;Online-Versandhaus;89,99",
    "17.09.2024;18.09.2024;Erstattung Online-Versandhaus;89,99",
    "20.09.2024;20.09.2024;Gutschrift Ausgleich Kartenkonto;350,00",
    "21.09.2024;23.09.2024;Tankstelle Nord;61,45",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-14", amount: "42.15" },
      { date: "2024-09-15", amount: "89.99" },
      { date: "2024-09-17", amount: "-89.99" },
      { date: "2024-09-20", amount: "-350.00" },
      { date: "2024-09-21", amount: "61.45" },
    ],
  },
};
export default fixture;
