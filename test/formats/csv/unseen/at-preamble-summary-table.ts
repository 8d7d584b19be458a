import type { UnseenFixture } from "./fixture";

// Class: long preamble with a small second table (period, account, balances: dates and amounts of its own)
// of the same width as the transaction table.
export default {
  name: "AT bank export: a summary table (Zeitraum, Konto, Anfangs-/Endsaldo) before the bookings",
  file: [
    '"Kontoauszug";"";"";"";""',
    '"";"";"";"";""',
    '"Zeitraum von";"Zeitraum bis";"Kontonummer";"Anfangssaldo";"Endsaldo"',
    '"01.04.2024";"30.04.2024";"AT611904300234573201";"2.450,00";"2.011,35"',
    '"";"";"";"";""',
    '"Buchungsdatum";"Valutadatum";"Buchungstext";"Betrag";"Währung"',
    '"02.04.2024";"02.04.2024";"BILLA DANKT 1234";"-38,65";"EUR"',
    '"15.04.2024";"15.04.2024";"A1 Telekom Austria";"-25,00";"EUR"',
    '"29.04.2024";"30.04.2024";"Magistrat Wien Rückerstattung";"124,00";"EUR"',
    '"30.04.2024";"30.04.2024";"Hausverwaltung Miete";"-500,00";"EUR"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-02", amount: "38.65", payee: "BILLA" },
      { date: "2024-04-15", amount: "25.00", payee: "A1 Telekom" },
      { date: "2024-04-29", amount: "-124.00", payee: "Magistrat" },
      { date: "2024-04-30", amount: "500.00", payee: "Hausverwaltung" },
    ],
  },
} satisfies UnseenFixture;
