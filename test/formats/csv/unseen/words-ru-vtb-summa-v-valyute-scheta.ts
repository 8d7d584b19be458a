import type { UnseenFixture } from "./fixture";

// Class: a card statement with the operation's amount and currency beside the amount in the account's currency
// ("Сумма в валюте счёта", "Валюта счёта"): 336.15 RUB is booked, never the 4.50 USD of the purchase. Written
// from VTB's card-statement columns.
export default {
  name: "RU VTB: Сумма операции / Валюта операции beside Сумма в валюте счёта / Валюта счёта",
  file: [
    "Дата операции;Дата обработки;Номер карты;Сумма операции;Валюта операции;Сумма в валюте счёта;Валюта счёта;Описание;Статус",
    "05.06.2024;06.06.2024;*5678;-4,50;USD;-336,15;RUB;STARBUCKS NEW YORK;Исполнено",
    "07.06.2024;07.06.2024;*5678;-899,00;RUB;-899,00;RUB;ВКУСВИЛЛ;Исполнено",
    "10.06.2024;10.06.2024;*5678;20000,00;RUB;20000,00;RUB;Пополнение с карты другого банка;Исполнено",
    "14.06.2024;15.06.2024;*5678;-60,00;EUR;-5712,60;RUB;AIRBNB PARIS;Исполнено",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-05", amount: "336.15", payee: "STARBUCKS" },
      { date: "2024-06-07", amount: "899.00", payee: "ВКУСВИЛЛ" },
      { date: "2024-06-10", amount: "-20000.00", payee: "Пополнение" },
      { date: "2024-06-14", amount: "5712.60", payee: "AIRBNB" },
    ],
  },
} satisfies UnseenFixture;
