import type { UnseenFixture } from "./fixture";

// Class: Lithuanian debit and credit columns ("Debetas" / "Kreditas"), the counterparty under "Gavėjas/Mokėtojas",
// the balance ("Likutis"). Modelled on SEB Lithuania's account-statement export.
export default {
  name: "LT SEB: Debetas / Kreditas, Gavėjas/Mokėtojas, Likutis",
  file: [
    "Data;Gavėjas/Mokėtojas;Paaiškinimai;Debetas;Kreditas;Likutis",
    "2024-05-02;MAXIMA LT;Pirkinys kortele;24,60;;975,40",
    "2024-05-06;UAB DARBDAVYS;Darbo užmokestis;;1 850,00;2 825,40",
    "2024-05-14;ESO;Elektros sąskaita;37,15;;2 788,25",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "24.60", payee: "MAXIMA" },
      { date: "2024-05-06", amount: "-1850.00", payee: "DARBDAVYS" },
      { date: "2024-05-14", amount: "37.15", payee: "ESO" },
    ],
  },
} satisfies UnseenFixture;
