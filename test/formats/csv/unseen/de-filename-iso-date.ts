import type { UnseenFixture } from "./fixture";

// Class: ambiguous D/M vs M/D with an English-looking header and a comma delimiter: the ISO date in the
// file name (2024-02-29) cannot be before the dates of the file, which only day-first reading respects.
export default {
  name: "IE fintech: Date,Payee,Amount with dates 01/02..10/02; file name Umsaetze_2024-02-29.csv",
  fileName: "Umsaetze_2024-02-29.csv",
  file: ["Date,Payee,Amount", "01/02/2024,Lidl,-18.40", "06/02/2024,Eir,-45.00", "10/02/2024,Revenue,300.00"].join("\n"),
  expect: {
    items: [
      { date: "2024-02-01", amount: "18.40" },
      { date: "2024-02-06", amount: "45.00" },
      { date: "2024-02-10", amount: "-300.00" },
    ],
  },
} satisfies UnseenFixture;
