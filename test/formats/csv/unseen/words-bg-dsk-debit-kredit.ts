import type { UnseenFixture } from "./fixture";

// Class: Bulgarian headers, debit and credit columns ("Дебит" / "Кредит"), the value date ("Вальор") and the
// balance ("Салдо"). Modelled on DSK Bank's account-statement layout.
export default {
  name: "BG DSK Bank: Дебит / Кредит, Вальор, Салдо",
  file: [
    "Дата;Вальор;Описание;Контрагент;Дебит;Кредит;Салдо",
    "02.05.2024;02.05.2024;Плащане с карта;БИЛЛА БЪЛГАРИЯ;45,60;;1954,40",
    "06.05.2024;06.05.2024;Заплата;ТЕЛЕРИК АД;;3200,00;5154,40",
    "15.05.2024;15.05.2024;Битова сметка;ЕВН БЪЛГАРИЯ;86,12;;5068,28",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "45.60", payee: "БИЛЛА" },
      { date: "2024-05-06", amount: "-3200.00", payee: "ТЕЛЕРИК" },
      { date: "2024-05-15", amount: "86.12", payee: "ЕВН" },
    ],
  },
} satisfies UnseenFixture;
