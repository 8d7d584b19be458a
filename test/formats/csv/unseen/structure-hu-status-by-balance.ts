import type { UnseenFixture } from "./fixture";

// Class: a status column in words no table knows, told by the running balance: every booked row says "Teljesítve"
// and has its balance, a deleted transfer ("Törölve") and a card hold ("Függőben") have none. Modelled on a
// Hungarian bank's account history.
export default {
  name: "HU bank: status by the balance (Teljesítve / Törölve / Függőben)",
  file: [
    "Dátum;Közlemény;Összeg;Egyenleg;Állapot",
    "2025.02.03;SPAR Budapest 0412;-8 450;312 550;Teljesítve",
    "2025.02.04;Bérjóváírás Kft.;620 000;932 550;Teljesítve",
    "2025.02.05;Átutalás Kovács Anna;-50 000;;Törölve",
    "2025.02.06;MOL Töltőállomás;-21 300;911 250;Teljesítve",
    "2025.02.07;Wolt Budapest;-6 890;;Függőben",
  ].join("\n"),
  expect: {
    items: [
      { date: "2025-02-03", amount: "8450", payee: "SPAR" },
      { date: "2025-02-04", amount: "-620000", payee: "Bér" },
      { date: "2025-02-06", amount: "21300", payee: "MOL" },
    ],
    warns: /"Függőben" are ignored as not booked/,
  },
} satisfies UnseenFixture;
