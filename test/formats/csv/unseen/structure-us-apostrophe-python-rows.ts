import type { UnseenFixture } from "./fixture";

// Class: rows as a script prints them, each text and date in apostrophes, a header of apostrophe names, the payee
// keeping its own apostrophe inside ("Trader Joe's"). Modelled on a US credit union's app export made by a script.
export default {
  name: "US credit union app: apostrophe-quoted rows, an apostrophe inside a payee",
  file: [
    "'Posted','Description','Amount','Balance'",
    "'03/14/2025','Trader Joe's #512',-64.18,1935.82",
    "'03/15/2025','ACH Payroll Dept 77',2210.00,4145.82",
    "'03/18/2025','Shell Oil 5732',-41.09,4104.73",
    "'03/21/2025','Check 1043',-120.00,3984.73",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-03-14", amount: "64.18", payee: "Trader Joe's" },
      { date: "2025-03-15", amount: "-2210.00", payee: "Payroll" },
      { date: "2025-03-18", amount: "41.09", payee: "Shell" },
      { date: "2025-03-21", amount: "120.00", payee: "Check" },
    ],
  },
} satisfies UnseenFixture;
