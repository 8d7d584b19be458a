import type { UnseenFixture } from "./fixture";

// Class: dated opening and closing rows in Greek (accented, as the bank writes them) among signed amounts.
export default {
  name: "GR bank: Αρχικό υπόλοιπο / Τελικό υπόλοιπο as dated rows",
  file: [
    "Ημερομηνία;Περιγραφή;Ποσό",
    "01/04/2026;Αρχικό υπόλοιπο;2.300,00",
    "06/04/2026;ΑΓΟΡΑ ΣΚΛΑΒΕΝΙΤΗΣ;-84,20",
    "15/04/2026;ΜΙΣΘΟΔΟΣΙΑ;1.450,00",
    "30/04/2026;Τελικό υπόλοιπο;3.665,80",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-04-06", amount: "84.20" },
      { date: "2026-04-15", amount: "-1450.00" },
    ],
  },
} satisfies UnseenFixture;
