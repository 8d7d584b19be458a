import type { UnseenFixture } from "./fixture";

// Class: dates that read both ways, amounts written with the pound sign ("-£12.50"): the currency, written
// day-first wherever it is used, decides. Modelled on a British building society's export.
export default {
  name: "GB building society: -£ amounts, every day 12 or less",
  file: [
    "Date,Description,Amount",
    "01/04/2026,SAINSBURYS S/MKTS,-£42.18",
    "06/04/2026,BUILDING SOC INTEREST,£3.12",
    "11/04/2026,THAMES WATER DD,-£38.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-04-01", amount: "42.18", payee: "SAINSBURYS" },
      { date: "2026-04-06", amount: "-3.12", payee: "INTEREST" },
      { date: "2026-04-11", amount: "38.00", payee: "THAMES" },
    ],
  },
} satisfies UnseenFixture;
