// Windows-1250, 1252 or 1257 for a file in a one-byte Windows code page: the pages agree on ASCII and most
// accents and differ on ~50 bytes (0xE8 is č in 1250, è in 1252), so the sample decides once, never per row, by
// which decoding makes more header cells column names and whose letters one language explains (Czech read as
// 1252 gives è ø ì ù, which no Western language writes together). A tie stays 1252; `encodingReason` says why.
import { headerScore, type Role } from "../words/columns";

export type OneByteEncoding = "windows-1250" | "windows-1252" | "windows-1257";

export interface CodePageChoice {
  encoding: OneByteEncoding;
  reason: string;
}

/** Where in a word a language writes a letter: anywhere, only at its end, or never right before a vowel. */
type Position = "any" | "end" | "beforeConsonant";
/** [weight, where inside a word, also as a one-letter word (French "à", Italian "è")]. */
type LetterUse = readonly [number, Position, "alone"?];
export interface Language {
  name: string;
  /** Lowercase letter → its use. Only letters the other code page reads as something else. */
  letters: Readonly<Record<string, LetterUse>>;
}

const ANY = "any" as const;
const END = "end" as const;
const BEFORE_CONSONANT = "beforeConsonant" as const;
const ALONE = "alone" as const;

const LANGUAGES_1250: readonly Language[] = [
  { name: "Czech", letters: { č: [1, ANY], ř: [1, ANY], ě: [1, ANY], ů: [1, ANY], ň: [0.5, ANY], ť: [0.5, ANY], ď: [0.5, ANY] } },
  { name: "Slovak", letters: { č: [1, ANY], ľ: [1, ANY], ň: [0.5, ANY], ť: [0.5, ANY], ď: [0.5, ANY], ĺ: [0.5, ANY], ŕ: [0.5, ANY] } },
  {
    name: "Polish",
    letters: { ł: [1, ANY], ą: [1, ANY], ę: [1, ANY], ś: [1, ANY], ć: [1, ANY], ż: [1, ANY], ź: [0.5, ANY], ń: [0.5, ANY] },
  },
  { name: "Hungarian", letters: { ő: [1, ANY], ű: [1, ANY] } },
  { name: "Croatian/Slovenian", letters: { č: [1, ANY], ć: [1, ANY], đ: [1, ANY] } },
  { name: "Romanian", letters: { ă: [1, ANY], ş: [1, ANY], ţ: [1, ANY] } },
];

const LANGUAGES_1252: readonly Language[] = [
  {
    name: "French",
    letters: {
      è: [1, BEFORE_CONSONANT],
      à: [1, ANY, ALONE],
      ê: [1, ANY],
      ù: [0.5, END],
      û: [0.5, ANY],
      ï: [0.5, ANY],
      œ: [0.5, ANY],
      ÿ: [0.5, ANY],
    },
  },
  { name: "Italian", letters: { à: [1, END], è: [1, END, ALONE], ì: [0.5, END], ò: [0.5, END], ù: [0.5, END] } },
  { name: "Catalan", letters: { à: [1, ANY, ALONE], è: [1, BEFORE_CONSONANT], ò: [0.5, ANY], ï: [0.5, ANY] } },
  { name: "Spanish", letters: { ñ: [1, ANY] } },
  { name: "Portuguese", letters: { ã: [1, ANY], ê: [1, ANY], à: [0.5, ANY, ALONE], õ: [0.5, ANY] } },
  { name: "Danish/Norwegian/Swedish", letters: { ø: [1, ANY], æ: [1, ANY], å: [1, ANY, ALONE] } },
  { name: "Icelandic", letters: { ð: [1, ANY], þ: [1, ANY], æ: [1, ANY] } },
];

/**
 * Against Windows-1257 every language is weighed on its whole accented alphabet (only the bytes the two
 * pages read differently count): the true reading explains every such letter, a wrong one only those that
 * happen to land on a letter of one language, so a tie keeps the Western or Central European page.
 */
