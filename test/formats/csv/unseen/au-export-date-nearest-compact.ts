import type { UnseenFixture } from "./fixture";

// Class: ambiguous D/M vs M/D with the export date written compactly in the file name (statement-20241108):
// day-first the last transaction is the day before the export, month-first four months before it.
export default {
  name: "AU bank: every date ambiguous and before the export date; file name statement-20241108.csv",
  fileName: "statement-20241108.csv",
  file: [
    "Date,Amount,Description,Balance",
    "01/11/2024,-64.20,WOOLWORTHS 1234 SYDNEY,1835.80",
    "04/11/2024,-12.50,OPAL TRAVEL,1823.30",
    "06/11/2024,-98.00,ORIGIN ENERGY,1725.30",
    "07/11/2024,-5.40,BOOST JUICE,1719.90",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-11-01", amount: "64.20", payee: "WOOLWORTHS" },
      { date: "2024-11-04", amount: "12.50" },
      { date: "2024-11-06", amount: "98.00" },
      { date: "2024-11-07", amount: "5.40" },
    ],
  },
} satisfies UnseenFixture;
