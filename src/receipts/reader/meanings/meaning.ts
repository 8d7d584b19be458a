// What words say happened to money, organised by meaning (money in, a charge to come, a payment made…), each
// meaning one module with its languages inside, and all of them read in one pass over a line: the meanings are
// compiled together into one pattern (a trie of every phrase, and the few sentences whose words stand apart), and
// each match says which meaning it is. A bank that is in no table says it in these words too.
import { trieAlternatives } from "../receipt/text/phrases";

/** What a meaning says happened. */
export type MeaningName =
  | "declined"
  | "reversed"
  | "authorisation"
  | "pending"
  | "money-ahead"
  | "statement"
  | "paid-to-card"
  | "refund"
  | "withdrawal"
  | "received"
  | "paying"
  | "transfer-out";

export interface Meaning {
  name: MeaningName;
  /**
   * Phrases by language (ISO 639-1), in lower case, matched as whole words; any run of spaces matches a space.
   * Chinese, Japanese, Korean and Thai phrases stand in running text and need no space around them.
   */
  words: Readonly<Record<string, readonly string[]>>;
  /**
   * Sentences whose words stand apart ("wird … abgebucht", "hast … erhalten"), by language: regular expressions
   * over the lower-cased line, each starting at a word (it carries its own edges).
   */
  sentences?: Readonly<Record<string, readonly string[]>>;
  /** Words that, inside a sentence's match, say the opposite ("wurde" in "wird nicht, wurde abgebucht"): no match then. */
  unless?: RegExp;
  /**
   * Phrases of `words` that a merchant's own mail says in another sense (a hotel's "Deposit", an invoice's "Payment
   * received"): they mean this in a bank's alert only (MeaningFound.alertOnly).
   */
  alertOnly?: readonly string[];
}

export interface MeaningFound {
  meaning: MeaningName;
  /** As matched, in lower case. */
  text: string;
  /** The phrase means this only in a bank's alert (Meaning.alertOnly). */
  alertOnly: boolean;
}

/** Scripts written without spaces between words (or, for Korean, with particles glued to them). */
const UNSPACED_CLASS = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]`;
const UNSPACED = new RegExp(UNSPACED_CLASS, "u");
/** After a phrase: no letter (a word of a spaced script goes on), unless the phrase ends in an unspaced script. */
const WORD_END = String.raw`(?:(?<=${UNSPACED_CLASS})|(?!(?!${UNSPACED_CLASS})\p{L}))`;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export interface MeaningReader {
  /** Every meaning said in a line, in the order said (the longest phrase at each place). */
  read(line: string): MeaningFound[];
}

/** Phrases as typed and with a typographic apostrophe, as mail templates print them. */
const withApostrophes = (phrases: readonly string[]) => phrases.flatMap((p) => (p.includes("'") ? [p, p.replaceAll("'", "\u2019")] : [p]));
const key = (text: string) => text.replace(/\s+/gu, " ");

/**
 * The meanings compiled into one pattern. A phrase is one meaning's only: the same words in two meanings would
 * make the reading depend on the order of the lists, so compiling them refuses it.
 */
export function meaningReader(meanings: readonly Meaning[]): MeaningReader {
  const byPhrase = new Map<string, MeaningName>();
  const alertOnly = new Set(meanings.flatMap((m) => withApostrophes(m.alertOnly ?? []).map((p) => key(p.toLowerCase().trim()))));
  for (const meaning of meanings)
    for (const phrase of withApostrophes(Object.values(meaning.words).flat())) {
      const lower = key(phrase.toLowerCase().trim());
      const known = byPhrase.get(lower);
      if (known !== undefined && known !== meaning.name) throw new Error(`"${lower}" is said by both ${known} and ${meaning.name}`);
      byPhrase.set(lower, meaning.name);
    }
  const sentences = meanings.flatMap((m) =>
    Object.values(m.sentences ?? {})
      .flat()
      .map((source) => ({ source, meaning: m })),
  );
  // Sentences first: at one place, words that stand apart say more than the first of them alone.
  const alternatives = [
    ...sentences.map((s, i) => `(?<s${i}>${s.source})`),
    `(?:${trieAlternatives([...byPhrase.keys()], String.raw`\s+`)})`,
  ];
  const pattern = new RegExp(`(?:${alternatives.join("|")})${WORD_END}`, "gu");
  return {
    read(line: string): MeaningFound[] {
      const lower = line.toLowerCase();
      const found: MeaningFound[] = [];
      pattern.lastIndex = 0;
      for (let m = pattern.exec(lower); m !== null; m = pattern.exec(lower)) {
        const text = m[0];
        // A sentence carries its own edges ("we'll collect" starts inside a word); a phrase starts a word.
        const sentence = sentences.findIndex((_, i) => m?.groups?.[`s${i}`] !== undefined);
        const meaning = sentence >= 0 ? sentences[sentence]?.meaning : undefined;
        if (meaning) {
          if (!meaning.unless?.test(text)) found.push({ meaning: meaning.name, text, alertOnly: false });
          continue;
        }
        if (!startsAt(lower, m.index, text)) {
          pattern.lastIndex = m.index + 1;
          continue;
        }
        const phrase = key(text);
        const name = byPhrase.get(phrase);
        if (name) found.push({ meaning: name, text, alertOnly: alertOnly.has(phrase) });
      }
      return found;
    },
  };
}

/** A phrase starts a word: nothing of a word before it, unless either side is of a script without spaces. */
function startsAt(text: string, at: number, phrase: string): boolean {
  if (at === 0 || UNSPACED.test(phrase.charAt(0))) return true;
  const before = text.charAt(at - 1);
  return !LETTER_OR_DIGIT.test(before) || UNSPACED.test(before);
}
