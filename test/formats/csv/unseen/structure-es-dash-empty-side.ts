import type { UnseenFixture } from "./fixture";

// Class: a debit/credit pair whose empty side is a dash ("-"), not an empty cell: the dash is no amount, and the
// columns read as money. Modelled on a Spanish savings bank's movements export.
export default {
  name: "ES caja: Cargo / Abono with '-' on the empty side, Saldo",
  file: [
    "Fecha;Concepto;Cargo;Abono;Saldo",
    "02/02/2026;RECIBO IBERDROLA CLIENTES;71,35;-;1.428,65",
    "05/02/2026;TRANSFERENCIA NOMINA EJEMPLO SL;-;1.980,00;3.408,65",
    "11/02/2026;COMPRA TARJ. ALCAMPO;93,10;-;3.315,55",
    "16/02/2026;BIZUM A LUCIA GARCIA;20,00;-;3.295,55",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-02-02", amount: "71.35", payee: "IBERDROLA" },
      { date: "2026-02-05", amount: "-1980.00", payee: "NOMINA" },
      { date: "2026-02-11", amount: "93.10", payee: "ALCAMPO" },
      { date: "2026-02-16", amount: "20.00", payee: "BIZUM" },
    ],
  },
} satisfies UnseenFixture;
