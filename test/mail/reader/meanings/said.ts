// What a line means, as the alert reader takes it: the best-ranked meaning said in it (null when none is).
import { MONEY_WORDS, RANK, type MeaningName } from "../../../../src/mail/reader/meanings";

export function meaningOf(line: string): MeaningName | null {
  let best: MeaningName | null = null;
  for (const { meaning } of MONEY_WORDS.read(line))
    if (best === null || (RANK.get(meaning) ?? Infinity) < (RANK.get(best) ?? Infinity)) best = meaning;
  return best;
}
