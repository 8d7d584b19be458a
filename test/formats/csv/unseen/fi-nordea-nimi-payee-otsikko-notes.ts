import type { UnseenFixture } from "./fixture";

// Class: a counterparty's name in "Nimi" beside the booking's title in "Otsikko" (the payment's own words: "Vuokra
// toukokuu"), with the accounts in "Maksaja"/"Maksunsaaja". The name is the payee, the title a note; a card purchase
// leaves "Nimi" empty and its title names the shop. Modelled on Nordea's (Finland) netbank export, oldest first.
export default {
  name: "FI Nordea: Nimi is the counterparty, Otsikko the title, card rows without a name",
  file: [
    "Kirjauspäivä;Määrä;Maksaja;Maksunsaaja;Nimi;Otsikko;Viitenumero;Valuutta",
    "2024/06/03;-720,00;FI1234567890123456;FI9876543210987654;Vuokranantaja Oy;Vuokra kesäkuu;1232;EUR",
    "2024/06/05;-38,40;FI1234567890123456;;;K-Market Kallio;;EUR",
    "2024/06/10;-59,90;FI1234567890123456;FI4444444444444444;Helen Oy;Sähkölasku toukokuu;55012;EUR",
    "2024/06/14;2 480,00;FI5555555555555555;FI1234567890123456;Esimerkki Oy;Palkka toukokuu;;EUR",
    "2024/06/20;-25,00;FI1234567890123456;FI7777777777777777;Matti Meikäläinen;Lounas;;EUR",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-03", amount: "720.00", payee: "Vuokranantaja Oy" },
      { date: "2024-06-05", amount: "38.40", payee: "K-Market Kallio" },
      { date: "2024-06-10", amount: "59.90", payee: "Helen Oy" },
      { date: "2024-06-14", amount: "-2480.00", payee: "Esimerkki Oy" },
      { date: "2024-06-20", amount: "25.00", payee: "Matti Meikäläinen" },
    ],
  },
} satisfies UnseenFixture;
