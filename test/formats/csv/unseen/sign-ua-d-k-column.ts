import type { UnseenFixture } from "./fixture";

// A Ukrainian bank's account statement: unsigned Сума beside a Д/К column (Д = дебет, money out; К = кредит,
// money in) and the purpose of each payment.
const fixture: UnseenFixture = {
  name: "Ukrainian bank statement: unsigned amounts and a Д/К column",
  file: [
    "Дата;Д/К;Сума;Валюта;Призначення платежу",
    "04.03.2024;К;32 500,00;UAH;Заробітна плата за лютий",
    "05.03.2024;Д;1 870,45;UAH;Оплата комунальних послуг",
    "11.03.2024;Д;620,00;UAH;Київстар поповнення рахунку",
    "20.03.2024;К;1 500,00;UAH;Повернення коштів",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-04", amount: "-32500.00" },
      { date: "2024-03-05", amount: "1870.45" },
      { date: "2024-03-11", amount: "620.00" },
      { date: "2024-03-20", amount: "-1500.00" },
    ],
  },
};
export default fixture;
