import type { UnseenFixture } from "./fixture";

// A Russian bank app's statement: unsigned Сумма beside a Тип операции column (Списание = money out,
// Зачисление = money in), amounts with a space between thousands and a decimal comma.
const fixture: UnseenFixture = {
  name: "Russian bank app: unsigned amounts and a Тип операции column of Списание/Зачисление",
  file: [
    "Дата операции;Тип операции;Сумма;Валюта;Описание",
    "14.03.2024;Зачисление;85 000,00;RUB;Зарплата ООО Ромашка",
    "15.03.2024;Списание;1 249,90;RUB;Пятёрочка",
    "16.03.2024;Списание;450,00;RUB;Яндекс Такси",
    "18.03.2024;Зачисление;3 000,00;RUB;Перевод от Иванов И.",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-14", amount: "-85000.00" },
      { date: "2024-03-15", amount: "1249.90" },
      { date: "2024-03-16", amount: "450.00" },
      { date: "2024-03-18", amount: "-3000.00" },
    ],
  },
};
export default fixture;
