import type { SignWords } from "./index";

// Romanian: the booking words of Romanian bank exports (BCR, BT, ING RO: "Retragere numerar", "Plată",
// "Încasare", "Salariu"); the Debit/Credit flags are the English words.
export const romanian: SignWords = {
  indicatorOut: [],
  indicatorIn: [],
  out: ["retragere*", "retragere numerar", "plată", "cumpărare", "comision", "comisioane"],
  in: ["salariu", "încasare", "depunere", "alimentare"],
  reversal: ["rambursare", "stornare", "anulare"],
  repayment: [],
  card: ["card de credit", "număr card"],
};
