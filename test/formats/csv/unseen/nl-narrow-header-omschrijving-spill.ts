import type { UnseenFixture } from "./fixture";

// Class: a Dutch bank's export names six columns; the description of each booking spills into up to three
// unnamed fields after them (rows of 8 and 9 fields), and the header sits above them all the same.
export default {
  name: "NL bank: 6 named columns over rows of 8-9 fields (omschrijving spilled past them)",
  file: [
    "Rekening,Datum,Bedrag,Tegenrekening,Naam,Omschrijving",
    "NL91ABNA0417164300,20240304,-12.95,NL02RABO0123456789,Albert Heijn 1234,Betaalautomaat,AH Utrecht,pas 012",
    "NL91ABNA0417164300,20240306,-64.00,NL44INGB0001234567,Eneco,Termijn maart,Klantnr 44556,Contract 7",
    "NL91ABNA0417164300,20240311,-9.99,NL18ABNA0484869868,Spotify,Abonnement,Periode maart",
    "NL91ABNA0417164300,20240325,2650.00,NL63TRIO0212345678,ACME BV,Salaris maart,Personeelsnr 88",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-04", amount: "12.95", payee: "Albert Heijn" },
      { date: "2024-03-06", amount: "64.00", payee: "Eneco" },
      { date: "2024-03-11", amount: "9.99", payee: "Spotify" },
      { date: "2024-03-25", amount: "-2650.00", payee: "ACME" },
    ],
  },
} satisfies UnseenFixture;
