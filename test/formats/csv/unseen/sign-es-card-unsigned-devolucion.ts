import type { UnseenFixture } from "./fixture";

// A Spanish card's movements: unsigned amounts, "COMPRA" rows and a "DEVOLUCION" (refund).
const fixture: UnseenFixture = {
  name: "Spanish card movements: unsigned amounts, a DEVOLUCION among the COMPRA rows",
  file: [
    "Fecha;Concepto;Importe",
    "14/09/2024;COMPRA SUPERMERCADO;64,30",
    "16/09/2024;COMPRA TIENDA ONLINE;120,00",
    "18/09/2024;DEVOLUCION TIENDA ONLINE;120,00",
    "20/09/2024;COMPRA FARMACIA;12,80",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-14", amount: "64.30" },
      { date: "2024-09-16", amount: "120.00" },
      { date: "2024-09-18", amount: "-120.00" },
      { date: "2024-09-20", amount: "12.80" },
    ],
  },
};
export default fixture;
