import type { UnseenFixture } from "./fixture";

// A Russian debit card's operations export (Tinkoff-style): signed Сумма операции, a card number column, and
// descriptions that name the direction ("Пополнение", "Зарплата", "Оплата"); a sample of mostly top-ups.
const fixture: UnseenFixture = {
  name: "Russian card account export: direction words in the descriptions, mostly top-ups",
  file: [
    "Дата операции;Номер карты;Статус;Сумма операции;Валюта операции;Категория;Описание",
    "01.04.2024 10:12:00;*1234;OK;25 000,00;RUB;Пополнения;Пополнение через Сбербанк",
    "05.04.2024 09:00:00;*1234;OK;95 000,00;RUB;Пополнения;Зарплата ООО Вектор",
    "06.04.2024 19:44:00;*1234;OK;-1 530,00;RUB;Супермаркеты;Оплата в Перекрёсток",
    "08.04.2024 12:01:00;*1234;OK;5 000,00;RUB;Переводы;Перевод входящий от Анна П.",
    "10.04.2024 08:30:00;*1234;OK;-320,00;RUB;Транспорт;Оплата Метро Москва",
    "12.04.2024 14:15:00;*1234;OK;2 000,00;RUB;Пополнения;Пополнение. Кэшбэк",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-01", amount: "-25000.00" },
      { date: "2024-04-05", amount: "-95000.00" },
      { date: "2024-04-06", amount: "1530.00" },
      { date: "2024-04-08", amount: "-5000.00" },
      { date: "2024-04-10", amount: "320.00" },
      { date: "2024-04-12", amount: "-2000.00" },
    ],
  },
};
export default fixture;
