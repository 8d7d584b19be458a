import type { UnseenFixture } from "./fixture";

// Class: headerless export, dates written YYYY MM DD, the account number in dotted groups (Norwegian
// "1234.56.78901"), the counterparty's name, a signed amount and the running balance (decimal comma, space
// thousands). The dotted account number is no amount, though it is digits and dots.
export default {
  name: "NO bank without header: YYYY MM DD, dotted account number, name, signed amount, balance",
  file: [
    "2024 03 15;1503.12.34567;REMA 1000 MAJORSTUEN;-245,20;12 004,80",
    "2024 03 16;1503.12.34567;ARBEIDSGIVER AS;25 000,00;37 004,80",
    "2024 03 18;1503.12.34567;KIWI 512 BISLETT;-112,35;36 892,45",
    "2024 03 20;1503.12.34567;VY TOG;-89,00;36 803,45",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-15", amount: "245.20", payee: "REMA" },
      { date: "2024-03-16", amount: "-25000.00", payee: "ARBEIDSGIVER" },
      { date: "2024-03-18", amount: "112.35", payee: "KIWI" },
      { date: "2024-03-20", amount: "89.00", payee: "VY" },
    ],
  },
} satisfies UnseenFixture;
