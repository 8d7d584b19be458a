import type { UnseenFixture } from "./fixture";

// Class: a Russian bank's statement ("Выписка по счёту"): holder, account, period and opening balance lines
// before the header, and "Итого" totals with the closing balance under the rows, every one with an amount.
export default {
  name: "RU bank statement: Выписка по счёту preamble, Итого поступлений/списаний and Исходящий остаток after the rows",
  file: [
    "Выписка по счёту;;;;",
    "Владелец счёта: Иванов Иван Иванович;;;;",
    "Номер счёта: 40817810099910004312;;;;",
    "Период: с 01.03.2024 по 31.03.2024;;;;",
    "Входящий остаток:;;50 000,00;;",
    ";;;;",
    "Дата операции;Описание;Сумма;Валюта;Остаток",
    "02.03.2024;Пятёрочка;-1 250,00;RUB;48 750,00",
    "05.03.2024;Зарплата ООО Ромашка;85 000,00;RUB;133 750,00",
    "11.03.2024;МТС;-650,00;RUB;133 100,00",
    "20.03.2024;Перевод Петрову П.;-5 000,00;RUB;128 100,00",
    ";;;;",
    "Итого поступлений:;;85 000,00;;",
    "Итого списаний:;;-6 900,00;;",
    "Исходящий остаток:;;128 100,00;;",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-02", amount: "1250.00", payee: "Пятёрочка" },
      { date: "2024-03-05", amount: "-85000.00", payee: "Зарплата" },
      { date: "2024-03-11", amount: "650.00", payee: "МТС" },
      { date: "2024-03-20", amount: "5000.00", payee: "Перевод" },
    ],
  },
} satisfies UnseenFixture;
