import type { UnseenFixture } from "./fixture";

// Class: Greek headers, debit and credit columns ("Χρέωση" / "Πίστωση"), abbreviated dates ("Ημ/νία Συναλλαγής",
// "Ημ/νία Αξίας") and the balance ("Υπόλοιπο"). Modelled on Piraeus Bank's account-movements export.
export default {
  name: "GR Piraeus: Ημ/νία Συναλλαγής / Ημ/νία Αξίας, Χρέωση / Πίστωση, Υπόλοιπο",
  file: [
    "Ημ/νία Συναλλαγής;Ημ/νία Αξίας;Περιγραφή;Χρέωση;Πίστωση;Υπόλοιπο",
    "02/05/2024;03/05/2024;ΑΓΟΡΑ ΣΚΛΑΒΕΝΙΤΗΣ;54,30;;1.245,70",
    "05/05/2024;05/05/2024;ΜΙΣΘΟΔΟΣΙΑ ΑΠΡΙΛΙΟΥ;;1.480,00;2.725,70",
    "12/05/2024;13/05/2024;ΔΕΗ ΛΟΓΑΡΙΑΣΜΟΣ;96,18;;2.629,52",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "54.30", payee: "ΣΚΛΑΒΕΝΙΤΗΣ" },
      { date: "2024-05-05", amount: "-1480.00", payee: "ΜΙΣΘΟΔΟΣΙΑ" },
      { date: "2024-05-12", amount: "96.18", payee: "ΔΕΗ" },
    ],
  },
} satisfies UnseenFixture;
