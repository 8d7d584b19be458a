import type { BookingTextFixture } from "./fixture";

// Class: a Spanish bank's export: the concept, then the kind of movement ("Recibo", "Compra con tarjeta",
// "Transferencia recibida") in a column of its own, amount and balance.
export default {
  name: "ES bank: Tipo de movimiento column beside the Concepto",
  file: [
    "Fecha;Concepto;Tipo de movimiento;Importe;Saldo",
    "22/11/2026;IBERDROLA CLIENTES SAU;Recibo;-58,31;1.204,19",
    "20/11/2026;MERCADONA VALENCIA;Compra con tarjeta;-37,80;1.262,50",
    "18/11/2026;NOMINA TALLERES GARCIA SL;Transferencia recibida;1.650,00;1.300,30",
  ].join("\n"),
  rows: [
    { payee: "IBERDROLA CLIENTES SAU", type: "Recibo" },
    { payee: "MERCADONA VALENCIA", type: "Compra con tarjeta" },
    { payee: "NOMINA TALLERES GARCIA SL", type: "Transferencia recibida" },
  ],
  ids: ["h:21e40fd957e5e2a7:1", "h:83ac6e2e9b38b193:1", "h:c3fb7a6ca99ac78a:1"],
} satisfies BookingTextFixture;
