import type { UnseenFixture } from "./fixture";

// Class: the Swedish-language export of a Finnish bank: the counterparty's name in "Namn" beside the title in
// "Rubrik", the accounts in "Betalare"/"Mottagare". The name is the payee, the title a note; a card purchase leaves
// "Namn" empty and its title names the shop. Modelled on Nordea's (Finland) netbank export in Swedish, newest first.
export default {
  name: "FI Nordea (svenska): Namn is the counterparty, Rubrik the title, yyyy/mm/dd",
  file: [
    "Bokföringsdag;Belopp;Betalare;Mottagare;Namn;Rubrik;Referensnummer;Valuta",
    "2024/06/20;-25,00;FI1234567890123456;FI7777777777777777;Anna Lindqvist;Lunch;;EUR",
    "2024/06/14;2 480,00;FI5555555555555555;FI1234567890123456;Exempel Ab;Lön maj;;EUR",
    "2024/06/10;-59,90;FI1234567890123456;FI4444444444444444;Helen Ab;Elräkning maj;55012;EUR",
    "2024/06/05;-38,40;FI1234567890123456;;;Stockmann Helsingfors;;EUR",
    "2024/06/03;-720,00;FI1234567890123456;FI9876543210987654;Hyresvärd Ab;Hyra juni;1232;EUR",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-20", amount: "25.00", payee: "Anna Lindqvist" },
      { date: "2024-06-14", amount: "-2480.00", payee: "Exempel Ab" },
      { date: "2024-06-10", amount: "59.90", payee: "Helen Ab" },
      { date: "2024-06-05", amount: "38.40", payee: "Stockmann" },
      { date: "2024-06-03", amount: "720.00", payee: "Hyresvärd Ab" },
    ],
  },
} satisfies UnseenFixture;
