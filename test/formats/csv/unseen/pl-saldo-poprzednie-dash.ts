import type { UnseenFixture } from "./fixture";

// Class: the previous statement's balance listed above the rows, with a dash for its date. A Polish account's
// history: "Saldo poprzednie" with "—" in the date column, then the month's operations.
export default {
  name: "PL account history: a 'Saldo poprzednie' line with '—' for its date",
  file: [
    "Data operacji;Opis operacji;Kwota;Saldo po operacji",
    "—;Saldo poprzednie;;2 480,15",
    "14.10.2024;ZAKUP PRZY UZYCIU KARTY BIEDRONKA;-46,20;2 433,95",
    "15.10.2024;PRZELEW PRZYCHODZACY KOWALSKI JAN;500,00;2 933,95",
    "21.10.2024;OPLATA ZA PROWADZENIE RACHUNKU;-9,00;2 924,95",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-10-14", amount: "46.20" },
      { date: "2024-10-15", amount: "-500.00" },
      { date: "2024-10-21", amount: "9.00" },
    ],
  },
} satisfies UnseenFixture;
