import type { UnseenFixture } from "./fixture";

// Class: Danish headers ("Dato", "Tekst", "Beløb", "Saldo", "Status"), signed amounts. Modelled on Danske Bank's
// account-movements export.
export default {
  name: "DK Danske Bank: Dato, Tekst, Beløb, Saldo, Status",
  file: [
    "Dato;Kategori;Underkategori;Tekst;Beløb;Saldo;Status;Afstemt",
    "02.05.2024;Dagligvarer;Supermarked;Netto Nørrebro;-156,25;4.843,75;Udført;Nej",
    "06.05.2024;Indkomst;Løn;Løn Eksempel A/S;24.500,00;29.343,75;Udført;Nej",
    "14.05.2024;Bolig;El;Ørsted Salg & Service;-645,00;28.698,75;Udført;Nej",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "156.25", payee: "Netto" },
      { date: "2024-05-06", amount: "-24500.00", payee: "Løn" },
      { date: "2024-05-14", amount: "645.00", payee: "Ørsted" },
    ],
  },
} satisfies UnseenFixture;
