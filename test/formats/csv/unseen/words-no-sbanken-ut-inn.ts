import type { UnseenFixture } from "./fixture";

// Class: Norwegian out and in columns ("Ut" / "Inn"), the booked date ("Bokført dato") before the interest date.
// Modelled on the account export of Norwegian banks (Sbanken, SpareBank 1).
export default {
  name: "NO bank: Bokført dato, Rentedato, Ut / Inn, Tekst",
  file: [
    "Bokført dato;Rentedato;Tekst;Ut;Inn",
    "02.05.2024;02.05.2024;KIWI 123 MAJORSTUEN;245,50;",
    "06.05.2024;06.05.2024;LØNN EKSEMPEL AS;;32 500,00",
    "14.05.2024;14.05.2024;FJORDKRAFT STRØM;812,00;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "245.50", payee: "KIWI" },
      { date: "2024-05-06", amount: "-32500.00", payee: "LØNN" },
      { date: "2024-05-14", amount: "812.00", payee: "FJORDKRAFT" },
    ],
  },
} satisfies UnseenFixture;
