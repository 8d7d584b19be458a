// Whether two records name one business: a receipt's or a tap's merchant and the bank's descriptor ("Blue Bottle
// Coffee", "SQ *BLUE BOTTLE COFFE"), or a pending row and its booked row. An equal amount is no such evidence. A name
// is read through a descriptor's wrapping (merchant-words.ts: processors, ways of paying, numbers, places), joined or
// cut words and brand shorthands; its distinctive words must all be there in order, a name glued to a number ("3M",
// "TAPSHOPHA0") as written, and a name of kinds and places only ("Paris Cafe") whole. An order number of one record
// in the other's text is evidence too, and so are a card's last four digits with the minute of the payment (a tap's,
// in the bank's text). Pure.
import { BRAND_SHORTHANDS, KIND_OF, WORD_KINDS } from "./merchant-words";

/** What says two records are one purchase; null: nothing does. */
export type MerchantEvidence = "identifier" | "merchant" | null;

export interface NamedRecord {
  /** The merchant as the record names it (a receipt's, a tap's, the bank's descriptor). */
  payee: string;
  /** The rest of its text (a receipt's notes with its order number; the bank's purpose line). */
  text?: string | undefined;
}

/**
 * Where a word glued to digits stood: no letter of a name, so it holds no word. A code ("2K3L45") is GLUED alone and
 * equals nothing; a name glued to a number ("TAPSHOPHA0", "3M") is GLUED before itself and equals itself only.
 */
const GLUED = "\u0000";
/** A name glued to a number: one run of letters and one of digits, in either order ("TAPSHOPHA0", "3M", "7ELEVEN"). */
const NAME_AND_NUMBER = /^(?:\p{L}+\p{N}+|\p{N}+\p{L}+)$/u;
/** Descriptors are cut at this many characters (the card networks' merchant name field, 22 or 25 with a prefix). */
const DESCRIPTOR_CUT = 18;
/** A distinctive word found inside a longer one ("corner" in "cornerbooks") only from this length: shorter ones occur by chance. */
const INSIDE_MIN = 5;
/** A cut last word counts from this many letters ("BLUE BOTT"); fewer say too little. */
const CUT_MIN = 3;
/** An identifier: this many letters and digits at least, of which this many digits (an order number, not a word). */
const ID_MIN_LENGTH = 6;
const ID_MIN_DIGITS = 4;

/** What says `a` and `b` are one purchase, if anything. */
export function merchantEvidence(a: NamedRecord, b: NamedRecord): MerchantEvidence {
  if (sharedIdentifier(a, b) || sameCardAndMinute(a, b)) return "identifier";
  return sameMerchant(a.payee, b.payee) ? "merchant" : null;
}

/** Whether two names name one business, read through the descriptor's wrapping, from either side. */
export function sameMerchant(a: string, b: string): boolean {
  const x = wordsOf(a);
  const y = wordsOf(b);
  if (x.words.length === 0 || y.words.length === 0) return false;
  return named(x, y) || named(y, x);
}

interface Words {
  words: string[];
  /**
   * A word of the name glued to digits ("TAPSHOPFA0", "3M", "2K3L45"), kept as GLUED (see there). What is left of such
   * a name ("Store") says nothing of which business it is: the glued word names it, where it is a name.
   */
  glued: boolean;
  /** The name as written, cut at a descriptor's length: its last word may be a cut one. */
  mayBeCut: boolean;
}

