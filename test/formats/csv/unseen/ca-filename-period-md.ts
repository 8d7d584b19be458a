import type { UnseenFixture } from "./fixture";

// Class: ambiguous D/M vs M/D: the file name carries the statement period; only month-first keeps every
// date inside it (day-first would put 03/10 on 3 October, after 2024-03-31).
export default {
  name: "CA bank: ambiguous dates; file name accountactivity_20240301-20240331.csv",
  fileName: "accountactivity_20240301-20240331.csv",
  file: [
    '"03/04/2024","LOBLAWS #1120","42.17","",""',
    '"03/10/2024","PETRO-CANADA","60.00","",""',
    '"03/12/2024","PAYROLL DEP","","1850.00",""',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-04", amount: "42.17" },
      { date: "2024-03-10", amount: "60.00" },
      { date: "2024-03-12", amount: "-1850.00" },
    ],
  },
} satisfies UnseenFixture;
