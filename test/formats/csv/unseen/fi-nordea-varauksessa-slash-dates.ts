import type { UnseenFixture } from "./fixture";

// Class: year-first dates with slashes, pending card payments whose date reads "Varauksessa", Maksaja/Maksunsaaja
// beside Nimi and Otsikko, newest first. Modelled on Nordea's (Finland) netbank export.
export default {
  name: "FI Nordea: yyyy/mm/dd, Varauksessa rows, Määrä, Otsikko",
  file: [
    "Kirjauspäivä;Määrä;Maksaja;Maksunsaaja;Nimi;Otsikko;Viitenumero;Valuutta",
    "Varauksessa;-23,90;;;;K-Market Kallio;;EUR",
    "2024/05/06;-64,15;FI1234567890123456;;;S-Market Hakaniemi;;EUR",
    "2024/05/03;-720,00;FI1234567890123456;FI9876543210987654;Vuokranantaja Oy;Vuokra toukokuu;1232;EUR",
    "2024/05/01;2 480,00;FI5555555555555555;FI1234567890123456;Esimerkki Oy;Palkka huhtikuu;;EUR",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-06", amount: "64.15", payee: "S-Market" },
      { date: "2024-05-03", amount: "720.00", payee: "Vuokranantaja" },
      { date: "2024-05-01", amount: "-2480.00", payee: "Esimerkki Oy" },
    ],
  },
} satisfies UnseenFixture;
