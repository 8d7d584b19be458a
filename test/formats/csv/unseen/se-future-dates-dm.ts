import type { UnseenFixture } from "./fixture";

// Class: ambiguous D/M vs M/D: month-first would put rows in the future (12/11/2026 as 11 December 2026,
// after the day this fixture was written) and spread a few weeks over ten months; day-first does neither.
// (Once December 2026 has passed, the spread alone still decides, with a warning.)
export default {
  name: "SE app: Date,Text,Amount with 2026 dates, comma delimiter, decimal point",
  file: [
    "Date,Text,Amount",
    "02/11/2026,ICA NARA,-250.00",
    "04/11/2026,SL ACCESS,-40.00",
    "07/11/2026,SYSTEMBOLAGET,-189.00",
    "09/11/2026,APOTEK HJARTAT,-75.50",
    "12/11/2026,SWISH FRAN ANNA,150.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-11-02", amount: "250.00" },
      { date: "2026-11-04", amount: "40.00" },
      { date: "2026-11-07", amount: "189.00" },
      { date: "2026-11-09", amount: "75.50" },
      { date: "2026-11-12", amount: "-150.00" },
    ],
  },
} satisfies UnseenFixture;
