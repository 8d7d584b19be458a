import type { SignWords } from "./index";

// Latvian: the D/K (debets/kredīts) flags and the apraksti of Latvian bank exports (Swedbank, SEB, Citadele:
// "Pirkums", "Skaidras naudas izņemšana", "Alga", "Iemaksa").
export const latvian: SignWords = {
  indicatorOut: ["debets"],
  indicatorIn: ["kredīts", "kredits", "kredit"],
  out: ["pirkums", "skaidras naudas izņemšana", "komisija", "maksājums"],
  in: ["alga", "iemaksa", "ienākošais maksājums"],
  reversal: ["atmaksa"],
  repayment: [],
  card: ["karte", "kartes numurs", "kredītkarte"],
};
