import type { SignWords } from "./index";

// Czech and Slovak: the Výdaj/Příjem flags and the typy transakcí of Czech and Slovak bank exports (ČSOB, Fio,
// Česká spořitelna, Tatra banka: "Výběr z bankomatu", "Platba kartou", "Mzda", "Příchozí platba").
export const czech: SignWords = {
  indicatorOut: ["výdaj", "odchozí", "debet"],
  indicatorIn: ["příjem", "příchozí", "kredit"],
  out: [
    "výběr*",
    "výběr z bankomatu",
    "platba kartou",
    "trvalý příkaz",
    "inkaso",
    "poplatek",
    "odchozí platba",
    "odchozí úhrada",
    "odchozia platba",
  ],
  in: ["mzda", "příchozí platba", "příchozí úhrada", "prichadzajuca platba", "vklad*", "důchod"],
  reversal: ["vrácení", "storno"],
  repayment: ["splátka*"],
  card: ["karta", "číslo karty", "kreditní karta"],
};
