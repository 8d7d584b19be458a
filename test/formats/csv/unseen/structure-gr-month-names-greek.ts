import type { UnseenFixture } from "./fixture";

// Class: dates with abbreviated Greek month names ("05 Ιαν 2026"). Modelled on a Greek bank's card export.
export default {
  name: "GR τράπεζα: '05 Ιαν 2026' dates",
  file: [
    "Ημερομηνία;Περιγραφή;Ποσό",
    "05 Ιαν 2026;ΣΚΛΑΒΕΝΙΤΗΣ ΑΘΗΝΑ;-54,20",
    "09 Ιαν 2026;ΜΙΣΘΟΔΟΣΙΑ ΠΑΡΑΔΕΙΓΜΑ ΑΕ;1.450,00",
    "03 Φεβ 2026;ΔΕΗ ΛΟΓΑΡΙΑΣΜΟΣ;-87,15",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-01-05", amount: "54.20", payee: "ΣΚΛΑΒΕΝΙΤΗΣ" },
      { date: "2026-01-09", amount: "-1450.00", payee: "ΜΙΣΘΟΔΟΣΙΑ" },
      { date: "2026-02-03", amount: "87.15", payee: "ΔΕΗ" },
    ],
  },
} satisfies UnseenFixture;
