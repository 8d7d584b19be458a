import type { UnseenFixture } from "./fixture";

// Class: a header one off its values (merged cells): "Obciążenia" (debits) and "Uznania" (credits) each stand one
// column right of their amounts, over empty columns. The values decide. Modelled on a Polish bank's statement
// exported from its spreadsheet view.
export default {
  name: "PL bank: merged-cell header, Obciążenia and Uznania one column right of their amounts",
  file: [
    "Data operacji;Opis operacji;;Obciążenia;;Uznania",
    "02.02.2026;ZAKUP KARTĄ BIEDRONKA WARSZAWA;54,20;;;",
    "05.02.2026;PRZELEW PRZYCHODZĄCY WYNAGRODZENIE;;;6 800,00;",
    "11.02.2026;OPŁATA ZA TELEFON ORANGE;79,99;;;",
    "19.02.2026;BLIK PRZELEW NA TELEFON;150,00;;;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-02-02", amount: "54.20", payee: "BIEDRONKA" },
      { date: "2026-02-05", amount: "-6800.00", payee: "WYNAGRODZENIE" },
      { date: "2026-02-11", amount: "79.99", payee: "ORANGE" },
      { date: "2026-02-19", amount: "150.00", payee: "BLIK" },
    ],
  },
} satisfies UnseenFixture;
