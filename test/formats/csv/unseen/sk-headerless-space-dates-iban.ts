import type { UnseenFixture } from "./fixture";

// Class: a Slovak bank's headerless comma export: "2024 05 06" dates, the counterparty's IBAN, a name with
// an unquoted comma ("Novak, s.r.o."), amount, currency, running balance.
export default {
  name: "SK bank headerless: 'YYYY MM DD' dates, IBAN, a name with an unquoted comma, amount and balance",
  file: [
    "2024 05 06,SK3112000000198742637541,Tesco Stores SR,-23.40,EUR,1976.60",
    "2024 05 07,SK8975000000000012345671,Novak, s.r.o.,-150.00,EUR,1826.60",
    "2024 05 10,SK0809000000000123123123,ACME a.s.,1850.00,EUR,3676.60",
    "2024 05 14,SK6807200002891987426353,Slovak Telekom,-19.99,EUR,3656.61",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-06", amount: "23.40", payee: "Tesco" },
      { date: "2024-05-07", amount: "150.00", payee: "Novak" },
      { date: "2024-05-10", amount: "-1850.00", payee: "ACME" },
      { date: "2024-05-14", amount: "19.99", payee: "Telekom" },
    ],
  },
} satisfies UnseenFixture;
