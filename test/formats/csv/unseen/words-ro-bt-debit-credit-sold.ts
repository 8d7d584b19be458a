import type { UnseenFixture } from "./fixture";

// Class: Romanian headers ("Data tranzactie", "Descriere", "Debit" / "Credit", "Sold"). Modelled on Banca
// Transilvania's account-statement export.
export default {
  name: "RO Banca Transilvania: Debit / Credit, Descriere, Sold",
  file: [
    "Data tranzactie;Data valuta;Descriere;Debit;Credit;Sold",
    "02.05.2024;02.05.2024;Plata la POS KAUFLAND ROMANIA;156,30;;3.843,70",
    "06.05.2024;06.05.2024;Incasare salariu SC EXEMPLU SRL;;5.200,00;9.043,70",
    "14.05.2024;14.05.2024;Plata factura ENEL ENERGIE;210,45;;8.833,25",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "156.30", payee: "KAUFLAND" },
      { date: "2024-05-06", amount: "-5200.00", payee: "EXEMPLU" },
      { date: "2024-05-14", amount: "210.45", payee: "ENEL" },
    ],
  },
} satisfies UnseenFixture;
