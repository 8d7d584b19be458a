import type { UnseenFixture } from "./fixture";

// Class: a short table under a long preamble. A Russian bank's statement of a quiet month, one booking: the client,
// the account, the period, the opening balance and notes, then the header and the one row.
export default {
  name: "RU bank выписка of one booking: 9 lines of client, account and notes over a header and one row",
  file: [
    "Выписка по счёту",
    "Клиент: Иванова Анна Сергеевна",
    "Счёт: 40817810099910004312",
    "Период: с 01.11.2024 по 30.11.2024",
    "Валюта счёта: RUB",
    "",
    "Примечания",
    "Выписка сформирована автоматически.",
    "Операции в обработке не отражены.",
    "Сумма списания указана со знаком минус.",
    "",
    "Дата операции;Описание;Сумма;Остаток",
    "14.11.2024;Оплата в магазине Пятёрочка;-1 245,90;18 754,10",
  ].join("\n"),
  expect: { items: [{ date: "2024-11-14", amount: "1245.90", payee: "Пятёрочка" }] },
} satisfies UnseenFixture;