export const alphabet = (name: string, letters: string, rare = ""): Language => ({
  name,
  letters: Object.fromEntries([...[...letters].map((c) => [c, [1, ANY] as const]), ...[...rare].map((c) => [c, [0.5, ANY] as const])]),
});
export const LANGUAGES_1257: readonly Language[] = [
  alphabet("Lithuanian", "ąčęėįšųūž"),
  alphabet("Latvian", "āčēģīķļņšūž"),
  alphabet("Estonian", "äöüõšž"),
];
export const ALPHABETS_1252: readonly Language[] = [
  alphabet("French", "àâçèéêëîïôùûüÿœ"),
  alphabet("Spanish", "áéíñóúü"),
  alphabet("Portuguese", "áàâãçéêíóôõú"),
  alphabet("Italian", "àèéìòù"),
  alphabet("Catalan", "àçèéíïòóúü"),
  alphabet("German", "äöüß"),
  alphabet("Dutch", "ëïé"),
  alphabet("Danish/Norwegian/Swedish", "æøåäö"),
  // ð and þ are what Estonian š and ž read as in 1252: alone (no á í ú ý æ) they are not Icelandic enough.
  alphabet("Icelandic", "áéíóúýæö", "ðþ"),
];
export const ALPHABETS_1250: readonly Language[] = [
  alphabet("Czech", "áčďéěíňóřšťúůýž"),
  alphabet("Slovak", "áäčďéíĺľňóôŕšťúýž"),
  alphabet("Polish", "ąćęłńóśźż"),
  alphabet("Hungarian", "áéíóöőúüű"),
  alphabet("Croatian/Slovenian", "čćđšž"),
  alphabet("Romanian", "ăâîşţ"),
];

// Byte → character tables of the code pages (ASCII included, so neighbours are looked up the same way).
const ALL = Uint8Array.from({ length: 256 }, (_, i) => i);
const CP1250 = new TextDecoder("windows-1250").decode(ALL);
const CP1252 = new TextDecoder("windows-1252").decode(ALL);
const CP1257 = new TextDecoder("windows-1257").decode(ALL);
const LETTER = /\p{L}/u;
const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœăąęěőůű]/;
interface CodePage {
  table: string;
  isLetter: readonly boolean[];
  isVowel: readonly boolean[];
}
const page = (table: string): CodePage => ({
  table,
  isLetter: Array.from(table, (c) => LETTER.test(c)),
  isVowel: Array.from(table, (c) => VOWEL.test(c.toLowerCase())),
});
const PAGE_1250 = page(CP1250);
const PAGE_1252 = page(CP1252);
const PAGE_1257 = page(CP1257);
/** Bytes the 1250 and 1252 read differently. */
const DIFFERS = Array.from(ALL, (b) => CP1250[b] !== CP1252[b]);
/** Bytes 1257 reads differently from 1250 and from 1252. */
const DIFFERS_1257_1250 = Array.from(ALL, (b) => CP1257[b] !== CP1250[b]);
const DIFFERS_1257_1252 = Array.from(ALL, (b) => CP1257[b] !== CP1252[b]);

const ROLES: readonly Role[] = [
  "date",
  "valueDate",
  "amount",
  "debit",
  "credit",
  "indicator",
  "payee",
  "notes",
  "currency",
  "balance",
  "transactionId",
  "category",
];
/** Lines of the sample searched for header cells (preambles are a few lines; the header is near the top). */
export const HEADER_LINES = 50;
/** Header cells have at most this many words ("Zpráva pro příjemce"); longer cells are memos. */
const HEADER_WORDS = 3;
/** Longer cells are data, not column names. */
export const MAX_HEADER_CELL = 60;

/** Windows-1250, -1252 or -1257 for a sample that is not UTF-8, with the reason. */
export function chooseCodePage(sample: Uint8Array): CodePageChoice {
  const western = choose1250or1252(sample);
  const other: OneByteEncoding = western.encoding === "windows-1250" ? "windows-1252" : "windows-1250";
  const first = baltic(sample, western.encoding);
  if (first === null) return western;
  // Chosen only when it also beats the code page that lost the first comparison.
  if (baltic(sample, other) === null) return western;
  return { encoding: "windows-1257", reason: `not UTF-8; ${first}; set encoding to override` };
}

