import type { SignWords } from "./index";

// Armenian: the Դ/Կ flags (դեբետ, կրեդիտ), ելք/մուտք (out, in), and the նկարագրություն of Armenian bank exports
// (Ameriabank, ACBA, Ardshinbank: "Կանխիկացում", "Փոխանցում", "Աշխատավարձ").
export const armenian: SignWords = {
  indicatorOut: ["դ", "դեբետ", "ելք"],
  indicatorIn: ["կ", "կրեդիտ", "մուտք"],
  out: ["կանխիկացում", "վճարում", "գնում", "միջնորդավճար"],
  in: ["աշխատավարձ", "մուտքագրում", "համալրում"],
  reversal: ["վերադարձ", "չեղարկում"],
  repayment: [],
  card: ["քարտ", "վարկային քարտ", "քարտի համար"],
};
