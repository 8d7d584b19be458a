// The header words of every language banks export in, one table per language (./header-words/), assembled
// and compiled once: what headerScore (columns.ts) and the date, type and currency checks of roles.ts read.
import type { Role } from "./columns";
import { matchKey } from "./header-key";
import { LANGUAGES } from "./header-words/languages";

/** What a header can name beside a column's role: the kind of date, a type or status column, an amount's currency. */
export type WordKind =
  | Role
  /** The day of the purchase or payment ("Transaction date", "Дата операции", "利用日"). */
  | "transactionDate"
  /** The day the bank booked it ("Buchungstag", "Дата обработки", "記帳日"). */
  | "bookingDate"
  /** A transaction-type column: text, but the kind of booking, never the counterparty. */
  | "type"
  /** A status column (booked, pending): text, never the counterparty. */
  | "status"
  /** A fee charged with the booking, in a column of its own ("Fee", "Gebühr", "Comisión"): see fee-column.ts. */
  | "fee"
  /** A check's number ("Check or Slip #", "N° de chèque"): kept in the notes, never an amount or an id. */
  | "checkNumber"
  /** An amount or currency column of the purchase's own currency ("Сумма операции", "現地通貨額"). */
  | "foreign"
  /** An amount or currency column of the account's currency ("Сумма в валюте счёта", "Billed amount", "円換算額"). */
  | "account";

/**
 * One language's header words, by what they name: each a list separated by commas or line breaks, written
 * as the banks write them (case and accents do not matter). A word matches as a whole word or phrase of the
 * header, and inside a longer word when it has five letters or more (German compounds, Slavic endings); in
 * scripts written without spaces (Chinese, Japanese, Thai) or with prefixes joined to the word (Hebrew,
 * Arabic), anywhere. "=word" matches only the whole header (or it and a currency code: "Nợ VND"); "word*"
 * any word it begins ("trans*").
 */
export type HeaderWords = { readonly [K in WordKind]?: string } & {
  /** Words that make a header the wrong one for a role ("Original amount", "Available credit"), matched as whole words. */
  readonly not?: { readonly [R in Role]?: string };
};

/** The words of one list. */
export function wordsOf(list: string): string[] {
  return list
    .split(/[,\n]/)
    .map((w) => w.trim())
    .filter((w) => w !== "");
}

/** Scripts without spaces between words, or with prefixes joined to them: a word is looked for anywhere. */
const ANYWHERE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Hebrew}\p{Script=Arabic}]/u;
/** A Chinese character, a kana or a Hangul syllable says as much as a few letters: it weighs three. */
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
/** A trailing currency ("Gutschrift in CHF", "bedrag in EUR") says what the column is in: its "in" is not money in. */
const CURRENCY_SUFFIX = /^(.+) in [a-z]{3}$/;
/** A currency code after a whole-header word ("Nợ VND"). */
const CODE_TAIL = /^ [a-z]{3}$/;

const WORD = 0;
const EXACT = 1;
const PREFIX = 2;
const INSIDE = 3;

interface Word {
  key: string;
  /** The key between spaces: a whole-word match. */
  spaced: string;
  how: typeof WORD | typeof EXACT | typeof PREFIX | typeof INSIDE;
  weight: number;
}

function compile(written: string): Word | null {
  const exact = written.startsWith("=");
  const prefix = written.endsWith("*");
  const key = matchKey(written.slice(exact ? 1 : 0, prefix ? -1 : undefined));
  if (key === "") return null;
  const inside = ANYWHERE.test(key) && key.length >= 2;
  const weight = key.length + 2 * (key.match(DENSE)?.length ?? 0);
  return { key, spaced: ` ${key} `, how: exact ? EXACT : prefix ? PREFIX : inside ? INSIDE : WORD, weight };
}

/** How well one word names a header key (0: not at all): whole header, whole word or phrase, part of a word. */
function wordScore(w: Word, h: string, spaced: string): number {
  // Every way of matching needs the key somewhere in the header: most words are out after one scan.
  if (!h.includes(w.key)) return 0;
  if (h === w.key) return 10 + w.weight;
  switch (w.how) {
    case EXACT:
      return h.startsWith(w.key) && CODE_TAIL.test(h.slice(w.key.length)) ? 10 + w.weight : 0;
    case PREFIX:
      return spaced.includes(` ${w.key}`) ? 4 + w.weight / 4 : 0;
    case INSIDE:
      return 4 + w.weight / 4;
  }
  if ((w.key === "in" ? ` ${h.replace(CURRENCY_SUFFIX, "$1")} ` : spaced).includes(w.spaced)) return 4 + w.weight / 4;
  // German compounds ("Buchungsbetrag", "Zahlungsempfänger"), Slavic and Baltic endings ("Получателя").
  if (w.key.length >= 5 && h.includes(w.key)) return 2 + w.weight / 8;
  return 0;
}

