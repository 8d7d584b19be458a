import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// A Ukrainian bank's statement (Privat24's layout) in windows-1251: і ї є in the header and the descriptions,
// the time beside the date, the card number, the amount in the card's currency, then the balance.
const fixture: UnseenFixture = {
  name: "Ukrainian statement in windows-1251: і ї є, card number and balance beside the amount",
  file: bytesIn(
    "windows-1251",
    [
      "Дата;Час;Категорія;Картка;Опис операції;Сума в валюті картки;Валюта картки;Залишок на кінець періоду",
      "03.01.2024;12:15;Супермаркети;4149 **** 1234;Сільпо, Київ;-412,50;UAH;10 587,50",
      "04.01.2024;09:02;Кафе та ресторани;4149 **** 1234;Львівська майстерня шоколаду;-186,00;UAH;10 401,50",
      "05.01.2024;18:40;Поповнення;4149 **** 1234;Переказ від Шевченко Т., є гривні;2 000,00;UAH;12 401,50",
      "",
    ].join("\r\n"),
  ),
  expect: {
    items: [
      { date: "2024-01-03", amount: "412.50", payee: "Сільпо" },
      { date: "2024-01-04", amount: "186.00", payee: "Львівська" },
      { date: "2024-01-05", amount: "-2000.00", payee: "Шевченко" },
    ],
  },
};
export default fixture;
