import type { UnseenFixture } from "./fixture";

// Class: money typed by its values: a header in a language no table holds (Swahili: Tarehe, Maelezo, Kutoa
// "withdrawn", Kuweka "deposited", Salio "balance"). Each row fills one of two money columns, and the full one
// moves by them: the pair and its balance are read from the values, the sign from the balance. Modelled on a
// Tanzanian bank's statement export.
export default {
  name: "TZ bank: Swahili header (Kutoa / Kuweka / Salio), pair and balance by their values",
  file: [
    "Tarehe,Maelezo,Kutoa,Kuweka,Salio",
    '03/02/2026,MALIPO YA LUKU TANESCO,"25,000.00",,"475,000.00"',
    '06/02/2026,MSHAHARA KAMPUNI YA ACME,,"1,200,000.00","1,675,000.00"',
    '13/02/2026,TIGO PESA KWA JUMA,"50,000.00",,"1,625,000.00"',
    '20/02/2026,ADA YA HUDUMA,"2,500.00",,"1,622,500.00"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-02-03", amount: "25000.00", payee: "TANESCO" },
      { date: "2026-02-06", amount: "-1200000.00", payee: "MSHAHARA" },
      { date: "2026-02-13", amount: "50000.00", payee: "TIGO" },
      { date: "2026-02-20", amount: "2500.00", payee: "ADA" },
    ],
  },
} satisfies UnseenFixture;
