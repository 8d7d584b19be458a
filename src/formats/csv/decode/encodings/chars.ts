// What a character beyond ASCII is, for judging a reading of the bytes: a letter (or mark) of which script and
// case, a symbol, or something no text contains (a C1 control, a private-use character, U+FFFD), which only a
// wrong reading produces.

export type Script = "Latin" | "Cyrillic" | "Greek" | "Hebrew" | "Arabic" | "Thai" | "Han" | "Kana" | "Hangul" | "Other";

export interface CharClass {
  kind: "letter" | "mark" | "symbol" | "stray" | "joiner" | "break" | "bad";
  script: Script;
  upper: boolean;
  lower: boolean;
}

const SCRIPTS: ReadonlyArray<[Script, RegExp]> = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Han", /\p{Script=Han}/u],
  // The long-vowel mark and the half-width sound marks are "Common" to both kana.
  ["Kana", /[\p{Script=Hiragana}\p{Script=Katakana}\u30fc\uff70\uff9e\uff9f]/u],
  ["Hangul", /\p{Script=Hangul}/u],
];
/** Apostrophes and the Catalan middle dot stand inside words ("l’agence", "col·lecció"): no symbol there. */
const JOINERS = /[\u2018\u2019\u02bc\u00b7\u00ad]/;
/** CJK punctuation and full-width forms (ＡＴＭ, １２) sit between characters of text that has no spaces. */
const CJK_BREAKS = /[\u3000-\u303f\u30fb\uff01-\uff65\uffe0-\uffef]/;
/**
 * What no text holds: C1 controls (a byte a code page does not define), private use, unassigned, U+FFFD, and
 * ¤ (no one types it: it is what the euro sign of ISO-8859-15 reads as in windows-1252).
 */
const BAD = /[\p{Cc}\p{Co}\p{Cn}\p{Cs}\ufffd\u00a4]/u;
/**
 * Symbols text never glues to a letter (box drawing, math operators, spacing accents, ¦ ¬ ¶): beside a letter
 * they are a wrong reading's ("╜анок" for "ґанок"). Quotes, №, ©, °, currency signs are glued to words.
 */
const STRAY = /[\u2190-\u25ff\u00a6\u00a8\u00ac\u00af\u00b1\u00b4\u00b6\u00b8\u00d7\u00f7\u02c6-\u02dd]/;

const known = new Map<number, CharClass>();

/** The class of a code point of U+0080 or above (ASCII is handled by the caller). */
export function classOf(cp: number): CharClass {
  let c = known.get(cp);
  if (c === undefined) {
    c = classify(String.fromCodePoint(cp));
    known.set(cp, c);
  }
  return c;
}

function classify(ch: string): CharClass {
  const script = SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? "Other";
  const upper = /\p{Lu}|\p{Lt}/u.test(ch);
  const lower = /\p{Ll}/u.test(ch);
  let kind: CharClass["kind"];
  if (BAD.test(ch)) kind = "bad";
  else if (JOINERS.test(ch)) kind = "joiner";
  else if (CJK_BREAKS.test(ch)) kind = "break";
  else if (/\p{M}/u.test(ch)) kind = "mark";
  else if (/\p{L}/u.test(ch)) kind = "letter";
  else if (/\s/u.test(ch)) kind = "break";
  else kind = STRAY.test(ch) ? "stray" : "symbol";
  return { kind, script, upper, lower };
}
