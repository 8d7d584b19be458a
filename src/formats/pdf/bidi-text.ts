// The text of a right-to-left statement's runs (Hebrew, Arabic, Urdu) in reading order. PDF.js reorders each item
// from the order its glyphs are drawn in by the bidi algorithm and says which way it runs (`dir`: "rtl" when
// right-to-left letters or Arabic-Indic digits are a third of it or more): right for glyphs drawn as on paper. A
// producer that draws them in reading order, or turns a run around whole, leaves its letters reversed, or its numbers
// ("88.041,2" for 2,140.88), or both. Which, the page itself says: its numbers read as dates and amounts one way only,
// and letters that only end a word (Hebrew's final forms, Arabic's tā' marbūṭa) stand at its end one way only.
import { amountOf, dateAt } from "./tokens";

/** Marks that steer the bidi algorithm and draw nothing (LRM, RLM, ALM, embeddings, overrides, isolates). */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** Arabic-Indic and Persian digits (٠١٢, ۰۱۲) and the Arabic decimal and thousands marks, as the tokens read them. */
const FOLDS: [RegExp, (c: string) => string][] = [
  [/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660)],
  [/[\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) - 0x06f0)],
  [/\u066b/g, () => "."],
  [/\u066c/g, () => ","],
];

/** A run's text without bidi controls, its digits the ASCII ones whatever script printed them. */
export function plainText(text: string): string {
  let out = text.replace(BIDI_CONTROLS, "");
  for (const [from, to] of FOLDS) out = out.replace(from, to);
  return out;
}

const RTL_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Whether a character is a letter of a right-to-left script. */
export function isRtlLetter(char: string): boolean {
  return RTL_SCRIPT.test(char) && /\p{L}/u.test(char);
}

/** Letters that end a word only: Hebrew's final forms, Arabic's tā' marbūṭa and alif maqṣūra, Urdu's baṛī ye and nūn ghunna. */
const WORD_FINAL = /[ךםןףץةىےں]/u;
/** Arabic's article, which starts a word only. */
const ARTICLE = "ال";

/**
 * What a right-to-left word's letters say of their order: 1 when a letter that only ends a word ends it (or the
 * article starts it), -1 when such a letter starts it (the word reversed), 0 when it says nothing.
 */
function letterOrder(word: string): number {
  const letters = [...word];
  if (letters.length < 3) return 0;
  const [first = "", last = ""] = [letters[0], letters.at(-1)];
  let say = 0;
  if (WORD_FINAL.test(last)) say++;
  if (WORD_FINAL.test(first)) say--;
  if (word.startsWith(ARTICLE)) say++;
  if (word.endsWith([...ARTICLE].reverse().join(""))) say--;
  return Math.sign(say);
}

