import type { UnseenFixture } from "./fixture";

// Class: dates with Romanian month names ("02 iulie 2024", "14 noiembrie 2024"), Debit and Credit columns with
// comma decimals. Modelled on ING Bank România's Home'Bank export.
export default {
  name: "RO ING: Romanian month names, Detalii tranzactie, Debit / Credit",
  file: [
    "Data;Detalii tranzactie;Debit;Credit",
    "02 iulie 2024;Cumparare POS MEGA IMAGE 0123 BUCURESTI;84,30;",
    "10 iulie 2024;Incasare Salariu EXEMPLU SRL;;6.250,00",
    "15 iunie 2024;Plata factura ENEL ENERGIE;212,45;",
    "03 ianuarie 2024;Transfer Home'Bank catre POPESCU ION;1.000,00;",
    "14 noiembrie 2023;Retragere numerar ATM ING;300,00;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-07-02", amount: "84.30", payee: "MEGA IMAGE" },
      { date: "2024-07-10", amount: "-6250.00", payee: "Salariu" },
      { date: "2024-06-15", amount: "212.45", payee: "ENEL" },
      { date: "2024-01-03", amount: "1000.00", payee: "POPESCU" },
      { date: "2023-11-14", amount: "300.00", payee: "ATM" },
    ],
  },
} satisfies UnseenFixture;
