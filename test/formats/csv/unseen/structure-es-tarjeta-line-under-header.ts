import type { UnseenFixture } from "./fixture";

// Class: one value between the header and the rows (the card the rows are of) hides no header: the header says
// which of the two date columns is the day of the purchase. Modelled on a Spanish bank's card movements export.
export default {
  name: "ES tarjeta: 'Tarjeta 4111 **** **** 1234' between the header and the rows",
  file: [
    "Fecha valor;Fecha operación;Concepto;Importe",
    "Tarjeta 4111 **** **** 1234",
    "15/01/2026;14/01/2026;MERCADONA VALENCIA;-56,30",
    "19/01/2026;17/01/2026;REPSOL ESTACION 2231;-48,00",
    "26/01/2026;23/01/2026;DEVOLUCION ZARA.COM;29,95",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-01-14", amount: "56.30", payee: "MERCADONA" },
      { date: "2026-01-17", amount: "48.00", payee: "REPSOL" },
      { date: "2026-01-23", amount: "-29.95", payee: "ZARA" },
    ],
  },
} satisfies UnseenFixture;
