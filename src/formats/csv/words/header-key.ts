// How a header cell is read: normalizeHeader, the form saved profiles are fingerprinted and found by, and
// matchKey, the form header words are looked for in (./header-vocabulary.ts).

/**
 * What is not kept: anything but letters, vowel signs and digits, and the Latin letters beyond a–z that NFD
 * does not take apart (the Latin blocks, ligatures and full-width forms). The letters of other scripts
 * (Cyrillic, Greek, Hebrew, Arabic, Devanagari, Thai, CJK) are kept; the fingerprint of a Latin header stays
 * what it was ("Beløb" → "bel b"), so saved profiles still match, and matchKey folds those letters first.
 */
const NOT_KEPT =
  /(?:[^a-z0-9\p{L}\p{M}\p{Nd}]|[\u00aa\u00ba\u00c0-\u02af\u1d00-\u1d25\u1d2c-\u1dbe\u1e00-\u1eff\u2c60-\u2c7f\ua720-\ua7ff\ufb00-\ufb06\uff21-\uff5a])+/gu;

const ASCII = /^[\x00-\x7f]*$/;
const NOT_ALNUM = /[^a-z0-9]+/g;

/**
 * Lowercase, no accents, words separated by single spaces: "Auftraggeber/Empfänger" → "auftraggeber empfanger",
 * "Дата операции" → "дата операции". Composed again at the end: Hangul and kana stay whole syllables.
 */
export function normalizeHeader(h: string): string {
  // Plain ASCII (most headers, most words of the tables): nothing to decompose, fold or keep beyond a–z.
  if (ASCII.test(h)) return h.toLowerCase().replace(NOT_ALNUM, " ").trim();
  return h
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(NOT_KEPT, " ")
    .trim()
    .normalize("NFC");
}

/**
 * Letters NFD does not take apart ("Tytuł", "Beløb", "Đ", "Upphæð", "Açıklama"), and Arabic alef written
 * with or without hamza: folded for matching words only.
 */
const FOLD: Readonly<Record<string, string>> = {
  ł: "l",
  Ł: "l",
  ø: "o",
  Ø: "o",
  đ: "d",
  Đ: "d",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ı: "i",
  ð: "d",
  Ð: "d",
  þ: "th",
  Þ: "th",
  أ: "ا",
  إ: "ا",
  آ: "ا",
  ٱ: "ا",
};
const FOLDED = new RegExp(`[${Object.keys(FOLD).join("")}]`, "g");
/** Arabic vowel marks and the tatweel: optional in writing, so never part of a word. */
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;

/** A header as words are looked for in it: folded, full-width and half-width forms made plain ("入金（円）" → "入金 円"). */
export function matchKey(h: string): string {
  if (ASCII.test(h)) return normalizeHeader(h);
  const folded = h
    .normalize("NFKC")
    .replace(FOLDED, (c) => FOLD[c] ?? c)
    .replace(ARABIC_MARKS, "");
  // Greek final sigma is a sigma: a word ending in it is found inside a longer one.
  return normalizeHeader(folded).replace(/ς/g, "σ");
}
