// What a row's words say about its direction ("ATM WITHDRAWAL" is money out, "Gehalt" money in, "退款" a
// refund), and whether a header or a line above the table names a card, in every language of sign-words/.
// Spaced scripts match whole words ("pos" is not "possible"); Chinese, Japanese, Korean and Thai, written
// without spaces between words, match anywhere in the text ("转账支出" holds "支出").
import { LANGUAGES } from "./sign-words";
import { addTo } from "../../../lists";

export type Direction = "out" | "in";

export interface DirectionOfText {
  direction: Direction;
  /** The table's word that decided, as spelt there ("Gehalt*" is shown "Gehalt"). */
  word: string;
  /** The word undoes a booking (a refund, a reversal): money in that only a payment made before explains. */
  undoes?: true;
}

type Kind = Direction | "reversal" | "repayment" | "card";

interface Phrase {
  kind: Kind;
  word: string;
  /** Folded words (spaced scripts) or folded text (unspaced); the last word of a "…*" phrase is a prefix. */
  tokens: Words;
  prefix: boolean;
  /** "=…" phrases: the words as spelt (accents kept), which the text's own words must equal. */
  spelt?: Words;
  /** How specific the phrase is: its folded length ("paiement recu" over "paiement*"). */
  length: number;
}

/** Words split at spaces: a split gives one at least (the text itself when it has no space). */
type Words = readonly [string, ...string[]];

function words(all: readonly string[]): Words {
  const [first = "", ...rest] = all;
  return [first, ...rest];
}

/** Letters NFKD keeps whole, folded like their accented neighbours ("Łódź", "Søren", "Straße", "YATIRMA"). */
const LETTERS: Readonly<Record<string, string>> = { ł: "l", ø: "o", đ: "d", æ: "ae", œ: "oe", ß: "ss", ı: "i", ς: "σ" };
/** Scripts written without spaces between words: their phrases match inside longer text. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
/** Leading characters of a one-word prefix that key its lookup ("оплат*" under "опл"). */
const PREFIX_KEY = 3;

/**
 * Text as the tables are compared with it: compatibility forms (half-width ｷﾕｳﾖ, full-width ＡＴＭ) made
 * plain, accents off, lowercase, and every run of punctuation one space ("PAYMENT - THANK YOU").
 */
export function foldWords(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[łøđæœßıς]/g, (c) => LETTERS[c] ?? c)
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, " ")
    .trim();
}

/** The same words with their accents kept (one word for each word of foldWords). */
function speltWords(s: string): string[] {
  return s
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, " ")
    .trim()
    .split(" ");
}

/** The phrases of every language, looked up by their first word (spaced) or first character (unspaced). */
class PhraseIndex {
  private readonly byWord = new Map<string, Phrase[]>();
  private readonly byPrefix = new Map<string, Phrase[]>();
  private readonly byChar = new Map<string, Phrase[]>();

  add(kind: Kind, word: string): void {
    const prefix = word.endsWith("*");
    const exact = word.startsWith("=");
    const bare = word.slice(exact ? 1 : 0, prefix ? -1 : undefined);
    const folded = foldWords(bare);
    if (folded === "") return;
    if (UNSPACED.test(folded)) {
      const p: Phrase = { kind, word, tokens: [folded], prefix: false, length: folded.length };
      addTo(this.byChar, folded.charAt(0), p);
      return;
    }
    const tokens = words(folded.split(" "));
    const p: Phrase = { kind, word, tokens, prefix, length: folded.length, ...(exact ? { spelt: words(speltWords(bare)) } : {}) };
    if (prefix && tokens.length === 1) addTo(this.byPrefix, tokens[0].slice(0, PREFIX_KEY), p);
    else addTo(this.byWord, tokens[0], p);
  }

