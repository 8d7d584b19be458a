import type { SignWords } from "./index";

// Hungarian: the Kiadás/Bevétel and Terhelés/Jóváírás flags and the tranzakció típusok of Hungarian bank
// exports (OTP, K&H, Erste HU: "Vásárlás", "Készpénzfelvétel", "Munkabér", "Jóváírás").
export const hungarian: SignWords = {
  // "T"/"J" (Terhelés/Jóváírás) and Tartozik/Követel as the statements print them after an amount ("32 180 T").
  indicatorOut: ["kiadás", "terhelés", "tartozik", "t"],
  indicatorIn: ["bevétel", "jóváírás", "követel", "j"],
  out: ["vásárlás", "kártyás vásárlás", "készpénzfelvétel", "díj", "terhelés"],
  in: ["munkabér", "jóváírás", "befizetés", "készpénzbefizetés", "nyugdíj"],
  reversal: ["visszatérítés", "sztornó"],
  repayment: ["törlesztés*"],
  card: ["kártya", "kártyaszám", "hitelkártya"],
};
