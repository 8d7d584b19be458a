import type { UnseenFixture } from "./fixture";

// Class: a short statement whose four dates read both ways: day-first two days apart, month-first two months. The
// spread of four dates decides. Modelled on a New Zealand bank's account export.
export default {
  name: "NZ bank: four rows, 03/08..05/08, every day 12 or less",
  file: [
    "Date,Unique Id,Tran Type,Payee,Memo,Amount",
    "03/08/2026,2026080301,EFTPOS,COUNTDOWN PONSONBY,,-84.35",
    "03/08/2026,2026080302,DEBIT,Z ENERGY,,-72.10",
    "04/08/2026,2026080401,CREDIT,ACME NZ LTD,SALARY,2890.00",
    "05/08/2026,2026080501,DEBIT,SPARK NZ,,-65.00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-08-03", amount: "84.35", payee: "COUNTDOWN" },
      { date: "2026-08-03", amount: "72.10", payee: "Z ENERGY" },
      { date: "2026-08-04", amount: "-2890.00", payee: "ACME" },
      { date: "2026-08-05", amount: "65.00", payee: "SPARK" },
    ],
  },
} satisfies UnseenFixture;
