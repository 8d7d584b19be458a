import type { UnseenFixture } from "./fixture";

// Class: Swedish headers ("Reskontradatum", "Transaktionsdatum", "Text", "Belopp", "Saldo"): the transaction date
// is the date. Modelled on Handelsbanken's account-transactions export.
export default {
  name: "SE Handelsbanken: Reskontradatum / Transaktionsdatum, Text, Belopp, Saldo",
  file: [
    "Reskontradatum;Transaktionsdatum;Text;Belopp;Saldo",
    "2024-05-03;2024-05-02;ICA KVANTUM;-312,40;12 687,60",
    "2024-05-06;2024-05-06;LÖN EXEMPEL AB;28 400,00;41 087,60",
    "2024-05-15;2024-05-14;VATTENFALL;-742,00;40 345,60",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "312.40", payee: "ICA" },
      { date: "2024-05-06", amount: "-28400.00", payee: "LÖN" },
      { date: "2024-05-14", amount: "742.00", payee: "VATTENFALL" },
    ],
  },
} satisfies UnseenFixture;
