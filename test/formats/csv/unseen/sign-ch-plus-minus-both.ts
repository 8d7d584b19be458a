import type { UnseenFixture } from "./fixture";

// A Swiss bank's account export: every amount carries its sign, "+3'200.00" in and "-89.50" out, a
// sample with more money in than out; no balance.
const fixture: UnseenFixture = {
  name: "Swiss bank export: amounts written with + and -, more credits than debits",
  file: [
    "Datum;Buchungstext;Betrag CHF",
    "25.04.2024;Gehalt Muster AG;+6'450.00",
    "26.04.2024;Einzahlung Twint Anna;+120.00",
    "28.04.2024;Coop Pronto Zürich;-89.50",
    "29.04.2024;Rückvergütung Krankenkasse;+312.40",
    "30.04.2024;Übertrag Sparkonto;+500.00",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-25", amount: "-6450.00" },
      { date: "2024-04-26", amount: "-120.00" },
      { date: "2024-04-28", amount: "89.50" },
      { date: "2024-04-29", amount: "-312.40" },
      { date: "2024-04-30", amount: "-500.00" },
    ],
  },
};
export default fixture;
