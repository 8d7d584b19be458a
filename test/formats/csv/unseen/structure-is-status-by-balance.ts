import type { UnseenFixture } from "./fixture";

// Class: a status column in words no table knows, told by the running balance: "Bókað" on every row with a balance,
// "Eytt" (deleted) and "Í bið" (waiting) on the rows without. Modelled on an Icelandic bank's statement export.
export default {
  name: "IS bank: status by the balance (Bókað / Eytt / Í bið)",
  file: [
    "Dagsetning;Texti;Upphæð;Staða;Staða færslu",
    "02.06.2025;Bónus Kringlan;-4.312;187.688;Bókað",
    "03.06.2025;Millifærsla Jón;-15.000;;Eytt",
    "04.06.2025;Laun;450.000;637.688;Bókað",
    "05.06.2025;Orkan;-9.870;627.818;Bókað",
    "06.06.2025;Krónan;-2.150;;Í bið",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-06-02", amount: "4312", payee: "Bónus" },
      { date: "2025-06-04", amount: "-450000", payee: "Laun" },
      { date: "2025-06-05", amount: "9870", payee: "Orkan" },
    ],
  },
} satisfies UnseenFixture;
