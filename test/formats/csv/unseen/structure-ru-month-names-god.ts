import type { UnseenFixture } from "./fixture";

// Class: dates with month names of another script: Russian months in the genitive, the year's mark after the year
// ("5 января 2026 г."). Modelled on a Russian bank's statement export.
export default {
  name: "RU bank: '5 января 2026 г.' dates",
  file: [
    "Дата операции;Описание;Сумма",
    "5 января 2026 г.;Пятёрочка Москва;-1 245,60",
    "10 января 2026 г.;Зарплата ООО Пример;85 000,00",
    "2 февраля 2026 г.;МТС связь;-650,00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-01-05", amount: "1245.60", payee: "Пятёрочка" },
      { date: "2026-01-10", amount: "-85000.00", payee: "Зарплата" },
      { date: "2026-02-02", amount: "650.00", payee: "МТС" },
    ],
  },
} satisfies UnseenFixture;
