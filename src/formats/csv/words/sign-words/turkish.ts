import type { SignWords } from "./index";

// Turkish: the Borç/Alacak flags and the açıklamalar of Turkish bank exports (İş Bankası, Garanti, Akbank:
// "PARA ÇEKME", "HARCAMA", "GELEN EFT", "MAAŞ").
export const turkish: SignWords = {
  indicatorOut: ["borç"],
  indicatorIn: ["alacak"],
  // "B"/"A" as the statements print them after a balance or an amount ("1.250,00 B"); "a" alone is Italian's Avere too.
  markOut: ["b"],
  markIn: ["a"],
  out: ["para çekme", "nakit çekim", "harcama", "ödeme", "giden havale", "giden eft", "giden fast", "masraf", "komisyon"],
  in: ["=maaş", "para yatırma", "nakit yatırma", "gelen havale", "gelen eft", "gelen fast"],
  reversal: ["iade", "iptal"],
  repayment: ["kart borcu"],
  card: ["kart", "kart numarası", "kredi kartı"],
};
