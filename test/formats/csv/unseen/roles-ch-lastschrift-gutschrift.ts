import type { UnseenFixture } from "./fixture";

// Class: debit and credit columns named by the German booking words "Lastschrift" / "Gutschrift" (Swiss
// cantonal and Raiffeisen-style exports), amounts unsigned in each.
export default {
  name: "CH cantonal bank: Lastschrift and Gutschrift columns, unsigned, with a balance",
  file: [
    "Buchungsdatum;Text;Lastschrift;Gutschrift;Valuta;Saldo",
    "02.09.2024;Einkauf Coop Bern;23.80;;02.09.2024;4'976.20",
    "05.09.2024;Lohn September;;6'200.00;05.09.2024;11'176.20",
    "09.09.2024;Dauerauftrag Miete;1'850.00;;09.09.2024;9'326.20",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-02", amount: "23.80", payee: "Coop" },
      { date: "2024-09-05", amount: "-6200.00", payee: "Lohn" },
      { date: "2024-09-09", amount: "1850.00", payee: "Miete" },
    ],
  },
} satisfies UnseenFixture;
