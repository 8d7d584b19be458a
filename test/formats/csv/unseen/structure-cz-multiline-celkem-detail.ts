import type { UnseenFixture } from "./fixture";

// Class: records spread over several lines: the detail lines of a payment abroad in the text column, one of them
// "Celkem: 59,00 EUR" (the total in the card's currency), a detail of the record, not a total line of the file.
// Modelled on a Czech bank's statement export.
export default {
  name: "CZ banka: multi-line records, 'Celkem: … EUR' in the details",
  file: [
    "Datum;Popis;Částka",
    "02.03.2026;Platba kartou;-1 489,50",
    ";Obchodník: RYANAIR DUBLIN;",
    ";Celkem: 59,00 EUR;",
    ";Kurz: 25,246;",
    "06.03.2026;Příchozí platba;42 000,00",
    ";Od: EXEMPLO s.r.o. mzda;",
    "11.03.2026;Platba kartou;-312,00",
    ";Obchodník: ALBERT PRAHA;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-02", amount: "1489.50" },
      { date: "2026-03-06", amount: "-42000.00" },
      { date: "2026-03-11", amount: "312.00" },
    ],
  },
} satisfies UnseenFixture;
