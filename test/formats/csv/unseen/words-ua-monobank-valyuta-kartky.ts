import type { UnseenFixture } from "./fixture";

// Class: Ukrainian headers, the amount in the card's currency ("Сума в валюті картки (UAH)") beside the
// operation's ("Сума в валюті операції", "Валюта"), fees and cashback that are no amounts. Written from
// monobank's statement export.
export default {
  name: "UA monobank: Сума в валюті картки (UAH) beside Сума в валюті операції / Валюта",
  file: [
    "Дата і час операції,Деталі операції,MCC,Сума в валюті картки (UAH),Сума в валюті операції,Валюта,Курс,Сума комісій (UAH),Сума кешбеку (UAH),Залишок після операції",
    "01.05.2024 10:15:00,Сільпо,5411,-845.30,-845.30,UAH,,0.00,8.45,12154.70",
    "03.05.2024 22:41:12,Netflix,4899,-402.57,-9.99,USD,40.30,0.00,0.00,11752.13",
    "06.05.2024 09:00:00,Зарплата ТОВ Світанок,4829,32000.00,32000.00,UAH,,0.00,0.00,43752.13",
    "08.05.2024 14:02:33,Нова пошта,4215,-95.00,-95.00,UAH,,0.00,0.95,43657.13",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-01", amount: "845.30", payee: "Сільпо" },
      { date: "2024-05-03", amount: "402.57", payee: "Netflix" },
      { date: "2024-05-06", amount: "-32000.00", payee: "Світанок" },
      { date: "2024-05-08", amount: "95.00", payee: "Нова пошта" },
    ],
  },
} satisfies UnseenFixture;
