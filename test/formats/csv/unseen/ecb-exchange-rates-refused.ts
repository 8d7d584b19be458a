import type { UnseenFixture } from "./fixture";

// Class: must yield nothing: a table of daily exchange rates (dates and numbers, no text, no money column).
export default {
  name: "EU central bank: reference rates per business day (Date, USD, JPY, GBP, CHF)",
  file: [
    "Date,USD,JPY,GBP,CHF",
    "2024-03-01,1.0833,162.47,0.85568,0.9578",
    "2024-03-04,1.0844,162.64,0.85540,0.9593",
    "2024-03-05,1.0849,162.49,0.85443,0.9609",
    "2024-03-06,1.0899,162.96,0.85543,0.9652",
    "2024-03-07,1.0934,161.29,0.85530,0.9612",
    "2024-03-08,1.0942,160.77,0.85158,0.9596",
    "2024-03-11,1.0925,160.09,0.85080,0.9573",
    "2024-03-12,1.0916,161.25,0.85363,0.9633",
  ].join("\n"),
  expect: { refused: /not a list of transactions/i },
} satisfies UnseenFixture;
