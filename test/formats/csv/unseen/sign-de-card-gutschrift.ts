import type { UnseenFixture } from "./fixture";

// A German card statement: purchases positive, a refund ("Gutschrift") and the settlement negative, a card
// number column.
const fixture: UnseenFixture = {
  name: "German card statement: purchases positive, Gutschrift and Zahlung erhalten negative",
  file: [
    "Kartennummer;Buchungsdatum;Händler;Betrag EUR",
    "4930********1234;14.03.2024;AMAZON EU SARL;29,99",
    "4930********1234;15.03.2024;LIEFERANDO.DE;23,50",
    "4930********1234;18.03.2024;Gutschrift AMAZON EU SARL;-29,99",
    "4930********1234;20.03.2024;Zahlung erhalten, vielen Dank;-500,00",
    "4930********1234;21.03.2024;ARAL STATION 123;64,10",
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-14", amount: "29.99", payee: "AMAZON" },
      { date: "2024-03-15", amount: "23.50" },
      { date: "2024-03-18", amount: "-29.99", payee: "Gutschrift" },
      { date: "2024-03-20", amount: "-500.00" },
      { date: "2024-03-21", amount: "64.10" },
    ],
  },
};
export default fixture;
