import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// An older Russian bank's payment list from a Unix system: KOI8-R, whose Cyrillic letters sit where
// windows-1251 has others (1251 would read "Дата" as "дБФБ").
const fixture: UnseenFixture = {
  name: "Russian payment list in KOI8-R: signed amounts, recipient and purpose",
  file: bytesIn(
    "koi8-r",
    [
      "Дата;Сумма;Получатель;Назначение платежа",
      '03.01.2024;-1250,40;ООО "Ромашка";Оплата по счёту 15 за услуги связи',
      "05.01.2024;5000,00;Иванов Иван Иванович;Возврат долга",
      '09.01.2024;-320,00;ПАО "Мосэнергосбыт";Электроэнергия за декабрь',
      "",
    ].join("\n"),
  ),
  expect: {
    items: [
      { date: "2024-01-03", amount: "1250.40" },
      { date: "2024-01-05", amount: "-5000.00" },
      { date: "2024-01-09", amount: "320.00" },
    ],
  },
};
export default fixture;
