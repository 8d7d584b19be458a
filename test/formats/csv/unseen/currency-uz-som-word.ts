import type { UnseenFixture } from "./fixture";

// Class: amounts written with their currency's word after the digits. An Uzbek bank's export writes "so'm" (with its
// apostrophe) after signed amounts grouped by spaces, decimal comma.
export default {
  name: "UZ bank: signed amounts with the word so'm after them, space thousands, decimal comma",
  file: [
    "Sana;Tavsif;Summa;Qoldiq",
    "03.12.2024;Korzinka do'koni;-185 400,00 so'm;2 314 600,00 so'm",
    "10.12.2024;Ish haqi;6 500 000,00 so'm;8 814 600,00 so'm",
    "18.12.2024;Uzmobile to'lovi;-45 000,00 so'm;8 769 600,00 so'm",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-12-03", amount: "185400.00", payee: "Korzinka" },
      { date: "2024-12-10", amount: "-6500000.00", payee: "Ish haqi" },
      { date: "2024-12-18", amount: "45000.00", payee: "Uzmobile" },
    ],
  },
} satisfies UnseenFixture;
