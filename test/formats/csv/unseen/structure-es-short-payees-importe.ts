import type { UnseenFixture } from "./fixture";

// Class: short payees with a store number ("DIA 0345", "BP 12", "H&M 0042") under Concepto, in a signed Importe
// layout with its Saldo: read as amounts with a word, they are the payee. Modelled on a Spanish bank's movements export.
export default {
  name: "ES banco: Fecha, Concepto, Importe, Saldo, short payees with numbers",
  file: [
    "Fecha;Concepto;Importe;Saldo",
    "14/03/2026;DIA 0345;-31,20;968,80",
    "18/03/2026;BP 12;-45,00;923,80",
    "19/03/2026;H&M 0042;-39,95;883,85",
    "27/03/2026;MRW 7;-6,50;877,35",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-14", amount: "31.20", payee: "DIA 0345" },
      { date: "2026-03-18", amount: "45.00", payee: "BP 12" },
      { date: "2026-03-19", amount: "39.95", payee: "H&M 0042" },
      { date: "2026-03-27", amount: "6.50", payee: "MRW 7" },
    ],
  },
} satisfies UnseenFixture;
