import type { UnseenFixture } from "./fixture";

// Class: "Сумма (коп.)": whole numbers in kopecks, as an app's export writes them.
export default {
  name: "RU app: Сумма (коп.), whole numbers in kopecks",
  file: ["Дата;Описание;Сумма (коп.)", "03.03.2026;Магнит;-125040", "09.03.2026;Перевод от Анны;500000"].join("\n"),
  expect: {
    items: [
      { date: "2026-03-03", amount: "1250.40" },
      { date: "2026-03-09", amount: "-5000.00" },
    ],
  },
} satisfies UnseenFixture;
