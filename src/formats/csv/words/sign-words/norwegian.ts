import type { SignWords } from "./index";

// Norwegian: the Inn/Ut flags and the forklaringer of Norwegian bank exports (DNB, SpareBank 1, Nordea NO:
// "Varekjøp", "Minibank", "Avtalegiro", "Lønn", "Innskudd").
export const norwegian: SignWords = {
  indicatorOut: ["ut", "debet", "uttak"],
  indicatorIn: ["inn", "kredit", "innskudd"],
  out: ["varekjøp", "kjøp", "minibank", "kontantuttak", "uttak", "avtalegiro", "efaktura", "nettgiro", "gebyr", "betaling"],
  in: ["lønn", "innskudd", "innbetaling", "utbytte"],
  reversal: ["tilbakebetaling", "refusjon", "retur"],
  repayment: ["nedbetaling"],
  card: ["kort", "kortnummer", "kredittkort"],
};