/** A left-to-right run inside right-to-left text: digits and Latin words, with the signs and marks between them. */
const LTR_RUN = /[-+−–]?[0-9A-Za-z\u00c0-\u024f*#]+(?:[ .,/:'’%+\-−–]+[0-9A-Za-z\u00c0-\u024f*#]+)*[-+−–]?/g;

/** Brackets swap when a text is turned around: a visual ")" stands where reading order has "(". */
const MIRRORED: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<" };

/** The text turned around, character by character (its brackets mirrored). */
export function turned(text: string): string {
  return [...text]
    .reverse()
    .map((c) => MIRRORED[c] ?? c)
    .join("");
}

/** Each left-to-right run of the text turned around in place, the right-to-left letters as they are. */
export function ltrRunsTurned(text: string): string {
  return text.replace(LTR_RUN, (run) => [...run].reverse().join(""));
}

/** A stretch of right-to-left letters, with the spaces and marks between them. */
const RTL_STRETCH = /([\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc](?:[^0-9A-Za-z\u00c0-\u024f]*[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc])?)/u;

/**
 * A text PDF.js ordered as a left-to-right paragraph (an item whose right-to-left letters are under a third of it:
 * "12-345-678901 חשבון") as the right-to-left paragraph it is on a right-to-left page ("חשבון 12-345-678901"): its
 * stretches in the other order, the spaces and marks at a left-to-right stretch's edges going with it.
 */
export function asRightToLeftParagraph(text: string): string {
  const pieces = text.split(new RegExp(RTL_STRETCH.source, "gu"));
  return pieces
    .reverse()
    .map((piece) => {
      if (RTL_STRETCH.test(piece)) return piece;
      const core = /[0-9A-Za-z\u00c0-\u024f](?:.*[0-9A-Za-z\u00c0-\u024f])?/su.exec(piece);
      if (!core) return turned(piece);
      const [before, after] = [piece.slice(0, core.index), piece.slice(core.index + core[0].length)];
      return turned(after) + core[0] + turned(before);
    })
    .join("");
}

/** How a page's right-to-left runs came out of PDF.js: whether their letters, and then their numbers, are reversed. */
export interface RunOrder {
  lettersReversed: boolean;
  numbersReversed: boolean;
}

/**
 * Whether a token reads as a date or an amount, whole. Bare digits with a leading zero are neither (no bank prints an
 * amount so): turned around, a round amount in cents ("169100") reads so ("001961"), which is the only evidence a
 * statement of amounts in minor units gives when its dates stand in runs of their own.
 */
function figure(token: string): boolean {
  if (/^0\d+$/.test(token)) return false;
  if (/^\d+$/.test(token)) return true;
  const date = dateAt(token);
  return (date !== null && date.length === token.length) || amountOf(token) !== null;
}

/**
 * How the page's right-to-left runs (their texts, plain) are ordered, from the page's own evidence: the letters by
 * where word-final letters stand, the numbers (once the letters are in order) by how many read as a date or an amount
 * only as printed or only turned around. Where nothing tells, PDF.js's order is kept.
 */
export function runOrder(texts: readonly string[]): RunOrder {
  let letters = 0;
  for (const text of texts) for (const word of text.split(/[^\p{L}]+/u)) if ([...word].some(isRtlLetter)) letters += letterOrder(word);
  const lettersReversed = letters < 0;
  let asPrinted = 0;
  let reversed = 0;
  for (const text of texts) {
    const ordered = lettersReversed ? turned(text) : text;
    for (const token of ordered.split(/\s+/)) {
      if (!/\d/.test(token)) continue;
      const [as, back] = [figure(token), figure([...token].reverse().join(""))];
      if (as && !back) asPrinted++;
      if (back && !as) reversed++;
    }
  }
  return { lettersReversed, numbersReversed: reversed > asPrinted };
}

/** A right-to-left run's text in reading order, as the page's order says it came out. */
export function inReadingOrder(text: string, order: RunOrder): string {
  const ordered = order.lettersReversed ? turned(text) : text;
  return bracketsOpening(order.numbersReversed ? ltrRunsTurned(ordered) : ordered);
}

const PAIRS = ["()", "[]", "{}"] as const;

/** Whether each bracket of the pair closes one opened before it, and every one opened is closed. */
function balanced(text: string, [open, close]: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === open) depth++;
    else if (c === close && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The text with brackets that close before they open (")1306(", ")هللة( المبلغ") mirrored: a producer that stores a
 * right-to-left run's glyphs as drawn without mirroring its brackets leaves them so, and no text in reading order
 * reads that way. A bracket left open or closed alone ("(1306", "ID) 55") is no such pair and stays.
 */
export function bracketsOpening(text: string): string {
  let out = text;
  for (const pair of PAIRS) {
    const [open = "", close = ""] = pair;
    if (!out.includes(close) || balanced(out, pair)) continue;
    const swapped = [...out].map((c) => (c === open ? close : c === close ? open : c)).join("");
    if (balanced(swapped, pair)) out = swapped;
  }
  return out;
}
