import type { UnseenFixture } from "./fixture";

// Class: every date and text cell wrapped in apostrophes in a semicolon file with decimal commas, the amounts bare.
// Modelled on a Polish cooperative bank's history export written by a script.
export default {
  name: "PL cooperative bank: apostrophe-wrapped dates and texts, semicolons, decimal commas",
  file: [
    "'Data operacji';'Opis';'Kontrahent';'Kwota';'Saldo po operacji'",
    "'2025-01-03';'Przelew przychodzący';'Zakład Usług Sp. z o.o.';3200,00;4150,25",
    "'2025-01-04';'Płatność kartą';'Biedronka 1432';-86,47;4063,78",
    "'2025-01-07';'Zlecenie stałe';'Spółdzielnia Mieszkaniowa';-640,00;3423,78",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-01-03", amount: "-3200.00", payee: "Zakład" },
      { date: "2025-01-04", amount: "86.47", payee: "Biedronka" },
      { date: "2025-01-07", amount: "640.00", payee: "Spółdzielnia" },
    ],
  },
} satisfies UnseenFixture;
