import type { UnseenFixture } from "./fixture";

// Class: the opening and closing balance printed as dated rows of the table, with an amount and a direction, in a
// language of another script; the summary under it repeats them. Modelled on a Russian bank's tab-separated export.
export default {
  name: "RU bank: Входящий остаток / Исходящий остаток as dated rows, totals under the table",
  file: [
    "Дата\tНазначение платежа\tСумма\tВид",
    "1 марта 2026 г.\tВходящий остаток\t12 400,00\tПриход",
    "3 марта 2026 г.\tОплата картой Магнит\t1 250,40\tРасход",
    "9 марта 2026 г.\tПеревод от Анны\t5 000,00\tПриход",
    "31 марта 2026 г.\tИсходящий остаток\t16 149,60\tПриход",
    "Итого\t6 250,40",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-03", amount: "1250.40" },
      { date: "2026-03-09", amount: "-5000.00" },
    ],
  },
} satisfies UnseenFixture;
