import type { UnseenFixture } from "./fixture";

// Class: another Polish bank's headerless export: "2024 04 02" dates, the counterparty's 26-digit account,
// its name (which may hold an unquoted comma: "KOWALSKA, ANNA"), the title, then amount and running balance.
export default {
  name: "PL bank headerless: date, 26-digit account, name with an unquoted comma, title, amount, balance",
  file: [
    "2024 04 02,12105000997603123456789123,ORANGE POLSKA S.A.,ABONAMENT 04/2024,-89.99,2410.01",
    "2024 04 03,27114020040000300201355387,KOWALSKA, ANNA,ZWROT POZYCZKI,-1200.00,1210.01",
    "2024 04 05,,BIEDRONKA 1234,PLATNOSC KARTA,-42.50,1167.51",
    "2024 04 10,49102028920000550201234567,ACME SP. Z O.O.,WYNAGRODZENIE,5400.00,6567.51",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-02", amount: "89.99" },
      { date: "2024-04-03", amount: "1200.00" },
      { date: "2024-04-05", amount: "42.50" },
      { date: "2024-04-10", amount: "-5400.00" },
    ],
  },
} satisfies UnseenFixture;
