import type { UnseenFixture } from "./fixture";

// Class: a card export with the purchase's amount and currency ("Сумма операции", "Валюта операции") beside the
// amount charged to the account ("Сумма платежа", "Валюта платежа"): the account's amount and currency are
// imported, not the foreign 4.50. Modelled on T-Bank's (Tinkoff) operations CSV layout.
export default {
  name: "RU T-Bank: Сумма операции / Валюта операции beside Сумма платежа / Валюта платежа",
  file: [
    "Дата операции;Дата платежа;Номер карты;Статус;Сумма операции;Валюта операции;Сумма платежа;Валюта платежа;Кэшбэк;Категория;MCC;Описание;Бонусы (включая кэшбэк);Округление на инвесткопилку;Сумма операции с округлением",
    "01.05.2024 12:30:15;01.05.2024;*1234;OK;-4,50;USD;-336,15;RUB;;Рестораны;5814;Starbucks;3,00;0,00;-336,15",
    "02.05.2024 09:12:00;02.05.2024;*1234;OK;-1250,00;RUB;-1250,00;RUB;12;Супермаркеты;5411;Пятёрочка;12,00;0,00;-1250,00",
    "03.05.2024 18:00:01;03.05.2024;;OK;50000,00;RUB;50000,00;RUB;;Пополнения;;Зарплата ООО Ромашка;0,00;0,00;50000,00",
    "04.05.2024 21:05:40;05.05.2024;*1234;OK;-12,00;EUR;-1180,44;RUB;;Сервис;4899;Spotify;11,00;0,00;-1180,44",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-01", amount: "336.15", payee: "Starbucks" },
      { date: "2024-05-02", amount: "1250.00", payee: "Пятёрочка" },
      { date: "2024-05-03", amount: "-50000.00", payee: "Ромашка" },
      { date: "2024-05-04", amount: "1180.44", payee: "Spotify" },
    ],
  },
} satisfies UnseenFixture;
