import type { UnseenFixture } from "./fixture";

// Class: records spread over several lines: a transaction's first line has its date and amount, the lines under it
// its details in the description column, one with a figure of its own ("Suma: 25,00 EUR", the card's amount in
// its currency) that is a detail, not a total. A page's footer (signatures, the bank's name) between two pages
// ends a record's details, and the header comes again. Modelled on a Romanian bank's card and account statement.
export default {
  name: "RO bank: multi-line records, 'Suma:' detail lines, a page footer and the header again",
  file: [
    "Data,Descriere,Debit,Credit",
    '05.02.2026,Plata card,"118,40",',
    ",Comerciant: BOOKING.COM AMSTERDAM,,",
    ',"Suma: 25,00 EUR",,',
    ",Curs: 4.9760,,",
    '07.02.2026,Incasare,,"4.300,00"',
    ",Ordonator: EXEMPLU SRL,,",
    ",Detalii: salariu ianuarie,,",
    "Director Sucursala,,,",
    ",,Sef Serviciu Operatiuni,",
    "Banca Exemplu S.A. - Sucursala Cluj,,,",
    "Data,Descriere,Debit,Credit",
    '12.02.2026,Plata card,"64,99",',
    ",Comerciant: NETFLIX.COM,,",
    ',"Suma: 12,99 EUR",,',
    '20.02.2026,Transfer,"750,00",',
    ",Beneficiar: POPESCU ANA,,",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-02-05", amount: "118.40" },
      { date: "2026-02-07", amount: "-4300.00" },
      { date: "2026-02-12", amount: "64.99" },
      { date: "2026-02-20", amount: "750.00" },
    ],
  },
} satisfies UnseenFixture;
