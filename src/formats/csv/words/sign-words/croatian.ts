import type { SignWords } from "./index";

// Croatian, Serbian and Bosnian in Latin letters: the Duguje/Potražuje flags (debit and credit of the account) and
// the opisi of their bank exports (Zagrebačka, PBZ, Erste, Raiffeisen: "ISPLATA BANKOMAT", "UPLATA", "PLAĆA").
export const croatian: SignWords = {
  indicatorOut: ["duguje", "terećenje", "zaduženje"],
  indicatorIn: ["potražuje", "odobrenje"],
  out: ["isplata", "plaćanje", "kartično plaćanje", "podizanje gotovine", "trajni nalog", "naknada", "bankomat"],
  in: ["uplata", "=plaća", "priljev", "povrat poreza"],
  reversal: ["povrat", "storno"],
  repayment: [],
  card: ["kartica", "kreditna kartica", "broj kartice"],
};
