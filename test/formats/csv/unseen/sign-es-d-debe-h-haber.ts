import type { UnseenFixture } from "./fixture";

// A Spanish savings bank's movements: unsigned "Importe" beside a "D/H" column written "D Debe" and "H Haber".
const fixture: UnseenFixture = {
  name: "Spanish savings bank: a D/H column of 'D Debe' / 'H Haber' beside unsigned amounts",
  file: [
    "Fecha;Concepto;Importe;D/H;Saldo",
    "13/06/2024;RECIBO LUZ COMERCIALIZADORA;64,20;D Debe;1.935,80",
    "15/06/2024;TRANSFERENCIA DE GARCIA LOPEZ;300,00;H Haber;2.235,80",
    "17/06/2024;COMPRA TARJ. SUPERMERCADO;48,35;D Debe;2.187,45",
    "20/06/2024;CUOTA COMUNIDAD;35,00;D Debe;2.152,45",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-13", amount: "64.20" },
      { date: "2024-06-15", amount: "-300.00" },
      { date: "2024-06-17", amount: "48.35" },
      { date: "2024-06-20", amount: "35.00" },
    ],
  },
};
export default fixture;
