import type { UnseenFixture } from "./fixture";

// Class: dates with month names in their case form ("5. tammikuuta 2026"). Modelled on a Finnish bank's export.
export default {
  name: "FI pankki: '5. tammikuuta 2026' dates",
  file: [
    "Päivämäärä;Saaja/Maksaja;Määrä",
    "5. tammikuuta 2026;K-CITYMARKET ESPOO;-62,40",
    "15. tammikuuta 2026;PALKKA ESIMERKKI OY;3 150,00",
    "2. helmikuuta 2026;HELEN OY SÄHKÖ;-48,90",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-01-05", amount: "62.40", payee: "CITYMARKET" },
      { date: "2026-01-15", amount: "-3150.00", payee: "PALKKA" },
      { date: "2026-02-02", amount: "48.90", payee: "HELEN" },
    ],
  },
} satisfies UnseenFixture;
