import type { UnseenFixture } from "./fixture";

// A Russian card's operations: unsigned amounts, "Оплата" purchases and a "Возврат" (refund).
const fixture: UnseenFixture = {
  name: "Russian card operations: unsigned amounts, a Возврат among the Оплата rows",
  file: [
    "Дата операции;Описание;Сумма",
    "14.09.2024;Оплата Продукты у дома;845,30",
    "16.09.2024;Оплата Интернет-магазин;2 199,00",
    "18.09.2024;Возврат Интернет-магазин;2 199,00",
    "20.09.2024;Оплата Аптека;356,00",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-14", amount: "845.30" },
      { date: "2024-09-16", amount: "2199.00" },
      { date: "2024-09-18", amount: "-2199.00" },
      { date: "2024-09-20", amount: "356.00" },
    ],
  },
};
export default fixture;
