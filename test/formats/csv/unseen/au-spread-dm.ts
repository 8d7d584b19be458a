import type { UnseenFixture } from "./fixture";

// Class: ambiguous D/M vs M/D with no locale signal: read month-first the rows would span nine months in
// a jumbled order; read day-first they are one month in date order (the spread decides, with a warning).
export default {
  name: "AU bank: English header, comma, decimal point; dates 02/05..11/05 in order",
  file: [
    "Date,Amount,Narrative",
    "02/05/2024,-15.00,WOOLWORTHS 1123",
    "03/05/2024,-7.50,OPAL TRANSPORT",
    "06/05/2024,-42.10,COLES 0455",
    "08/05/2024,-9.90,NETFLIX",
    "11/05/2024,2300.00,SALARY ACME PTY",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "15.00" },
      { date: "2024-05-03", amount: "7.50" },
      { date: "2024-05-06", amount: "42.10" },
      { date: "2024-05-08", amount: "9.90" },
      { date: "2024-05-11", amount: "-2300.00" },
    ],
    warns: /day-first|date/i,
  },
} satisfies UnseenFixture;
