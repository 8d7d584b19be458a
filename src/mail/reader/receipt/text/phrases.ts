// Label words found in text as words: "Total" is not inside "Subtotal", "Summe" not inside "Zwischensumme",
// and "order  total" matches "Order total" whatever the spacing and case.
//
// Phrase lists are long (hundreds of labels in a dozen languages) and a mail as text has hundreds of lines,
// so the matching is made cheap: text is lower-cased once and matched case-sensitively (a case-insensitive
// Unicode pattern costs about four times as much per character), and a question about every line of a mail
// is one pass over the whole text (`linesWith`), not one call per line.

/** A phrase list compiled once. */
export interface Phrases {
  /** Over one lower-cased line: spaces match any run of spaces. Letters may not follow (see `startsWord`). */
  line: RegExp;
  /** The same over many lower-cased lines joined by newlines: a newline is no space, so no match spans two lines. */
  lines: RegExp;
  /** Case-insensitive over the text as written, for text whose lower case is not as long (offsets would move: "İ"). */
  folded: RegExp;
  /** A Chinese or Japanese character next to a phrase bounds it as a space would (see `phrasePattern`). */
  unspaced: boolean;
}

/** Chinese and Japanese characters: their text puts no spaces between words. */
const CJK = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]`;

/**
 * A phrase list, matched as words. `unspaced`: a Chinese or Japanese character before or after a phrase bounds it
 * as a space would ("ご請求金額は1,820円"), for lists of labels written in those languages' unspaced text.
 */
export function phrasePattern(phrases: readonly string[], unspaced = false): Phrases {
  // Compiled on the first match, not where a module names its list: the main module names many lists (receipt
  // dates, balance labels) that most requests never match against, and compiling them is part of its startup.
  let compiled: Phrases | undefined;
  const patterns = () => (compiled ??= compiledPhrases(phrases, unspaced));
  return {
    get line() {
      return patterns().line;
    },
    get lines() {
      return patterns().lines;
    },
    get folded() {
      return patterns().folded;
    },
    unspaced,
  };
}

function compiledPhrases(phrases: readonly string[], unspaced: boolean): Phrases {
  const lower = phrases.map((p) => p.toLowerCase());
  const letter = unspaced ? `(?!${CJK})\\p{L}` : "\\p{L}";
  const suffix = `(?!${letter})`;
  // The folded pattern keeps the flat list and its own word-start check: case-insensitive branches of a trie would
  // overlap ("T…" and "t…"), and it only reads the rare text whose lower case changes length.
  const start = unspaced ? `(?<!(?!${CJK})[\\p{L}\\p{N}])` : "(?<![\\p{L}\\p{N}])";
  const folded = new RegExp(`${start}(?:${flatAlternatives(phrases, "\\s+")})${suffix}`, "giu");
  if (!lower.every(isPlainPhrase)) {
    const pattern = (space: string) => new RegExp(`${ASCII_START}(?:${flatAlternatives(lower, space)})${suffix}`, "gu");
    return { line: pattern("\\s+"), lines: pattern("[^\\S\\n]+"), folded, unspaced };
  }
  const pattern = (space: string) => new RegExp(`${ASCII_START}(?:${trieAlternatives(lower, space)})${suffix}`, "gu");
  return { line: pattern("\\s+"), lines: pattern("[^\\S\\n]+"), folded, unspaced };
}

/**
 * No ASCII letter or digit before: the part of `startsWord` an ASCII class answers. Most places of a text are inside
 * an ASCII word, where the trie's first branch matches a letter and goes on a few more before failing; this check
 * turns them away first, and costs a fraction of the Unicode class that was slower than the phrases themselves.
 * `nextWordMatch` still makes the whole check: a place turned away here is one it would have turned away.
 */
const ASCII_START = "(?<![a-zA-Z0-9])";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The phrases as one alternative, longest first, so "order total" is taken before "total" at the same place. */
function flatAlternatives(words: readonly string[], space: string): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((p) => escape(p).replace(/ /g, space))
    .join("|");
}

/**
 * Words separated by single spaces, no other white space, no surrogates. Two such phrases that both match at one
 * place are one the other's beginning (a letter never matches a space run), so a trie finds the same match as the
 * flat list (longest first, then shorter ones where a letter follows the longer).
 */
const isPlainPhrase = (p: string) => p !== "" && !/^ | $| {2}|[^\S ]|[\ud800-\udfff]/.test(p);

interface TrieNode {
  next: Map<string, TrieNode>;
  /** A phrase ends here. */
  end: boolean;
}

/**
 * The phrases as a trie-shaped pattern ("total(?:[ ]+(?:de…|including…)|e…|)"): the same matches as the flat
 * list, but the regular-expression engine tries one branch per character instead of every phrase at every
 * place, 2x faster over hundreds of phrases (bench/email's texts). Longer branches come before a phrase's end,
 * so the longest phrase is tried first, and a shorter one when a letter follows the longer.
 */
export function trieAlternatives(words: readonly string[], space: string): string {
  const root: TrieNode = { next: new Map(), end: false };
  for (const word of words) {
    let node = root;
    for (const ch of word) {
      let child = node.next.get(ch);
      if (!child) node.next.set(ch, (child = { next: new Map(), end: false }));
      node = child;
    }
    node.end = true;
  }
  const branches = (node: TrieNode): string => {
    const alternatives = [...node.next].map(([ch, child]) => (ch === " " ? space : escape(ch)) + branches(child));
    if (alternatives.length === 0) return "";
    if (node.end) alternatives.push("");
    return alternatives.length > 1 ? `(?:${alternatives.join("|")})` : (alternatives[0] ?? "");
  };
  return branches(root);
}

export interface Found {
  /** As written in the text. */
  text: string;
  start: number;
  end: number;
}

/**
 * The next match of a case-sensitive phrase pattern from `pattern.lastIndex` that starts a word (no letter or
 * digit right before it). The check is made here rather than as a look-behind in the pattern: a Unicode class
 * tried before every character cost as much as the phrases themselves. A match that does not start a word is
 * tried again from its next character, as the look-behind would have.
 */
function nextWordMatch(pattern: RegExp, text: string, unspaced: boolean): RegExpExecArray | null {
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (startsWord(text, m.index, unspaced)) return m;
    pattern.lastIndex = m.index + 1;
  }
  return null;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const IS_CJK = new RegExp(CJK, "u");

export function startsWord(text: string, at: number, unspaced: boolean): boolean {
  if (at === 0) return true;
  const c = text.charCodeAt(at - 1);
  if (c < 0x80) return !((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39));
  // A letter outside the BMP is a surrogate pair: look at the whole character.
  const low = c >= 0xdc00 && c <= 0xdfff && at >= 2;
  const high = low ? text.charCodeAt(at - 2) : 0;
  const before = low && high >= 0xd800 && high <= 0xdbff ? text.slice(at - 2, at) : text.charAt(at - 1);
  return !LETTER_OR_DIGIT.test(before) || (unspaced && IS_CJK.test(before));
}

/** Every match of a compiled phrase list in a line, with where it ends (labels are followed by their values). */
export function phrasesIn(line: string, phrases: Phrases): Found[] {
  const lower = line.toLowerCase();
  const out: Found[] = [];
  // exec on the shared pattern: matchAll would copy the pattern on every call.
  if (lower.length === line.length) {
    const pattern = phrases.line;
    pattern.lastIndex = 0;
    for (let m = nextWordMatch(pattern, lower, phrases.unspaced); m !== null; m = nextWordMatch(pattern, lower, phrases.unspaced)) {
      out.push({ text: line.slice(m.index, pattern.lastIndex), start: m.index, end: pattern.lastIndex });
    }
    return out;
  }
  const pattern = phrases.folded;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(line); m !== null; m = pattern.exec(line)) {
    out.push({ text: line.slice(m.index, pattern.lastIndex), start: m.index, end: pattern.lastIndex });
  }
  return out;
}

/** The lines as one lower-cased text and where each starts, made once per array of lines. */
interface Joined {
  lower: string;
  starts: number[];
}
const JOINED = new WeakMap<readonly string[], Joined | null>();

function joined(lines: readonly string[]): Joined | null {
  let j = JOINED.get(lines);
  if (j === undefined) {
    const text = lines.join("\n");
    const lower = text.toLowerCase();
    const starts: number[] = [];
    for (let i = 0, at = 0; i < lines.length; at += (lines[i] ?? "").length + 1, i++) starts.push(at);
    // A line with a newline of its own, or a lower case of another length, is matched line by line.
    j = lower.length === text.length && !lines.some((l) => l.includes("\n")) ? { lower, starts } : null;
    JOINED.set(lines, j);
  }
  return j;
}

/**
 * The indices of the lines that hold a phrase of the list, in order: one pass over the whole text, or over the
 * lines before `end` only (the text is cut after the newline that ends line end-1: no match spans a newline,
 * and what follows a match on its line is the same).
 */
export function linesWith(lines: readonly string[], phrases: Phrases, end = lines.length): number[] {
  const j = joined(lines);
  if (!j) return lines.slice(0, end).flatMap((l, i) => (phrasesIn(l, phrases).length > 0 ? [i] : []));
  const out: number[] = [];
  const { starts } = j;
  // starts has a place for every line: the `?? 0` is only taken for an end that is no line's index (a negative
  // one), which reads nothing either way.
  const lower = end < lines.length ? j.lower.slice(0, Math.max(0, starts[end] ?? 0)) : j.lower;
  const pattern = phrases.lines;
  pattern.lastIndex = 0;
  // Line i holds the match; next is where line i+1 starts, undefined after the last line.
  let i = 0;
  let next = starts[1];
  for (let m = nextWordMatch(pattern, lower, phrases.unspaced); m !== null; m = nextWordMatch(pattern, lower, phrases.unspaced)) {
    while (next !== undefined && next <= m.index) {
      i++;
      next = starts[i + 1];
    }
    out.push(i);
    // One match says enough about a line: go on from the next.
    if (next === undefined) break;
    pattern.lastIndex = next;
  }
  return out;
}

/** Lowercase without accents, for comparing names ("Zürich" ~ "zurich"). */
export function foldAccents(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
