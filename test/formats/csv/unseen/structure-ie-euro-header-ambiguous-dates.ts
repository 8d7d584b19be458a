import type { UnseenFixture } from "./fixture";

// Class: dates that read both ways under an English header whose money columns name the euro ("Debit (€)"): a
// currency written day-first wherever it is used decides. Modelled on an Irish bank's current account export.
export default {
  name: "IE bank: Debit (€) / Credit (€) / Balance (€), every day 12 or less",
  file: [
    "Date,Details,Debit (€),Credit (€),Balance (€)",
    "02/03/2026,DUNNES STORES CORK,64.10,,1935.90",
    "05/03/2026,SALARY EXAMPLE LTD,,3120.00,5055.90",
    "09/03/2026,ELECTRIC IRELAND DD,118.45,,4937.45",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-02", amount: "64.10", payee: "DUNNES" },
      { date: "2026-03-05", amount: "-3120.00", payee: "SALARY" },
      { date: "2026-03-09", amount: "118.45", payee: "ELECTRIC" },
    ],
  },
} satisfies UnseenFixture;
