import type { UnseenFixture } from "./fixture";

// Class: a Spanish bank names five columns and writes the extra lines of a concept into unnamed fields after
// them, so no row is as narrow as the header (rows of 7 and 8 fields).
export default {
  name: "ES bank: 5 named columns (Fecha…Saldo) over rows of 7-8 fields with the concept's extra lines",
  file: [
    "Fecha;Fecha valor;Concepto;Importe;Saldo",
    "02/03/2024;02/03/2024;COMPRA TARJ. 5540;-34,50;1.965,50;MERCADONA VALENCIA;ES",
    "05/03/2024;05/03/2024;TRANSFERENCIA;-120,00;1.845,50;ALQUILER GARAJE;MARZO;REF 99812",
    "15/03/2024;15/03/2024;RECIBO;-48,10;1.797,40;IBERDROLA CLIENTES;FACTURA 0324",
    "28/03/2024;28/03/2024;NOMINA;2.300,00;4.097,40;ACME SL;MARZO 2024",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-02", amount: "34.50", payee: "COMPRA" },
      { date: "2024-03-05", amount: "120.00", payee: "TRANSFERENCIA" },
      { date: "2024-03-15", amount: "48.10", payee: "RECIBO" },
      { date: "2024-03-28", amount: "-2300.00", payee: "NOMINA" },
    ],
  },
} satisfies UnseenFixture;
