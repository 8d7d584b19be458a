import type { UnseenFixture } from "./fixture";

// A German card statement: the booking date first, the receipt date (the day of the purchase) second.
const fixture: UnseenFixture = {
  name: "German card statement: Buchungsdatum before Belegdatum (the day of the purchase)",
  file: [
    "Buchungsdatum;Belegdatum;Beschreibung;Betrag (EUR)",
    "18.03.2024;15.03.2024;EDEKA HAMBURG;-32,18",
    "19.03.2024;16.03.2024;SHELL 4711;-58,00",
    "21.03.2024;20.03.2024;GUTSCHRIFT ZALANDO;49,95",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-15", amount: "32.18", payee: "EDEKA" },
      { date: "2024-03-16", amount: "58.00" },
      { date: "2024-03-20", amount: "-49.95", payee: "ZALANDO" },
    ],
  },
};
export default fixture;
