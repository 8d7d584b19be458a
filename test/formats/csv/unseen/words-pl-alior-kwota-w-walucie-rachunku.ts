import type { UnseenFixture } from "./fixture";

// Class: a Polish export with the operation's amount and currency ("Kwota operacji", "Waluta operacji") beside the
// amount in the account's currency ("Kwota w walucie rachunku", "Waluta rachunku"): the account's is imported.
// Modelled on Alior Bank's operations-history CSV layout.
export default {
  name: "PL Alior: Kwota operacji / Waluta operacji beside Kwota w walucie rachunku / Waluta rachunku",
  file: [
    "Data transakcji;Data księgowania;Nazwa nadawcy;Nazwa odbiorcy;Szczegóły transakcji;Kwota operacji;Waluta operacji;Kwota w walucie rachunku;Waluta rachunku;Numer rachunku nadawcy;Numer rachunku odbiorcy",
    "02-05-2024;03-05-2024;JAN KOWALSKI;BIEDRONKA 1234;Płatność kartą;-58,40;PLN;-58,40;PLN;12249000050000400012345678;",
    "04-05-2024;06-05-2024;JAN KOWALSKI;BOOKING.COM AMSTERDAM;Płatność kartą;-120,00;EUR;-522,36;PLN;12249000050000400012345678;",
    "10-05-2024;10-05-2024;FIRMA SP Z O O;JAN KOWALSKI;Wynagrodzenie;6500,00;PLN;6500,00;PLN;;12249000050000400012345678",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "58.40", payee: "BIEDRONKA" },
      { date: "2024-05-04", amount: "522.36", payee: "BOOKING" },
      { date: "2024-05-10", amount: "-6500.00" },
    ],
  },
} satisfies UnseenFixture;
