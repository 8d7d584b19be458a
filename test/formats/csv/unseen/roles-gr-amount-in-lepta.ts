import type { UnseenFixture } from "./fixture";

// Class: "Ποσό (λεπτά)": whole numbers in euro cents, named in Greek.
export default {
  name: "GR app: Ποσό (λεπτά), whole numbers in cents",
  file: ["Ημερομηνία;Περιγραφή;Ποσό (λεπτά)", "06/04/2026;ΣΚΛΑΒΕΝΙΤΗΣ;-8420", "15/04/2026;ΜΙΣΘΟΔΟΣΙΑ;145000"].join("\n"),
  expect: {
    items: [
      { date: "2026-04-06", amount: "84.20" },
      { date: "2026-04-15", amount: "-1450.00" },
    ],
  },
} satisfies UnseenFixture;
