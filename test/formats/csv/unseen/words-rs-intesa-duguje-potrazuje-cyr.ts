import type { UnseenFixture } from "./fixture";

// Class: Serbian headers in Cyrillic, debit and credit columns ("Дугује" / "Потражује"), the balance ("Стање").
// Modelled on Banca Intesa Beograd's account-statement layout.
export default {
  name: "RS Banca Intesa (Cyrillic): Дугује / Потражује, Стање",
  file: [
    "Датум;Прималац/Платилац;Опис;Дугује;Потражује;Стање",
    "03.05.2024;MAXI 123 BEOGRAD;Куповина картицом;2.345,60;;47.654,40",
    "06.05.2024;NIS AD;Зарада за април;;98.500,00;146.154,40",
    "14.05.2024;EPS SNABDEVANJE;Рачун за струју;4.120,00;;142.034,40",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-03", amount: "2345.60", payee: "MAXI" },
      { date: "2024-05-06", amount: "-98500.00", payee: "NIS" },
      { date: "2024-05-14", amount: "4120.00", payee: "EPS" },
    ],
  },
} satisfies UnseenFixture;
