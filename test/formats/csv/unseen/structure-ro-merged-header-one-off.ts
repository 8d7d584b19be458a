import type { UnseenFixture } from "./fixture";

// Class: a header one off its values, as a spreadsheet with merged cells exports it: "Data" stands over an empty
// column right of the dates, "Debit" over an empty column right of the debits; "Credit" sits over its values.
// The values decide where each column is. Modelled on a Romanian bank's statement saved from a spreadsheet.
export default {
  name: "RO bank: merged-cell header, Data and Debit one column right of their values",
  file: [
    ",Data,,Descriere,,Debit,,Credit",
    "04.03.2026,,Plata card MEGA IMAGE 0412,,45.90,,,",
    "09.03.2026,,Transfer primit SALARIU EXEMPLU SRL,,,,,5200.00",
    "15.03.2026,,Plata factura DIGI RCS RDS,,62.30,,,",
    "22.03.2026,,Retragere numerar ATM BT,,300.00,,,",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-04", amount: "45.90", payee: "MEGA IMAGE" },
      { date: "2026-03-09", amount: "-5200.00", payee: "SALARIU" },
      { date: "2026-03-15", amount: "62.30", payee: "DIGI" },
      { date: "2026-03-22", amount: "300.00", payee: "ATM" },
    ],
  },
} satisfies UnseenFixture;
