import type { UnseenFixture } from "./fixture";

// Class: a Danish account export writing each amount's direction after it ("415,05 Hævet", "16.319,35 Indsat").
export default {
  name: "DK bank: Beløb cells carry Hævet/Indsat after the number",
  file: [
    "Dato;Tekst;Beløb",
    "03.07.2025;Betalingsservice Ørsted;415,05 Hævet",
    "14.07.2025;Netto Vesterbro;42,18 Hævet",
    "17.07.2025;Overførsel fra Lars Nielsen;16.319,35 Indsat",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-07-03", amount: "415.05" },
      { date: "2025-07-14", amount: "42.18" },
      { date: "2025-07-17", amount: "-16319.35" },
    ],
  },
} satisfies UnseenFixture;
