import type { UnseenFixture } from "./fixture";

// Class: amounts written with their currency and a direction word in the cell ("EUR 2.500,00 Avere", "EUR 12,50
// Dare"): the word, longer than a two-letter mark, says the direction. Modelled on an Italian bank's export.
export default {
  name: "IT banca: 'EUR 12,50 Dare' / 'EUR 2.500,00 Avere' in one cell",
  file: [
    "Data;Descrizione;Importo",
    "13/05/2026;PAGAMENTO POS ESSELUNGA;EUR 12,50 Dare",
    "14/05/2026;BONIFICO STIPENDIO;EUR 2.500,00 Avere",
    "16/05/2026;ADDEBITO AFFITTO;EUR 900,00 Dare",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-05-13", amount: "12.50", payee: "ESSELUNGA" },
      { date: "2026-05-14", amount: "-2500.00", payee: "STIPENDIO" },
      { date: "2026-05-16", amount: "900.00", payee: "AFFITTO" },
    ],
  },
} satisfies UnseenFixture;
