import type { UnseenFixture } from "./fixture";

// Class: multi-line quoted memos: the bank writes its "Mededelingen" with line breaks inside quotes.
export default {
  name: "NL bank (ING-style): comma-delimited, quoted Mededelingen over several lines, Af/Bij column",
  file: [
    '"Datum","Naam / Omschrijving","Rekening","Tegenrekening","Code","Af Bij","Bedrag (EUR)","Mutatiesoort","Mededelingen"',
    '"20240702","Albert Heijn 1403","NL20INGB0001234567","","BA","Af","23,45","Betaalautomaat","Pasvolgnr: 004\nTransactie: 13:02\nTerm: 9L2G1"',
    '"20240715","Werkgever BV","NL20INGB0001234567","NL91ABNA0417164300","GT","Bij","2450,00","Overschrijving","Naam: Werkgever BV\nOmschrijving: Salaris juli\nIBAN: NL91ABNA0417164300"',
    '"20240720","Eneco","NL20INGB0001234567","NL44RABO0123456789","IC","Af","120,00","Incasso","Kenmerk: 123\nMachtiging: ENE-1"',
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-07-02", amount: "23.45", payee: "Albert Heijn" },
      { date: "2024-07-15", amount: "-2450.00", payee: "Werkgever" },
      { date: "2024-07-20", amount: "120.00", payee: "Eneco" },
    ],
  },
} satisfies UnseenFixture;
