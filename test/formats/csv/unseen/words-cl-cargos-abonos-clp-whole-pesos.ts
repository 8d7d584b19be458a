import type { UnseenFixture } from "./fixture";

// Class: a currency without cents (Chilean pesos) written with dots between thousands ("12.990", "1.250.000"),
// the currency in the headers ("Cargos (CLP)"). A dot before three digits is a thousands mark here, not cents.
// Modelled on Banco de Chile's cartola export.
export default {
  name: "CL Banco de Chile: Cargos (CLP) / Abonos (CLP), whole pesos with dot thousands",
  file: [
    "Fecha;Descripción;Canal o Sucursal;Cargos (CLP);Abonos (CLP);Saldo (CLP)",
    "02/05/2024;Compra Jumbo Costanera;Internet;12.990;;1.487.010",
    "03/05/2024;Traspaso De: Empresa Ejemplo Spa;Internet;;1.250.000;2.737.010",
    "06/05/2024;Pago Enel Distribucion;Internet;38.450;;2.698.560",
    "08/05/2024;Giro Cajero Automatico;Cajero;100.000;;2.598.560",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "12990", payee: "Jumbo" },
      { date: "2024-05-03", amount: "-1250000", payee: "Empresa" },
      { date: "2024-05-06", amount: "38450", payee: "Enel" },
      { date: "2024-05-08", amount: "100000", payee: "Cajero" },
    ],
  },
} satisfies UnseenFixture;
