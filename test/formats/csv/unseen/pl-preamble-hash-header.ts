import type { UnseenFixture } from "./fixture";

// Class: long preamble (bank address, period, a totals block) before a header of "#"-prefixed names.
export default {
  name: "PL bank (mBank-style): address lines, #Za okres, a totals block, then #Data operacji",
  file: [
    "mBank S.A. Bankowość Detaliczna;",
    "Skrytka Pocztowa 2108;",
    "90-959 Łódź 2;",
    ";",
    "#Za okres:;",
    "01.07.2024;31.07.2024;",
    ";",
    "#Waluta;#Wpływy;#Wydatki;",
    "PLN;5 200,00;-1 345,67;",
    ";",
    "#Data operacji;#Opis operacji;#Rachunek;#Kategoria;#Kwota;",
    '2024-07-02;"ZAKUP PRZY UŻYCIU KARTY BIEDRONKA 3120";"eKonto 1234";"Żywność";-45,67;',
    '2024-07-10;"PRZELEW PRZYCHODZĄCY PENSJA";"eKonto 1234";"Wpływy";5 200,00;',
    '2024-07-21;"ORLEN STACJA NR 451";"eKonto 1234";"Paliwo";-300,00;',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-07-02", amount: "45.67", payee: "BIEDRONKA" },
      { date: "2024-07-10", amount: "-5200.00", payee: "PENSJA" },
      { date: "2024-07-21", amount: "300.00", payee: "ORLEN" },
    ],
  },
} satisfies UnseenFixture;
