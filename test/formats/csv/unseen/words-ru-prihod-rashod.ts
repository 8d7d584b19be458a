import type { UnseenFixture } from "./fixture";

// Class: Russian headers, money in and money out columns ("Приход" / "Расход"), the remaining balance ("Остаток"),
// space-grouped amounts with a decimal comma, as Russian banks' account statements are exported.
export default {
  name: "RU account statement: Приход / Расход, Остаток",
  file: [
    "Дата операции;Описание;Приход;Расход;Остаток",
    "02.05.2024;Пятёрочка, Москва;;1 234,50;48 765,50",
    "05.05.2024;Зарплата ООО «Ромашка»;85 000,00;;133 765,50",
    "12.05.2024;Перевод Иванову И. И.;;10 000,00;123 765,50",
    "20.05.2024;Мосэнергосбыт;;2 310,17;121 455,33",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "1234.50", payee: "Пятёрочка" },
      { date: "2024-05-05", amount: "-85000.00", payee: "Ромашка" },
      { date: "2024-05-12", amount: "10000.00", payee: "Иванову" },
      { date: "2024-05-20", amount: "2310.17", payee: "Мосэнергосбыт" },
    ],
  },
} satisfies UnseenFixture;
