import type { UnseenFixture } from "./fixture";

// Class: dates with month names and the words that join them ("5 de enero de 2026"). Modelled on an Argentine
// bank's movements export.
export default {
  name: "AR banco: '5 de enero de 2026' dates",
  file: [
    "Fecha,Descripción,Importe",
    '5 de enero de 2026,COMPRA COTO SUCURSAL 12,"-18.450,00"',
    '12 de enero de 2026,ACREDITACION HABERES,"950.000,00"',
    '3 de febrero de 2026,PAGO EDENOR,"-22.310,50"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-01-05", amount: "18450.00", payee: "COTO" },
      { date: "2026-01-12", amount: "-950000.00", payee: "HABERES" },
      { date: "2026-02-03", amount: "22310.50", payee: "EDENOR" },
    ],
  },
} satisfies UnseenFixture;
