import type { UnseenFixture } from "./fixture";

// Class: Latin American Spanish withdrawal and deposit columns ("Retiros" / "Depósitos"); day/month dates read
// day-first because the headers are Spanish. Modelled on Banorte's (Mexico) account-movements export.
export default {
  name: "MX Banorte: Retiros / Depósitos, Saldo",
  file: [
    "Fecha,Descripción,Retiros,Depósitos,Saldo",
    '02/05/2024,COMPRA OXXO SUC 1234,"85.50",,"9,914.50"',
    '05/05/2024,DEPOSITO NOMINA EMPRESA SA,,"15,000.00","24,914.50"',
    '09/05/2024,PAGO CFE SUMINISTRADOR,"640.00",,"24,274.50"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "85.50", payee: "OXXO" },
      { date: "2024-05-05", amount: "-15000.00", payee: "NOMINA" },
      { date: "2024-05-09", amount: "640.00", payee: "CFE" },
    ],
  },
} satisfies UnseenFixture;
