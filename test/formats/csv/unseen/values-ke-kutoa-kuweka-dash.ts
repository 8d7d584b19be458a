import type { UnseenFixture } from "./fixture";

// Class: money columns typed by their values where the header's words name none, the empty side a dash. A Kenyan
// bank's statement in Swahili (Tarehe, Maelezo, Kutoa, Kuweka, Salio) writes "-" where a row moved no money.
export default {
  name: "KE bank in Swahili: Kutoa / Kuweka with a dash on the empty side, Salio after",
  file: [
    "Tarehe;Maelezo;Kutoa;Kuweka;Salio",
    "03/02/2025;Malipo ya umeme KPLC;2,150.00;-;17,850.00",
    "07/02/2025;Mshahara Februari;-;45,000.00;62,850.00",
    "12/02/2025;Duka la Naivas;3,420.50;-;59,429.50",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-02-03", amount: "2150.00", payee: "KPLC" },
      { date: "2025-02-07", amount: "-45000.00", payee: "Mshahara" },
      { date: "2025-02-12", amount: "3420.50", payee: "Naivas" },
    ],
  },
} satisfies UnseenFixture;
