import type { UnseenFixture } from "./fixture";

// Class: dates with the year first and its mark, the month's name and the day's mark ("2026 m. sausio 5 d.").
// Modelled on a Lithuanian bank's export.
export default {
  name: "LT bankas: '2026 m. sausio 5 d.' dates",
  file: [
    "Data;Aprašymas;Suma",
    "2026 m. sausio 5 d.;MAXIMA VILNIUS;-27,35",
    "2026 m. sausio 12 d.;DARBO UŽMOKESTIS;1.850,00",
    "2026 m. vasario 2 d.;TELIA LIETUVA;-19,99",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-01-05", amount: "27.35", payee: "MAXIMA" },
      { date: "2026-01-12", amount: "-1850.00", payee: "DARBO" },
      { date: "2026-02-02", amount: "19.99", payee: "TELIA" },
    ],
  },
} satisfies UnseenFixture;
