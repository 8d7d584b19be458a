import type { UnseenFixture } from "./fixture";

// Class: amounts written with their currency's word after the digits. A Bulgarian bank's export writes the lev's
// abbreviation "лв." (its dot no decimal mark) after amounts grouped by spaces, decimal comma.
export default {
  name: "BG bank: amounts with the abbreviation лв. after them, space thousands, decimal comma",
  file: [
    "Дата;Описание;Сума;Наличност",
    "04.11.2024;Плащане Билла;-42,80 лв.;1 957,20 лв.",
    "15.11.2024;Заплата;2 400,00 лв.;4 357,20 лв.",
    "22.11.2024;Топлофикация;-118,35 лв.;4 238,85 лв.",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-11-04", amount: "42.80", payee: "Билла" },
      { date: "2024-11-15", amount: "-2400.00", payee: "Заплата" },
      { date: "2024-11-22", amount: "118.35", payee: "Топлофикация" },
    ],
  },
} satisfies UnseenFixture;
