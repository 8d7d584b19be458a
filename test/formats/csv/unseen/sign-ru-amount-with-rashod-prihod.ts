import type { UnseenFixture } from "./fixture";

// Class: Cyrillic direction words after the number in the amount cell ("1 250,40 Расход", "5 000,00 Приход").
export default {
  name: "RU bank: Сумма cells carry Расход/Приход after the number",
  file: [
    "Дата;Описание;Сумма",
    "03.03.2026;Магнит;1 250,40 Расход",
    "09.03.2026;Перевод от Анны;5 000,00 Приход",
    "12.03.2026;Аптека;380,00 Расход",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-03", amount: "1250.40" },
      { date: "2026-03-09", amount: "-5000.00" },
      { date: "2026-03-12", amount: "380.00" },
    ],
  },
} satisfies UnseenFixture;