/** Why windows-1257 reads the sample better than `rival` (header cells first, then letters), or null. */
function baltic(sample: Uint8Array, rival: OneByteEncoding): string | null {
  const differs = rival === "windows-1250" ? DIFFERS_1257_1250 : DIFFERS_1257_1252;
  const rivalPage = rival === "windows-1250" ? PAGE_1250 : PAGE_1252;
  let any = false;
  for (const b of sample) {
    if (differs[b]) {
      any = true;
      break;
    }
  }
  if (!any) return null;
  // Column names are a few words: a memo of the first rows that happens to contain one ("už" read as
  // "ut", Norwegian for money out) is no evidence.
  const header = headerEvidence(sample, CP1257, rivalPage.table, HEADER_WORDS);
  if (header.for1250.length !== header.for1252.length) {
    if (header.for1250.length < header.for1252.length) return null;
    return `read as windows-1257, ${header.for1250.length} header cell(s) name a column that ${rival} garbles: ${header.for1250.slice(0, 3).join(", ")}`;
  }
  const mine = bestLanguage(sample, LANGUAGES_1257, PAGE_1257, differs);
  const theirs = bestLanguage(sample, rival === "windows-1250" ? ALPHABETS_1250 : ALPHABETS_1252, rivalPage, differs);
  if (mine === null || mine.score <= (theirs?.score ?? 0)) return null;
  return (
    `read as windows-1257 the letters are ${mine.name} (${mine.counts}: ${fmt(mine.score)}), ` +
    (theirs === null
      ? `read as ${rival} none of them is a letter its languages write`
      : `read as ${rival} ${theirs.name} (${fmt(theirs.score)})`)
  );
}

