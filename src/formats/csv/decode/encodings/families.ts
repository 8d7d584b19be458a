// The writing systems a bank export may be in, each with the legacy encodings that write it (in the order a tie
// goes: the Windows code page, the superset banks write, first) and how a reading in it is judged: which letters
// belong to it, how well each fits its languages, and what shape its words have.
import type { Script } from "./chars";
import { cjkFit, type CjkLanguage } from "./cjk";
import { letterFit } from "./letter-frequency";
import type { LegacyEncoding } from "../../words/encoding-names";

export interface Family {
  name: string;
  encodings: readonly LegacyEncoding[];
  /**
   * A letter of the reading (beyond ASCII): null when the family's languages do not write it (a wrong
   * reading's), else how well it fits them: about -1 for a wrong reading's rare letter, up to about 1 for
   * the commonest (letter-frequency.ts, cjk.ts).
   */
  fit(ch: string, script: Script): number | null;
  /** ASCII letters in a word: Latin words have them; Cyrillic or Greek words with one are misread Latin. */
  ascii: "required" | "allowed" | "none";
  /** Upper and lower case: an upper-case letter right after a lower-case one is a wrong reading's. */
  cased: boolean;
  /** False where the script never writes `cp` right after `prev` in a word (0: at its start): a wrong reading's. */
  follows?(prev: number, cp: number): boolean;
  /** Bytes a character beyond ASCII takes in the encoding. */
  bytesOf(cp: number, encoding: LegacyEncoding): number;
}

const ONE_BYTE = () => 1;
const TWO_BYTES = () => 2;

/** A family of one-byte code pages whose letters are all one script, without case. */
const oneScript = (
  name: string,
  script: Script,
  encodings: readonly LegacyEncoding[],
  follows: Family["follows"],
  fit: (ch: string) => number = () => 0,
): Family => ({
  name,
  encodings,
  fit: (ch, s) => (s === script ? fit(ch) : null),
  ascii: "none",
  cased: false,
  ...(follows ? { follows } : {}),
  bytesOf: ONE_BYTE,
});

/** Greek ς, and Hebrew ך ם ן ף ץ, end a word. */
const FINAL_SIGMA = 0x3c2;
const HEBREW_FINALS = new Set([0x5da, 0x5dd, 0x5df, 0x5e3, 0x5e5]);
const isLetterCode = (cp: number) => /\p{L}/u.test(String.fromCodePoint(cp));
/** Thai vowels written before their consonant (เ แ โ ใ ไ): a consonant follows one. */
const THAI_LEADING = new Set([0xe40, 0xe41, 0xe42, 0xe43, 0xe44]);
const isThaiConsonant = (cp: number) => cp >= 0xe01 && cp <= 0xe2e;
/** Thai vowel signs and tone marks above and below a consonant. */
const isThaiMark = (cp: number) => cp === 0xe31 || (cp >= 0xe34 && cp <= 0xe3a) || (cp >= 0xe47 && cp <= 0xe4e);
/** What follows a consonant (or a mark on it), never a word's start or another vowel: the marks, ะ า ำ. */
const afterConsonant = (cp: number) => isThaiMark(cp) || cp === 0xe30 || cp === 0xe32 || cp === 0xe33;
const thaiFollows = (prev: number, cp: number) =>
  THAI_LEADING.has(prev) ? isThaiConsonant(cp) : !afterConsonant(cp) || isThaiConsonant(prev) || isThaiMark(prev);
/** Half-width voiced and semi-voiced sound marks (ﾞ ﾟ) follow ｳ, ｶ–ﾄ or ﾊ–ﾎ only. */
const HALF_WIDTH_MARKS = new Set([0xff9e, 0xff9f]);
const takesSoundMark = (cp: number) => cp === 0xff73 || (cp >= 0xff76 && cp <= 0xff84) || (cp >= 0xff8a && cp <= 0xff8e);

const cjk = (language: CjkLanguage, encodings: readonly LegacyEncoding[], bytesOf: Family["bytesOf"] = TWO_BYTES): Family => ({
  name: language,
  encodings,
  fit: (ch, s) => cjkFit(ch, s, language),
  // "ATM引出", "VISAデビット": Latin letters stand next to CJK characters without a space.
  ascii: "allowed",
  cased: false,
  follows: (prev, cp) => !HALF_WIDTH_MARKS.has(cp) || takesSoundMark(prev),
  bytesOf,
});

export const LATIN: Family = {
  name: "Latin",
  encodings: ["windows-1252", "windows-1250", "windows-1257", "windows-1254", "windows-1258", "iso-8859-15", "iso-8859-2", "iso-8859-13"],
  fit: (_, s) => (s === "Latin" ? 0 : null),
  ascii: "required",
  // "WSPÓŁPRACA", "McDonald's", "iPhone": Latin case says nothing.
  cased: false,
  bytesOf: ONE_BYTE,
};

/** Every family, in the order a tie goes (Latin first: what every file got before the others existed). */
export const FAMILIES: readonly Family[] = [
  LATIN,
  {
    name: "Cyrillic",
    encodings: ["windows-1251", "koi8-r", "koi8-u", "ibm866", "iso-8859-5"],
    fit: (ch, s) => (s === "Cyrillic" ? letterFit(ch, "Cyrillic") : null),
    ascii: "none",
    cased: true,
    bytesOf: ONE_BYTE,
  },
  {
    name: "Greek",
    encodings: ["windows-1253", "iso-8859-7"],
    fit: (ch, s) => (s === "Greek" ? letterFit(ch, "Greek") : null),
    ascii: "none",
    cased: true,
    follows: (prev, cp) => prev !== FINAL_SIGMA || !isLetterCode(cp),
    bytesOf: ONE_BYTE,
  },
  oneScript(
    "Hebrew",
    "Hebrew",
    ["windows-1255"],
    (prev, cp) => !HEBREW_FINALS.has(prev) || !isLetterCode(cp),
    (ch) => letterFit(ch, "Hebrew"),
  ),
  oneScript("Arabic", "Arabic", ["windows-1256"], undefined, (ch) => letterFit(ch, "Arabic")),
  oneScript("Thai", "Thai", ["windows-874"], thaiFollows),
  // Half-width katakana (ｶﾄﾞ, common in Japanese bank exports) are one byte in Shift_JIS.
  cjk("Japanese", ["shift_jis", "euc-jp"], (cp, encoding) => (encoding === "shift_jis" && cp >= 0xff61 && cp <= 0xff9f ? 1 : 2)),
  cjk("Chinese (simplified)", ["gbk"]),
  cjk("Chinese (traditional)", ["big5"]),
  cjk("Korean", ["euc-kr"]),
];

/** The family an encoding belongs to (UTF-8 and UTF-16 write every script: none). */
export function familyOf(encoding: LegacyEncoding): Family | undefined {
  if (encoding === "gb18030") return familyOf("gbk");
  if (encoding === "iso-2022-jp") return familyOf("shift_jis");
  if (encoding === "iso-8859-8") return familyOf("windows-1255");
  return FAMILIES.find((f) => f.encodings.includes(encoding));
}
