import type { UnseenFixture } from "./fixture";

// Class: Slovak headers ("Dátum zaúčtovania", "Suma", "Mena", "Protistrana", "Popis transakcie"), signed amounts.
// Modelled on Slovenská sporiteľňa's (George) transaction export.
export default {
  name: "SK Slovenská sporiteľňa: Suma, Mena, Protistrana, Popis transakcie",
  file: [
    "Dátum zaúčtovania;Suma;Mena;Protistrana;Popis transakcie",
    "02.05.2024;-34,50;EUR;TESCO STORES SR;Platba kartou",
    "06.05.2024;1 650,00;EUR;ZAMESTNAVATEL A.S.;Mzda 04/2024",
    "15.05.2024;-45,00;EUR;ORANGE SLOVENSKO;Faktúra",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "34.50", payee: "TESCO" },
      { date: "2024-05-06", amount: "-1650.00", payee: "ZAMESTNAVATEL" },
      { date: "2024-05-15", amount: "45.00", payee: "ORANGE" },
    ],
  },
} satisfies UnseenFixture;
