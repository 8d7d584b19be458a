import type { UnseenFixture } from "./fixture";

// Class: debit and credit headers that end in "in <currency>" ("Debits in CHF"): the trailing "in" names the
// currency, it is not the money-in word, so the debit column is not taken for a second credit column.
export default {
  name: "CH private bank (English): Debits in CHF / Credits in CHF / Balance in CHF",
  file: [
    "Booking date,Details,Debits in CHF,Credits in CHF,Balance in CHF",
    "01.07.2024,Card payment Manor Geneve,112.40,,8887.60",
    "03.07.2024,Transfer from J. Muller,,500.00,9387.60",
    "08.07.2024,Swisscom invoice,64.90,,9322.70",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-07-01", amount: "112.40", payee: "Manor" },
      { date: "2024-07-03", amount: "-500.00", payee: "Muller" },
      { date: "2024-07-08", amount: "64.90", payee: "Swisscom" },
    ],
  },
} satisfies UnseenFixture;
