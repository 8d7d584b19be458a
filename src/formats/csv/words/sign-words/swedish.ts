import type { SignWords } from "./index";

// Swedish: the In/Ut flags and the transaktionstexter of Swedish bank exports (Swedbank, SEB, Handelsbanken:
// "Kortköp", "Uttag", "Autogiro", "Lön", "Insättning").
export const swedish: SignWords = {
  indicatorOut: ["ut", "debet", "uttag"],
  indicatorIn: ["in", "kredit", "insättning", "insatt"],
  out: ["kortköp", "uttag", "bankomat", "autogiro", "betalning", "avgift"],
  in: ["=lön", "insättning"],
  reversal: ["återbetalning", "retur"],
  repayment: ["amortering"],
  card: ["kort", "kortnummer", "kreditkort"],
};