interface Compiled {
  words: ReadonlyMap<WordKind, readonly Word[]>;
  not: ReadonlyMap<Role, readonly Word[]>;
  /** Words of the other languages' tables that English does not use, of four letters or more ("Fecha", "Tanggal", "Дата"). */
  notEnglish: readonly Word[];
}

let compiled: Compiled | undefined;

/** Every language's words by kind, compiled on first use (the worker starts without them; a CSV upload needs them once). */
function vocabulary(): Compiled {
  if (compiled) return compiled;
  const words = new Map<WordKind, Word[]>();
  const not = new Map<Role, Word[]>();
  const notEnglish = new Map<string, Word>();
  const english = new Set(
    Object.values(LANGUAGES.en ?? {}).flatMap((list) => (typeof list === "string" ? wordsOf(list).map(matchKey) : [])),
  );
  // Languages share words ("Saldo", "Datum"): each is looked for once.
  const had = new Set<string>();
  const add = <K extends string>(into: Map<K, Word[]>, kind: K, w: Word) => {
    const id = `${into === not ? "!" : ""}${kind} ${w.how} ${w.key}`;
    if (had.has(id)) return;
    had.add(id);
    const list = into.get(kind);
    if (list) list.push(w);
    else into.set(kind, [w]);
  };
  for (const [tag, table] of Object.entries(LANGUAGES)) {
    for (const [kind, list] of Object.entries(table)) {
      if (typeof list !== "string") continue;
      for (const w of wordsOf(list).map(compile)) {
        if (!w) continue;
        add(words, kind as WordKind, w);
        if (tag !== "en" && w.how !== PREFIX && w.key.length >= 4 && !english.has(w.key)) notEnglish.set(w.key, w);
      }
    }
    for (const [role, list] of Object.entries(table.not ?? {})) {
      for (const w of wordsOf(list).map(compile)) if (w) add(not, role as Role, w);
    }
  }
  return (compiled = { words, not, notEnglish: [...notEnglish.values()] });
}

/** Scores already worked out, by header key and kind: detection asks about each header for every role, and again. */
const seen = new Map<string, number>();
/** Headers of a few files: past this the memo starts over (a worker reads many uploads). */
const SEEN_MAX = 2048;

/** How well the header key names the kind: the best of its words (0: none does). */
export function kindScore(h: string, kind: WordKind): number {
  if (h === "") return 0;
  const memo = `${kind}\u0000${h}`;
  const known = seen.get(memo);
  if (known !== undefined) return known;
  const spaced = ` ${h} `;
  let best = 0;
  for (const w of vocabulary().words.get(kind) ?? []) {
    const s = wordScore(w, h, spaced);
    if (s > best) best = s;
  }
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(memo, best);
  return best;
}

/** Whether one of the role's exclusions is a word of the header key ("word*": begins one; anywhere in scripts without spaces). */
export function excludedFrom(h: string, role: Role): boolean {
  const spaced = ` ${h} `;
  for (const w of vocabulary().not.get(role) ?? []) {
    if (w.how === INSIDE ? h.includes(w.key) : spaced.includes(w.how === PREFIX ? ` ${w.key}` : w.spaced)) return true;
  }
  return false;
}

/** Whether the header names the kind ("Дата операции" a transaction date, "Тип операции" a type column). */
export function headerNames(header: string, kind: WordKind): boolean {
  return kindScore(matchKey(header), kind) > 0;
}

/** Whether a header is in a language other than English: a word of another language's table that English does not use ("Fecha", "Ngày giao dịch"). */
export function isNotEnglish(header: string): boolean {
  const h = matchKey(header);
  const spaced = ` ${h} `;
  for (const w of vocabulary().notEnglish) if (w.how === INSIDE ? h.includes(w.key) : spaced.includes(w.spaced)) return true;
  return false;
}
