import type { UnseenFixture } from "./fixture";

// Class: a fixed-width text in Polish, amounts and balances with a decimal comma and spaces between thousands,
// a title and the account above the header. Modelled on a Polish bank's printable history.
export default {
  name: "PL bank: fixed-width history, Kwota / Saldo with spaces between thousands",
  file: [
    "Historia rachunku",
    "Rachunek: 12 1140 2004 0000 3502 1234 5678",
    "",
    "Data operacji   Opis                                   Kwota          Saldo",
    "2026-02-02      ZAKUP BIEDRONKA WARSZAWA              -54,20       2 445,80",
    "2026-02-05      WYNAGRODZENIE PRZYKŁAD SP. Z O.O.  6 800,00       9 245,80",
    "2026-02-11      ORANGE POLSKA FAKTURA                 -79,99       9 165,81",
    "2026-02-19      BLIK PRZELEW NA TELEFON              -150,00       9 015,81",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-02-02", amount: "54.20", payee: "BIEDRONKA" },
      { date: "2026-02-05", amount: "-6800.00", payee: "WYNAGRODZENIE" },
      { date: "2026-02-11", amount: "79.99", payee: "ORANGE" },
      { date: "2026-02-19", amount: "150.00", payee: "BLIK" },
    ],
  },
} satisfies UnseenFixture;
