// How well a text decoded in one encoding reads as its family's writing, word by word: a right reading makes
// words of one script with the letters of its languages; a wrong one makes mojibake ("Ïåðåâîä" for "Перевод",
// "пЕРЕВОД" in the wrong Cyrillic page, "“ú•t" for 日付), symbols inside words, or characters no text holds.
import { classOf } from "./chars";
import type { Family } from "./families";
import type { LegacyEncoding } from "../../words/encoding-names";

export interface ReadingStats {
  /** Bytes (beyond ASCII) of the words that read as the family's, each weighted by 1 + its letter's fit. */
  good: number;
  /** Bytes of words that do not, of symbols inside words, and twice those of characters no text holds. */
  garbled: number;
  /** Words with a character beyond ASCII, and how many of them read as words. */
  words: number;
  readable: number;
  /** Letters of readable words that fit their languages well (fit > 0) and badly (fit < 0). */
  common: number;
  rare: number;
}

/** A text decoded in one encoding (validly: a decoder with `fatal` did not throw), as its family's writing. */
export interface Reading {
  encoding: LegacyEncoding;
  family: Family;
  text: string;
  stats: ReadingStats;
  /** The stats' score, and the header cells that name a column in this reading (weighed where in contention). */
  score: number;
  named: string[];
}

/** What a lower-case letter of a reading without one capital letter counts less. */
const CAPLESS = 0.15;

/** What the reading scores: good bytes less garbled ones. */
export const scoreOf = (s: ReadingStats): number => s.good - s.garbled;

const isAsciiLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);

/** Each family's fit of each character, remembered: a reading has few distinct characters and many occurrences. */
const fits = new Map<Family, Map<number, number | null>>();

export function fitOf(family: Family, cp: number, script: Parameters<Family["fit"]>[1]): number | null {
  let known = fits.get(family);
  if (known === undefined) fits.set(family, (known = new Map()));
  let fit = known.get(cp);
  if (fit === undefined) known.set(cp, (fit = family.fit(String.fromCodePoint(cp), script)));
  return fit;
}

/** The reading of `text` (decoded in `encoding`) as writing of `family`. */
export function readText(text: string, family: Family, encoding: LegacyEncoding): ReadingStats {
  const s: ReadingStats = { good: 0, garbled: 0, words: 0, readable: 0, common: 0, rare: 0 };
  // The word being read: its letters (own, foreign, ASCII), weighted bytes and shape.
  let own = 0;
  let ownChars = 0;
  let foreign = 0;
  let ascii = 0;
  let weighted = 0;
  let common = 0;
  let rare = 0;
  let lower = 0;
  /** Lower-case letters (bytes) of the readable words, and whether any letter of the reading is upper-case. */
  let lowerBytes = 0;
  let anyUpper = false;
  let misshapen = false;
  let prevLower = false;
  /** The character before, inside the word (0 at its start). */
  let prev = 0;
  /** Bytes of a symbol right after a letter, or of a stray one: garbled if a letter follows it. */
  let symbolAfterLetter = 0;
  /** ASCII letters and letters beyond it alternating in a word more than once ("M丂ler"): a wrong reading's. */
  let switches = 0;
  let prevAscii: boolean | null = null;
  let prevLetter = false;

  const endWord = () => {
    if (own + foreign + ascii === 0) return;
    if (own + foreign > 0) {
      s.words++;
      // Latin words mix ASCII and accented letters freely; ASCII beside CJK is a word before or after it.
      let ok = foreign === 0 && !misshapen && (family.ascii !== "allowed" || switches <= 1);
      // A Latin word is mostly ASCII letters ("Łódź", "čtvrť" at most); all accents is Cyrillic or Greek misread.
      if (ok && family.ascii === "required") ok = ascii > 0 ? ownChars <= 2 * ascii + 1 : ownChars <= 2;
      else if (ok && family.ascii === "none") ok = ascii === 0;
      if (ok) {
        s.readable++;
        s.good += weighted;
        s.common += common;
        s.rare += rare;
        lowerBytes += lower;
      } else s.garbled += own + foreign;
    }
    own = ownChars = foreign = ascii = weighted = common = rare = lower = 0;
    misshapen = prevLower = false;
    prev = switches = 0;
    prevAscii = null;
  };

  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i);
    if (cp === undefined) break; // i < text.length: never
    i += cp > 0xffff ? 2 : 1;
    if (cp < 0x80) {
      if (isAsciiLetter(cp)) {
        if (symbolAfterLetter > 0) s.garbled += symbolAfterLetter;
        symbolAfterLetter = 0;
        ascii++;
        if (prevAscii === false) switches++;
        prevAscii = true;
        const lower = cp >= 0x61;
        if (family.cased && !lower && prevLower) misshapen = true;
        if (family.follows?.(prev, cp) === false) misshapen = true;
        prevLower = lower;
        prevLetter = true;
        prev = cp;
      } else {
        endWord();
        symbolAfterLetter = 0;
        prevLetter = false;
      }
      continue;
    }
    const c = classOf(cp);
    const bytes = family.bytesOf(cp, encoding);
    if (c.kind === "letter" || c.kind === "mark") {
      if (symbolAfterLetter > 0) s.garbled += symbolAfterLetter;
      symbolAfterLetter = 0;
      if (family.follows?.(prev, cp) === false) misshapen = true;
      prev = cp;
      if (prevAscii === true) switches++;
      prevAscii = false;
      if (c.kind === "mark") {
        // A mark belongs to the letter before it (Hebrew points, Thai vowels, Vietnamese tones).
        if (!prevLetter) misshapen = true;
        own += bytes;
        weighted += bytes;
      } else {
        const fit = fitOf(family, cp, c.script);
        if (fit === null) foreign += bytes;
        else {
          own += bytes;
          ownChars++;
          weighted += bytes * (1 + fit);
          if (fit > 0) common++;
          else if (fit < 0) rare++;
        }
        if (family.cased) {
          if (c.upper && prevLower) misshapen = true;
          prevLower = c.lower;
          if (c.lower) lower += bytes;
          anyUpper ||= c.upper;
        }
      }
      prevLetter = true;
      continue;
    }
    if (c.kind === "joiner") continue;
    endWord();
    if (c.kind === "bad") s.garbled += 2 * bytes;
    if (c.kind === "stray" && prevLetter) s.garbled += bytes;
    symbolAfterLetter = c.kind === "stray" || (c.kind === "symbol" && prevLetter) ? bytes : 0;
    prevLetter = false;
  }
  endWord();
  // Not one capital letter: the lower-case half of another page's capitals (KOI8-R reads windows-1251's and
  // windows-1253's capitals as its lower-case letters), or text written without them, which banks seldom do.
  if (family.cased && !anyUpper) s.good -= CAPLESS * lowerBytes;
  return s;
}
