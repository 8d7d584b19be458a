import type { UnseenFixture } from "./fixture";

// Class: a card statement with the purchase's own currency and amount ("Valuta", "Utl. belopp") beside the
// amount billed in kronor ("Belopp"), purchases positive and the payment negative. Modelled on Swedish card
// issuers' (Eurocard, SEB Kort) statement export.
export default {
  name: "SE card: Datum, Bokfört, Specifikation, Ort, Valuta, Utl. belopp, Belopp",
  accountType: "credit",
  file: [
    "Datum;Bokfört;Specifikation;Ort;Valuta;Utl. belopp;Belopp",
    "2024-05-02;2024-05-03;ICA SUPERMARKET;STOCKHOLM;SEK;0,00;412,50",
    "2024-05-04;2024-05-06;HOTEL EXEMPEL;BERLIN;EUR;189,00;2 193,35",
    "2024-05-08;2024-05-09;AMAZON.COM;SEATTLE;USD;45,99;497,62",
    "2024-05-20;2024-05-20;INBETALNING BANKGIRO;;SEK;0,00;-5 000,00",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "412.50", payee: "ICA" },
      { date: "2024-05-04", amount: "2193.35", payee: "HOTEL" },
      { date: "2024-05-08", amount: "497.62", payee: "AMAZON" },
      { date: "2024-05-20", amount: "-5000.00", payee: "INBETALNING" },
    ],
  },
} satisfies UnseenFixture;
