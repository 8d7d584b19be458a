import type { UnseenFixture } from "./fixture";

// Class: rows with more fields than the header: unquoted free text with ";" spills into unnamed columns.
export default {
  name: "ES bank: Concepto text with ';' spills into unnamed columns on some rows",
  file: [
    "Fecha;Concepto;Importe;Saldo",
    "02/03/2024;COMPRA MERCADONA;-34,50;965,50",
    "05/03/2024;TRANSFERENCIA;-120,00;845,50;ALQUILER PLAZA;MARZO",
    "09/03/2024;BIZUM RECIBIDO;25,00;870,50;CENA",
    "15/03/2024;RECIBO IBERDROLA;-48,10;822,40",
    "20/03/2024;NOMINA EMPRESA SL;1.800,00;2.622,40",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-02", amount: "34.50", payee: "MERCADONA" },
      { date: "2024-03-05", amount: "120.00", payee: "TRANSFERENCIA" },
      { date: "2024-03-09", amount: "-25.00", payee: "BIZUM" },
      { date: "2024-03-15", amount: "48.10", payee: "IBERDROLA" },
      { date: "2024-03-20", amount: "-1800.00", payee: "NOMINA" },
    ],
  },
} satisfies UnseenFixture;
