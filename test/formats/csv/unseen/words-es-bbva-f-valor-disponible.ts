import type { UnseenFixture } from "./fixture";

// Class: Spanish headers with an abbreviated value date ("F.Valor"), the balance named "Disponible", and two
// currency columns ("Divisa" after the amount and after the balance). Modelled on BBVA's movements export.
export default {
  name: "ES BBVA: F.Valor, Concepto, Movimiento, Importe, Disponible, Divisa twice",
  file: [
    "Fecha;F.Valor;Concepto;Movimiento;Importe;Divisa;Disponible;Divisa;Observaciones",
    "02/05/2024;02/05/2024;MERCADONA VALENCIA;Pago con tarjeta;-45,60;EUR;1.954,40;EUR;",
    "06/05/2024;06/05/2024;NOMINA EMPRESA EJEMPLO SL;Abono de nómina;2.150,00;EUR;4.104,40;EUR;",
    "14/05/2024;14/05/2024;IBERDROLA CLIENTES;Adeudo recibo;-78,12;EUR;4.026,28;EUR;Recibo mayo",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "45.60", payee: "MERCADONA" },
      { date: "2024-05-06", amount: "-2150.00", payee: "NOMINA" },
      { date: "2024-05-14", amount: "78.12", payee: "IBERDROLA" },
    ],
  },
} satisfies UnseenFixture;
