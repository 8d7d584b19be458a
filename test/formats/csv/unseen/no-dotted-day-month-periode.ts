import type { UnseenFixture } from "./fixture";

// Class: a Norwegian bank's account statement writes "15.03." (day and month, no year) under a preamble
// that states the period: the year is the period's.
export default {
  name: "NO bank kontoutskrift: '15.03.' dates, year from 'Periode: 01.03.2024 - 31.03.2024'",
  file: [
    "Kontoutskrift",
    "Kontonummer;1503.12.34567",
    "Periode: 01.03.2024 - 31.03.2024",
    "",
    "Dato;Forklaring;Ut av konto;Inn på konto",
    "01.03.;REMA 1000 GRUNERLOKKA;234,50;",
    "05.03.;Lønn ACME AS;;32.000,00",
    "15.03.;Vipps *Ola Nordmann;150,00;",
    "28.03.;Husleie;12.500,00;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-03-01", amount: "234.50", payee: "REMA" },
      { date: "2024-03-05", amount: "-32000.00", payee: "Lønn" },
      { date: "2024-03-15", amount: "150.00", payee: "Vipps" },
      { date: "2024-03-28", amount: "12500.00", payee: "Husleie" },
    ],
    warns: /without their year \("01\.03\."\).*statement period.*so in 2024/,
  },
} satisfies UnseenFixture;