/** The words of a name: folded, without apostrophes, numbers and codes, brand shorthands read. */
function wordsOf(text: string): Words {
  const folded = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’`´]/g, "");
  const words: string[] = [];
  let glued = false;
  for (const word of folded.split(/[^\p{L}\p{N}]+/u)) {
    // Store numbers, terminal ids, dates, a processor's reference ("57442", "#0042", "2K3L45", "12/11").
    if (word === "") continue;
    if (/\p{N}/u.test(word)) {
      // Kept in its place: what stands before a kinds-only name is another name. A name glued to a number meets
      // itself written alike ("3M STORE ST PAUL" for "3M Store"), and another number is another shop ("7M STORE").
      if (/\p{L}/u.test(word)) {
        glued = true;
        words.push(NAME_AND_NUMBER.test(word) ? GLUED + word : GLUED);
      }
      continue;
    }
    words.push(BRAND_SHORTHANDS.get(word) ?? word);
  }
  return { words, glued, mayBeCut: text.trim().length >= DESCRIPTOR_CUT };
}

/** Whether the name `name` is named in `text`. */
function named(name: Words, text: Words): boolean {
  const own = name.words.filter((w) => !WORD_KINDS.has(w) && !isGlued(w));
  // A name whose only word of its own is glued to a number ("TapshopHA0", "3M Store") is named by that word, whole.
  const distinctive = own.length > 0 ? own : name.words.filter((w) => w.length > GLUED.length && isGlued(w));
  if (distinctive.length > 0)
    return byInitials(name, text) || (inOrder(distinctive, text) && (distinctive.length > 1 || !otherKind(name, text)));
  // Only kinds, common words and places ("Paris Cafe"): the whole name, as written, with no other name before it
  // ("Coffee Shop" is not "BLUE BOTTLE COFFEE SHOP"; what follows a descriptor's name is its place). A name whose
  // own word was a code glued to digits ("2K3L45 Cafe") has lost what named it: its kinds are no evidence.
  if (name.glued) return false;
  const whole = name.words.filter((w) => !isWrapping(w));
  const start = whole.length > 0 ? runOf(whole.join(""), text) : -1;
  return start >= 0 && text.words.slice(0, start).every((w) => WORD_KINDS.has(w));
}

/**
 * Both name a kind of business and no kind is the same ("Green Grocer", "GREEN VALLEY GRILL"; a "Tankstelle" and a
 * "STATION" are one kind): one shared word is then a coincidence of two businesses.
 */
function otherKind(name: Words, text: Words): boolean {
  const kinds = (words: string[]) => new Set(words.flatMap((w) => KIND_OF.get(w) ?? []));
  const ours = kinds(name.words);
  const theirs = kinds(text.words);
  return ours.size > 0 && theirs.size > 0 && ![...ours].some((k) => theirs.has(k));
}

/** A name of several words by its initials in the text ("DB" for Deutsche Bahn, "KFC" for Kentucky Fried Chicken). */
function byInitials(name: Words, text: Words): boolean {
  const words = name.words.filter((w) => !isWrapping(w) && !isGlued(w));
  return words.length > 1 && text.words.includes(words.map((w) => w.charAt(0)).join(""));
}

/** Every distinctive word in `text`, in order; words past a cut descriptor's end are not asked for. */
function inOrder(distinctive: string[], text: Words): boolean {
  let at = 0;
  let found = 0;
  for (const word of distinctive) {
    const next = findWord(word, text, at);
    // Cut: what is left of the name is past the descriptor's end; a word found, or a long enough start, says it.
    if (typeof next !== "number") return found > 0 || next.cut >= INSIDE_MIN;
    if (next < 0) return false;
    found++;
    at = next + 1;
  }
  return true;
}

/**
 * Where `word` is in `text` from `from` on: the same word, a run of words it joins ("blue bottle" for
 * "bluebottle"), a longer word holding it ("cornerbooks"), or the last word of a cut descriptor, short of it.
 */
function findWord(word: string, text: Words, from: number): number | { cut: number } {
  const { words } = text;
  for (let i = from; i < words.length; i++) {
    const w = words[i] ?? "";
    if (w === word) return i;
    // A word glued to a number is one whole: no part of it is another word, nor it part of one.
    if (isGlued(w) || isGlued(word)) continue;
    if (w.length > word.length && word.length >= INSIDE_MIN && w.includes(word)) return i;
    if (word.startsWith(w)) {
      let joined = w;
      for (let j = i + 1; j < words.length && joined.length < word.length; j++) {
        joined += words[j] ?? "";
        if (joined === word) return j;
        if (!word.startsWith(joined)) break;
      }
    }
  }
  const last = words[words.length - 1] ?? "";
  const cut = text.mayBeCut && words.length > from && last.length >= CUT_MIN && word.startsWith(last) && last !== word && !isGlued(word);
  return cut ? { cut: last.length } : -1;
}

/**
 * Where `joined` (a name's words run together, without its small words and legal forms) begins as a run of `text`'s
 * words, or as its cut end; -1: nowhere. The text's small words and legal forms inside the run are read through
 * ("PARIS CAFE LLC NEW YORK" holds "Paris Cafe New York").
 */
function runOf(joined: string, text: Words): number {
  const { words } = text;
  for (let i = 0; i < words.length; i++) {
    let run = "";
    for (let j = i; j < words.length; j++) {
      const word = words[j] ?? "";
      if (j > i && !joined.startsWith(run + word) && isWrapping(word)) continue;
      run += word;
      if (run === joined) return i;
      if (!joined.startsWith(run)) break;
      if (j === words.length - 1 && text.mayBeCut && run.length >= Math.max(CUT_MIN + 2, joined.length / 2)) return i;
    }
  }
  return -1;
}

/** A word that was glued to digits (see GLUED). */
const isGlued = (word: string) => word.startsWith(GLUED);

/** A word of a descriptor's wrapping or a small word of a name: never part of what names the business. */
function isWrapping(word: string): boolean {
  const kind = WORD_KINDS.get(word);
  return kind === "payment" || kind === "form";
}

/** Whether an identifier of one record (an order or reference number) is in the other's text. */
function sharedIdentifier(a: NamedRecord, b: NamedRecord): boolean {
  const ids = identifiersOf(`${a.payee} ${a.text ?? ""}`);
  if (ids.length === 0) return false;
  const other = compact(`${b.payee} ${b.text ?? ""}`);
  return ids.some((id) => other.includes(id));
}

/**
 * A card's last four digits and a minute of the day ("14:32"), both in both records: a tap and the bank's row of its
 * payment, however differently they name the shop. A year is no card's digits (a date's "2026" is in many texts).
 */
function sameCardAndMinute(a: NamedRecord, b: NamedRecord): boolean {
  const [x, y] = [`${a.payee} ${a.text ?? ""}`, `${b.payee} ${b.text ?? ""}`];
  const minutes = new Set(minutesOf(x));
  if (!minutesOf(y).some((m) => minutes.has(m))) return false;
  const fours = new Set(lastFoursOf(x));
  return lastFoursOf(y).some((f) => fours.has(f));
}

const minutesOf = (text: string) =>
  [...text.matchAll(/(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?!\d)/g)].map(([, h, m]) => `${Number(h)}:${m}`);
const lastFoursOf = (text: string) =>
  [...text.matchAll(/(?<!\d)\d{4}(?!\d)/g)].map(([four]) => four).filter((f) => !/^(19|20)\d\d$/.test(f));

/** Order and reference numbers: runs of letters and digits with separators, not a date or an amount. */
function identifiersOf(text: string): string[] {
  const ids: string[] = [];
  for (const token of text.split(/[\s,;:()[\]]+/)) {
    if (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(token) || /^\d+[.,]\d{1,2}$/.test(token)) continue;
    const id = compact(token);
    if (id.length < ID_MIN_LENGTH || id.replace(/\D/g, "").length < ID_MIN_DIGITS) continue;
    if (/^(19|20)\d{6}$/.test(id)) continue;
    ids.push(id);
  }
  return ids;
}

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** 0…1: how alike two payee names are (Dice coefficient of letter pairs, case and punctuation ignored). */
export function payeeLikeness(a: string, b: string): number {
  const { shared, sizes } = sharedLetterPairs(a, b);
  return sizes[0] === 0 || sizes[1] === 0 ? 0 : (2 * shared) / (sizes[0] + sizes[1]);
}

/** The letter pairs two names share (case and punctuation ignored), and how many each has. */
function sharedLetterPairs(a: string, b: string): { shared: number; sizes: [number, number] } {
  const pairs = (text: string) => {
    const letters = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
    const counted = new Map<string, number>();
    for (let i = 0; i + 1 < letters.length; i++) counted.set(letters.slice(i, i + 2), (counted.get(letters.slice(i, i + 2)) ?? 0) + 1);
    return { counted, size: Math.max(0, letters.length - 1) };
  };
  const x = pairs(a);
  const y = pairs(b);
  let shared = 0;
  for (const [pair, n] of x.counted) shared += Math.min(n, y.counted.get(pair) ?? 0);
  return { shared, sizes: [x.size, y.size] };
}