/** Windows-1250 or Windows-1252, with the reason. */
function choose1250or1252(sample: Uint8Array): CodePageChoice {
  let differing = false;
  for (const b of sample) {
    if (DIFFERS[b]) {
      differing = true;
      break;
    }
  }
  if (!differing) {
    return { encoding: "windows-1252", reason: "not UTF-8; every byte reads the same in windows-1250 and windows-1252, so windows-1252" };
  }

  const header = headerEvidence(sample);
  if (header.for1250.length !== header.for1252.length) {
    const win = header.for1250.length > header.for1252.length ? "windows-1250" : "windows-1252";
    const cells = win === "windows-1250" ? header.for1250 : header.for1252;
    const other = win === "windows-1250" ? header.for1252 : header.for1250;
    const loser = win === "windows-1250" ? "windows-1252" : "windows-1250";
    return {
      encoding: win,
      reason:
        `not UTF-8; read as ${win}, ${cells.length} header cell${cells.length === 1 ? " is a column name" : "s are column names"} of the header ` +
        `vocabulary that ${loser} garbles: ${cells.slice(0, 3).join(", ")}${cells.length > 3 ? ", …" : ""}` +
        (other.length > 0 ? ` (${other.length} the other way)` : "") +
        "; set encoding to override",
    };
  }

  const l50 = bestLanguage(sample, LANGUAGES_1250, PAGE_1250);
  const l52 = bestLanguage(sample, LANGUAGES_1252, PAGE_1252);
  const describe = (l: LanguageScore | null, page: string) =>
    l === null
      ? `read as ${page} none of the differing letters is one its languages write`
      : `read as ${page} the letters are ${l.name} (${l.counts}: ${fmt(l.score)})`;
  const headerNote = header.for1250.length > 0 ? "as many header cells name a column either way; " : "";
  const evidence = `${describe(l50, "windows-1250")}, ${describe(l52, "windows-1252")}`;
  if ((l50?.score ?? 0) > (l52?.score ?? 0)) {
    return { encoding: "windows-1250", reason: `not UTF-8; ${headerNote}${evidence}; set encoding to override` };
  }
  return {
    encoding: "windows-1252",
    reason:
      `not UTF-8; ${headerNote}${evidence}` +
      ((l50?.score ?? 0) === (l52?.score ?? 0) ? "; a tie stays windows-1252" : "") +
      "; set encoding to override",
  };
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

interface LanguageScore {
  name: string;
  score: number;
  /** "č ×4, ř ×2" */
  counts: string;
}

/** The language of the code page that best explains the differing letters (inside words) of the sample. */
function bestLanguage(
  sample: Uint8Array,
  languages: readonly Language[],
  page: CodePage,
  differs: readonly boolean[] = DIFFERS,
): LanguageScore | null {
  const { table, isLetter, isVowel } = page;
  // Occurrences of each letter by position first, then every language is scored on them.
  const seen = new Map<string, Record<Position | "alone", number>>();
  const n = sample.length;
  for (let i = 0; i < n; i++) {
    const b = sample[i];
    if (b === undefined || !differs[b] || !isLetter[b]) continue;
    // Undefined before the first byte and after the last.
    const before = sample[i - 1];
    const after = sample[i + 1];
    const prev = before !== undefined && isLetter[before];
    const next = after !== undefined && isLetter[after];
    // One character per byte: the table decodes all 256.
    const c = table.charAt(b).toLowerCase();
    let s = seen.get(c);
    if (!s) seen.set(c, (s = { any: 0, end: 0, beforeConsonant: 0, alone: 0 }));
    // A one-letter word ("à"), or outside words altogether ("£5" read as "Ł5" is no letter of a word).
    if (!prev && !next) {
      s.alone++;
      continue;
    }
    s.any++;
    if (!next) s.end++;
    // A consonant (or the end of the word) follows, in this code page's reading of the next byte.
    if (!next || after === undefined || !isVowel[after]) s.beforeConsonant++;
  }
  let best: LanguageScore | null = null;
  for (const lang of languages) {
    let score = 0;
    const parts: string[] = [];
    for (const [c, [weight, where, alone]] of Object.entries(lang.letters)) {
      const k = (seen.get(c)?.[where] ?? 0) + (alone ? (seen.get(c)?.alone ?? 0) : 0);
      if (k === 0) continue;
      score += k * weight;
      parts.push(`${c} ×${k}`);
    }
    if (score > 0 && (best === null || score > best.score)) best = { name: lang.name, score, counts: parts.join(", ") };
  }
  return best;
}

/**
 * Cells of the first lines (split at any delimiter, quotes dropped) that read differently in the two code
 * pages, kept where one reading names a column better than the other: `"Částka" (amount)`.
 */
function headerEvidence(
  sample: Uint8Array,
  tableA = CP1250,
  tableB = CP1252,
  maxWords = Infinity,
): { for1250: string[]; for1252: string[] } {
  let end = 0;
  for (let lines = 0; end < sample.length && lines < HEADER_LINES; end++) if (sample[end] === 0x0a) lines++;
  const head = sample.subarray(0, end);
  const t50 = decodeWith(head, tableA).split(/\r\n|\r|\n/);
  const t52 = decodeWith(head, tableB).split(/\r\n|\r|\n/);
  const for1250: string[] = [];
  const for1252: string[] = [];
  const seen = new Set<string>();
  for (const [l, line50] of t50.entries()) {
    // One byte is one character in both, and both read ASCII alike, so the lines and cells line up.
    const line52 = t52[l];
    if (line52 === undefined) throw new Error(`headerEvidence: line ${l} is missing from the second reading`);
    const c52 = line52.split(/[;,\t|]/);
    for (const [k, cell50] of line50.split(/[;,\t|]/).entries()) {
      const cell52 = c52[k];
      if (cell52 === undefined) throw new Error(`headerEvidence: cell ${k} of line ${l} is missing from the second reading`);
      const a = unquote(cell50);
      const b = unquote(cell52);
      if (a === b || a.length > MAX_HEADER_CELL || seen.has(a) || a.split(" ").length > maxWords) continue;
      seen.add(a);
      const [ra, sa] = bestRole(a);
      const [rb, sb] = bestRole(b);
      if (sa > sb) for1250.push(`"${a}" (${ra})`);
      else if (sb > sa) for1252.push(`"${b}" (${rb})`);
    }
  }
  return { for1250, for1252 };
}

function decodeWith(bytes: Uint8Array, table: string): string {
  let s = "";
  // One character per byte: the table decodes all 256.
  for (const b of bytes) s += table.charAt(b);
  return s;
}

export const unquote = (c: string) =>
  c
    .trim()
    .replace(/^["']|["']$/g, "")
    .trim();

/** The role a cell names best by the header vocabulary, with its score ("" and 0: none). */
export function bestRole(cell: string): [Role | "", number] {
  let role: Role | "" = "";
  let best = 0;
  for (const r of ROLES) {
    const s = headerScore(cell, r);
    if (s > best) [role, best] = [r, s];
  }
  return [role, best];
}
