import type { UnseenFixture } from "./fixture";

// Class: ambiguous D/M vs M/D: US export whose file name date (04/15/2024 → 2024-04-15) agrees with
// month-first; day-first would put 04/12 (12 April) … read as 4 December, after the file was written.
export default {
  name: "US bank: ambiguous dates; file name Chase_Activity_20240415.CSV",
  fileName: "Chase_Activity_20240415.CSV",
  file: [
    "Posting Date,Description,Amount",
    "04/02/2024,AMAZON MKTPL,-23.99",
    "04/08/2024,TARGET 0012,-61.40",
    "04/12/2024,ZELLE FROM J SMITH,40.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-02", amount: "23.99" },
      { date: "2024-04-08", amount: "61.40" },
      { date: "2024-04-12", amount: "-40.00" },
    ],
  },
} satisfies UnseenFixture;
