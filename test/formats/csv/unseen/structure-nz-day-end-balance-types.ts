import type { UnseenFixture } from "./fixture";

// Class (the look-alike the status rule must leave alone): the balance only on each day's last row and a type column
// of a few words; every row is booked, those without a balance too. Modelled on a New Zealand bank's export.
export default {
  name: "NZ bank: day-end balances beside a type column, every row booked",
  file: [
    "Date,Type,Payee,Amount,Balance",
    "03/02/2025,EFTPOS,Countdown Ponsonby,-54.20,",
    "03/02/2025,Bill Payment,Vector Energy,-130.00,1815.80",
    "04/02/2025,EFTPOS,Z Energy,-72.10,",
    "04/02/2025,Direct Credit,Salary Acme Ltd,2400.00,4143.70",
    "05/02/2025,EFTPOS,New World,-38.45,",
    "05/02/2025,EFTPOS,Mitre 10,-19.90,4085.35",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-02-03", amount: "54.20", payee: "Countdown" },
      { date: "2025-02-03", amount: "130.00", payee: "Vector" },
      { date: "2025-02-04", amount: "72.10", payee: "Z Energy" },
      { date: "2025-02-04", amount: "-2400.00", payee: "Salary" },
      { date: "2025-02-05", amount: "38.45", payee: "New World" },
      { date: "2025-02-05", amount: "19.90", payee: "Mitre" },
    ],
  },
} satisfies UnseenFixture;
