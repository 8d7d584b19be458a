import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// A Russian bank's card statement (Sberbank Online's layout) as Windows writes it: windows-1251, operation and
// processing dates, a category, amounts in the account's currency grouped by spaces, negative out.
const fixture: UnseenFixture = {
  name: "Russian card statement in windows-1251: Cyrillic header, space-grouped amounts",
  file: bytesIn(
    "windows-1251",
    [
      "Дата операции;Дата обработки;Категория;Описание;Сумма в валюте счёта;Остаток",
      "03.01.2024;04.01.2024;Супермаркеты;ПЯТЁРОЧКА 1234 Москва RUS;-1 250,40;48 749,60",
      "05.01.2024;05.01.2024;Переводы;Перевод от Иванов И. И.;5 000,00;53 749,60",
      "08.01.2024;09.01.2024;Транспорт;МОСКОВСКИЙ МЕТРОПОЛИТЕН;-62,00;53 687,60",
      "10.01.2024;10.01.2024;Рестораны и кафе;Кофейня «Шоколадница»;-480,00;53 207,60",
      "",
    ].join("\r\n"),
  ),
  expect: {
    items: [
      { date: "2024-01-03", amount: "1250.40", payee: "ПЯТЁРОЧКА" },
      { date: "2024-01-05", amount: "-5000.00", payee: "Иванов" },
      { date: "2024-01-08", amount: "62.00", payee: "МЕТРОПОЛИТЕН" },
      { date: "2024-01-10", amount: "480.00", payee: "Шоколадница" },
    ],
  },
};
export default fixture;
