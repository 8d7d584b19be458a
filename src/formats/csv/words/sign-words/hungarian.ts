import type { SignWords } from "./index";

// Hungarian: the Kiadás/Bevétel and Terhelés/Jóváírás flags and the tranzakció típusok of Hungarian bank
// exports (OTP, K&H, Erste HU: "Vásárlás", "Készpénzfelvétel", "Munkabér", "Jóváírás").
export const hungarian: SignWords = {
  indicatorOut: ["kiadás", "terhelés"],
  indicatorIn: ["bevétel", "jóváírás"],
  out: ["vásárlás", "kártyás vásárlás", "készpénzfelvétel", "díj", "terhelés"],
  in: ["munkabér", "jóváírás", "befizetés", "készpénzbefizetés", "nyugdíj"],
  reversal: ["visszatérítés", "sztornó"],
  repayment: ["törlesztés*"],
  card: ["kártya", "kártyaszám", "hitelkártya"],
};
