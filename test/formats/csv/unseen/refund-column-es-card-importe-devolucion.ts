import type { UnseenFixture } from "./fixture";

// Class: "Importe" beside "Devolución" with a dash on the unused side. Modelled on a Spanish store card's movements.
export default {
  name: "ES tarjeta: Importe beside Devolución, '-' on the unused side",
  file: [
    "Fecha;Comercio;Importe;Devolución",
    "03/02/2026;ZAPATERIA SOL;59,90;-",
    "07/02/2026;ZAPATERIA SOL;-;59,90",
    "21/02/2026;LIBRERIA CENTRAL;23,15;-",
  ].join("\n"),
  accountType: "credit",
  expect: {
    items: [
      { date: "2026-02-03", amount: "59.90", payee: "ZAPATERIA" },
      { date: "2026-02-07", amount: "-59.90", payee: "ZAPATERIA" },
      { date: "2026-02-21", amount: "23.15", payee: "LIBRERIA" },
    ],
  },
} satisfies UnseenFixture;
