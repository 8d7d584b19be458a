import type { UnseenFixture } from "./fixture";

// Class: year-first dates with slashes ("2024/05/02"), pending card payments whose date cell reads
// "Reserveret" (no booking date yet), Afsender/Modtager beside Navn. Modelled on Nordea's (Denmark) netbank export.
export default {
  name: "DK Nordea: yyyy/mm/dd, Reserveret rows, Beløb, Saldo",
  file: [
    "Bogføringsdato;Beløb;Afsender;Modtager;Navn;Beskrivelse;Saldo;Valuta;Afstemt",
    "Reserveret;-89,95;;;;Netto Frederiksberg;;DKK;",
    "2024/05/06;-249,00;1234567890;;;Dankort-nota Føtex Vesterbro;12.834,55;DKK;",
    "2024/05/03;-4.500,00;1234567890;9876543210;Udlejer ApS;Husleje maj;13.083,55;DKK;",
    "2024/05/01;18.250,00;;1234567890;Eksempel A/S;Løn april;17.583,55;DKK;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-06", amount: "249.00", payee: "Føtex" },
      { date: "2024-05-03", amount: "4500.00", payee: "Husleje" },
      { date: "2024-05-01", amount: "-18250.00", payee: "Løn" },
    ],
  },
} satisfies UnseenFixture;
