import type { UnseenFixture } from "./fixture";

// Class: whole pesos written with the peso's "$" and dots between thousands ("$ -12.990", "$ 1.250.000"), a
// "$" that is no US dollar. Modelled on BancoEstado's (Chile) CuentaRUT movements export.
export default {
  name: "CL BancoEstado: Monto and Saldo written $ 1.250.000",
  file: [
    "Fecha;N° Operación;Descripción;Monto;Saldo",
    "02/05/2024;1234501;Compra Lider Express;$ -12.990;$ 187.010",
    "03/05/2024;1234502;Transferencia de Empresa Ejemplo SpA;$ 1.250.000;$ 1.437.010",
    "06/05/2024;1234503;Pago Cuenta Aguas Andinas;$ -18.450;$ 1.418.560",
    "08/05/2024;1234504;Giro Cajero Automático;$ -100.000;$ 1.318.560",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "12990", payee: "Lider" },
      { date: "2024-05-03", amount: "-1250000", payee: "Empresa" },
      { date: "2024-05-06", amount: "18450", payee: "Aguas" },
      { date: "2024-05-08", amount: "100000", payee: "Cajero" },
    ],
  },
} satisfies UnseenFixture;
