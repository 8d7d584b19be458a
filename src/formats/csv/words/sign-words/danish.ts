import type { SignWords } from "./index";

// Danish: the Ud/Ind flags and the posteringstekster of Danish bank exports (Danske Bank, Nordea DK,
// Jyske Bank: "Dankort", "Hævning", "Betalingsservice", "Løn", "Indbetaling").
export const danish: SignWords = {
  indicatorOut: ["ud", "debet", "hævning", "hævet"],
  indicatorIn: ["ind", "kredit", "indbetaling", "indsat"],
  out: ["hævning", "dankort", "betalingsservice", "kortkøb", "køb", "gebyr"],
  in: ["=løn", "indbetaling", "indsættelse"],
  reversal: ["tilbagebetaling", "refusion", "retur"],
  repayment: ["afdrag"],
  card: ["kort", "kortnummer", "kreditkort"],
};
