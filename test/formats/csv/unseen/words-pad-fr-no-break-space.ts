import type { UnseenFixture } from "./fixture";

// Class: cells padded with no-break spaces (U+00A0), as spreadsheet exports of French banks leave them: dates and
// amounts read as if unpadded, and the padding is no thousands separator.
export default {
  name: "FR export padded with no-break spaces",
  file: [
    "Date;Libellé;Montant;Solde",
    " 02/05/2024 ; CARTE MONOPRIX ; -23,40 ; 1 976,60 ",
    " 06/05/2024 ; VIR SALAIRE ; 2 100,00 ; 4 076,60 ",
    " 14/05/2024 ; PRLV FREE MOBILE ; -19,99 ; 4 056,61 ",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "23.40", payee: "MONOPRIX" },
      { date: "2024-05-06", amount: "-2100.00", payee: "SALAIRE" },
      { date: "2024-05-14", amount: "19.99", payee: "FREE" },
    ],
  },
} satisfies UnseenFixture;
