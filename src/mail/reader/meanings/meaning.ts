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
   * Sentences whose words stand apart ("wird … abgebucht", "hast … erhalten"): regular expressions over the
   * lower-cased line by language, each carrying its own edges, and the words any of them may start with (they are
   * tried only where one of those words' first characters stands).
   */
  sentences?: { starts: readonly string[]; patterns: Readonly<Record<string, readonly string[]>> };
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

/** The phrases and sentences that may start with one character, tried where that character stands. */
interface Start {
  /** The phrases starting with it, as a trie, sticky; null when only sentences do. */
  phrases: RegExp | null;
  /** The words a sentence may start with here, each with its meaning: its sentences are tried where the word stands. */
  sentences: readonly { word: string; meaning: Meaning }[];
  /**
   * Whether what starts with this character may start inside a word: a character of a script without spaces, or one
   * that is no letter or digit ("'" of "we'll"). Else it is tried only where a word starts.
   */
  inWord: boolean;
}

/**
 * The meanings compiled for one pass over a line. Each character a phrase or a sentence may start with has its trie
 * of phrases and its sentences' first words: the line is walked once, and only where a word starts with such a
 * character is anything tried (a sentence where one of its first words stands, before the phrases: words that stand
 * apart say more than the first of them alone). A phrase is one meaning's only: the same words in two meanings would
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
  const starts = compileStarts(meanings, [...byPhrase.keys()]);
  const sentences = new Map(
    meanings.flatMap((m) => {
      const sources = Object.values(m.sentences?.patterns ?? {}).flat();
      return sources.length > 0 ? [[m, new RegExp(`(?:${sources.join("|")})${WORD_END}`, "uy")] as const] : [];
    }),
  );
  /** The sentence of a meaning that starts at `at`, if one does. */
  const sentenceAt = (lower: string, at: number, start: Start): { text: string; meaning: Meaning } | null => {
    for (const { word, meaning } of start.sentences) {
      const pattern = sentences.get(meaning);
      if (!pattern || !lower.startsWith(word, at)) continue;
      pattern.lastIndex = at;
      const m = pattern.exec(lower);
      if (m) return { text: m[0], meaning };
    }
    return null;
  };
  return {
    read(line: string): MeaningFound[] {
      const lower = line.toLowerCase();
      const found: MeaningFound[] = [];
      for (let i = 0; i < lower.length;) {
        const code = lower.charCodeAt(i);
        // A Latin letter inside a word, most of a line: passed over before anything is looked up.
        if (i > 0 && isAsciiWord(code) && isAsciiWord(lower.charCodeAt(i - 1))) {
          i++;
          continue;
        }
        const start = starts.get(code);
        // Only where a word starts (or a sentence may, inside one: "'ll"): most places of a line are tried not at all.
        if (!start || (!start.inWord && i > 0 && continuesWord(lower, i))) {
          i++;
          continue;
        }
        const sentence = start.sentences.length > 0 ? sentenceAt(lower, i, start) : null;
        if (sentence) {
          if (!sentence.meaning.unless?.test(sentence.text))
            found.push({ meaning: sentence.meaning.name, text: sentence.text, alertOnly: false });
          i += Math.max(1, sentence.text.length);
          continue;
        }
        const phrases = start.phrases;
        if (phrases) phrases.lastIndex = i;
        const m = phrases?.exec(lower);
        if (!m) {
          i++;
          continue;
        }
        const text = m[0];
        const phrase = key(text);
        const name = byPhrase.get(phrase);
        // A phrase of a character that may start inside a word ("'") still starts one of its own.
        if (name && (!start.inWord || i === 0 || !continuesWord(lower, i) || UNSPACED.test(text.charAt(0))))
          found.push({ meaning: name, text, alertOnly: alertOnly.has(phrase) });
        i += Math.max(1, text.length);
      }
      return found;
    },
  };
}

function compileStarts(meanings: readonly Meaning[], phrases: readonly string[]): Map<number, Start> {
  const byChar = new Map<number, { phrases: string[]; sentences: { word: string; meaning: Meaning }[] }>();
  const at = (code: number) => {
    let entry = byChar.get(code);
    if (!entry) byChar.set(code, (entry = { phrases: [], sentences: [] }));
    return entry;
  };
  for (const phrase of phrases) at(phrase.charCodeAt(0)).phrases.push(phrase);
  for (const meaning of meanings)
    for (const word of withApostrophes(meaning.sentences?.starts ?? [])) {
      const lower = word.toLowerCase();
      at(lower.charCodeAt(0)).sentences.push({ word: lower, meaning });
    }
  const starts = new Map<number, Start>();
  for (const [code, entry] of byChar) {
    const char = String.fromCharCode(code);
    starts.set(code, {
      phrases: entry.phrases.length > 0 ? new RegExp(`(?:${trieAlternatives(entry.phrases, String.raw`\s+`)})${WORD_END}`, "uy") : null,
      sentences: entry.sentences,
      inWord: UNSPACED.test(char) || !LETTER_OR_DIGIT.test(char),
    });
  }
  return starts;
}

/** An ASCII letter or digit. */
function isAsciiWord(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
}

/** Whether the character before `at` is of the same word: a letter or digit of a script with spaces. */
function continuesWord(text: string, at: number): boolean {
  const c = text.charCodeAt(at - 1);
  if (c < 0x80) return isAsciiWord(c);
  const before = text.charAt(at - 1);
  return LETTER_OR_DIGIT.test(before) && !UNSPACED.test(before);
}