  /** Every phrase found in a text, with where: word positions in spaced text, character positions in unspaced. */
  find(text: string): Match[] {
    const found: Match[] = [];
    const folded = foldWords(text);
    const tokens = folded.split(" ");
    let spelt: string[] | undefined;
    const asSpelt = (i: number, phrase: Words) => phrase.every((w, k) => (spelt ??= speltWords(text))[i + k] === w);
    const word = (p: Phrase, i: number) => found.push({ phrase: p, unspaced: false, at: i, end: i + p.tokens.length });
    tokens.forEach((t, i) => {
      for (const p of this.byWord.get(t) ?? []) if (wordsAt(tokens, i, p) && (!p.spelt || asSpelt(i, p.spelt))) word(p, i);
      for (const p of this.byPrefix.get(t.slice(0, PREFIX_KEY)) ?? []) {
        // No word of the text at i as spelt (a word of marks only, which folding drops) is no match.
        if (t.startsWith(p.tokens[0]) && (!p.spelt || (spelt ??= speltWords(text))[i]?.startsWith(p.spelt[0]) === true)) word(p, i);
      }
    });
    if (this.byChar.size > 0) {
      for (let i = 0; i < folded.length; i++) {
        const list = this.byChar.get(folded.charAt(i));
        if (!list) continue;
        for (const p of list) if (folded.startsWith(p.tokens[0], i)) found.push({ phrase: p, unspaced: true, at: i, end: i + p.length });
      }
    }
    return found;
  }
}

interface Match {
  phrase: Phrase;
  unspaced: boolean;
  at: number;
  end: number;
}

/** Whether a phrase's words follow in `tokens` from `i` (its last word as a prefix when it ends in "*"). */
function wordsAt(tokens: readonly string[], i: number, p: Phrase): boolean {
  const n = p.tokens.length;
  if (i + n > tokens.length) return false;
  for (let k = 0; k < n - 1; k++) if (tokens[i + k] !== p.tokens[k]) return false;
  // Both are there: the phrase has a word at least, and the text has n words from i.
  const last = tokens[i + n - 1];
  const lastWord = p.tokens[n - 1];
  if (last === undefined || lastWord === undefined) return false;
  return p.prefix ? last.startsWith(lastWord) : last === lastWord;
}

const DIRECTIONS = new PhraseIndex();
const CARDS = new PhraseIndex();
for (const l of LANGUAGES) {
  for (const w of l.out) DIRECTIONS.add("out", w);
  for (const w of l.in) DIRECTIONS.add("in", w);
  for (const w of l.reversal) DIRECTIONS.add("reversal", w);
  for (const w of l.repayment) DIRECTIONS.add("repayment", w);
  for (const w of l.card) CARDS.add("card", w);
}

const shown = (p: Phrase): string => p.word.replace(/^=|\*$/g, "");

/**
 * The direction a row's text gives it. A refund or reversal is money in whatever else the text says ("REFUND
 * POS PURCHASE"); a repayment ("还款") goes the way `repayment` says, and says nothing without it (money in on
 * the card's statement, out of the account that pays the card); a phrase inside a longer one found at the same
 * place says nothing of its own ("paiement" in "paiement reçu", "결제" in "결제대금"); a text whose words say both
 * directions ("Gutschrift aus Dauerauftrag", "ATM deposit") says nothing.
 */
export function directionOf(text: string, repayment?: Direction): DirectionOfText | null {
  const found = DIRECTIONS.find(text);
  const reversal = found.find((m) => m.phrase.kind === "reversal");
  if (reversal) return { direction: "in", word: shown(reversal.phrase), undoes: true };
  const inside = (m: Match, o: Match) =>
    o !== m && o.unspaced === m.unspaced && o.at <= m.at && m.end <= o.end && o.phrase.length > m.phrase.length;
  const says = (m: Match): Direction | undefined => (m.phrase.kind === "repayment" ? repayment : (m.phrase.kind as Direction));
  const kept = found.filter((m) => !found.some((o) => inside(m, o)) && says(m) !== undefined);
  const first = kept[0];
  const direction = first && says(first);
  if (!first || !direction || kept.some((m) => says(m) !== direction)) return null;
  const best = kept.reduce((a, b) => (b.phrase.length > a.phrase.length ? b : a));
  return { direction, word: shown(best.phrase) };
}

/** The card word a header, a line above the table or a file name holds ("Kartennummer", "信用卡"), or null. */
export function cardWordIn(text: string): string | null {
  const m = CARDS.find(text)[0];
  return m ? shown(m.phrase) : null;
}
