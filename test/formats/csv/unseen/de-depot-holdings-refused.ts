import type { UnseenFixture } from "./fixture";

// Class: must yield nothing: a securities account's holdings list (positions, no dates of bookings).
export default {
  name: "DE broker: Depotbestand (Wertpapier, ISIN, Stück, Kurs, Kurswert) with a preamble",
  file: [
    "Depotnummer;123456789",
    "Stand;",
    "",
    "Wertpapier;ISIN;Stück;Kurs in EUR;Kurswert in EUR",
    "iShares Core MSCI World;IE00B4L5Y983;42;92,14;3.869,88",
    "Vanguard FTSE All-World;IE00BK5BQT80;15;118,30;1.774,50",
    "Xtrackers MSCI EM;IE00BTJRMP35;30;51,02;1.530,60",
  ].join("\n"),
  expect: { refused: /no date column/i },
} satisfies UnseenFixture;
