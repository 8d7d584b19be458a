import type { SignWords } from "./index";

// Estonian: the D/K (deebet/kreedit) flags and the selgitused of Estonian bank exports (Swedbank, SEB, LHV:
// "Kaardimakse", "Sularaha väljavõtt", "Palk", "Sissemakse").
export const estonian: SignWords = {
  indicatorOut: ["deebet"],
  indicatorIn: ["k", "kreedit"],
  out: ["kaardimakse", "sularaha väljavõtt", "väljamakse", "teenustasu"],
  in: ["palk", "sissemakse", "laekumine"],
  reversal: ["tagastus"],
  repayment: [],
  card: ["kaart", "kaardi number", "krediitkaart"],
};
