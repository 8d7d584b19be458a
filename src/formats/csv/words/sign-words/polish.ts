import type { SignWords } from "./index";

// Polish: the Wn/Ma and Obciążenie/Uznanie flags and the opisy operacji of Polish bank exports (PKO BP,
// mBank, ING Śląski: "WYPŁATA Z BANKOMATU", "PŁATNOŚĆ KARTĄ", "WYNAGRODZENIE", "PRZELEW PRZYCHODZĄCY").
export const polish: SignWords = {
  indicatorOut: ["wn", "obciążenie", "wydatek"],
  indicatorIn: ["ma", "uznanie", "wpływ"],
  out: [
    "wypłata z bankomatu",
    "wypłata gotówki",
    "płatność kartą",
    "płatność*",
    "zakup*",
    "przelew wychodzący",
    "obciążenie",
    "opłata*",
    "prowizja",
    "zlecenie stałe",
  ],
  in: ["wynagrodzenie", "pensja", "przelew przychodzący", "uznanie", "wpłata*", "wpłata gotówkowa"],
  reversal: ["zwrot*", "anulowanie"],
  repayment: ["spłata*"],
  card: ["karta", "numer karty", "karta kredytowa"],
};
