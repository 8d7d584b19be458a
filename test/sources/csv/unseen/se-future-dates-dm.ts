import type { UnseenFixture } from "./fixture";

// Class: ambiguous D/M vs M/D: month-first would put some rows in the future (12/11/2026 as 11 December
// 2026 is after today); only day-first keeps every date in the past.
export default {
  name: "SE app: Date,Text,Amount with 2026 dates, comma delimiter, decimal point",
  file: ["Date,Text,Amount", "02/11/2026,ICA NARA,-250.00", "07/11/2026,SL ACCESS,-40.00", "12/11/2026,SWISH FRAN ANNA,150.00"].join("\n"),
  expect: {
    items: [
      { date: "2026-11-02", amount: "250.00" },
      { date: "2026-11-07", amount: "40.00" },
      { date: "2026-11-12", amount: "-150.00" },
    ],
  },
} satisfies UnseenFixture;
