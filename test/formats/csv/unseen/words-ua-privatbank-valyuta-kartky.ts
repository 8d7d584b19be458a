import type { UnseenFixture } from "./fixture";

// Class: Ukrainian headers, the amount in the card's currency ("Сума в валюті картки", "Валюта картки") beside the
// transaction's ("Сума в валюті транзакції", "Валюта транзакції"). Modelled on PrivatBank's statement export.
export default {
  name: "UA PrivatBank: Сума в валюті картки / Валюта картки beside Сума в валюті транзакції",
  file: [
    "Дата,Категорія,Картка,Опис операції,Сума в валюті картки,Валюта картки,Сума в валюті транзакції,Валюта транзакції,Залишок на кінець періоду,Валюта залишку",
    "02.05.2024 11:20:00,Продукти,5168 **** **** 1234,АТБ-Маркет,-512.40,UAH,-512.40,UAH,7487.60,UAH",
    "04.05.2024 19:45:10,Подорожі,5168 **** **** 1234,BOOKING.COM,-4410.00,UAH,-100.00,EUR,3077.60,UAH",
    "09.05.2024 08:00:00,Поповнення,5168 **** **** 1234,Переказ від Коваленко О.,1500.00,UAH,1500.00,UAH,4577.60,UAH",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "512.40", payee: "АТБ" },
      { date: "2024-05-04", amount: "4410.00", payee: "BOOKING" },
      { date: "2024-05-09", amount: "-1500.00", payee: "Коваленко" },
    ],
  },
} satisfies UnseenFixture;
