// Rows a bank writes inside or after its table that are not transactions, recognised by their words in the
// languages banks export in: balance and turnover lines ("Anfangssaldo", "Closing balance", "Umsatz"), total
// lines ("Summe", "Total") and card payments not booked yet ("Pending" in the date column).
import { matchKey, normalizeHeader } from "./header-key";
import { parseDate } from "../../../locale/dates";

/** A cell read in place: `text` from `start` to `end` (read/clean-cells.ts `TextSpan`, which words/ sits below). */
interface CellSpan {
  text: string;
  start: number;
  end: number;
}

/** Opening balances, as matchKey writes them (ı, ø, ł folded: "açılış" is "acilis"), in the languages the Latin pattern of OPENING does not read. */
const OTHER_OPENING = [
  "входящии остаток",
  "остаток на начало периода",
  "начальныи остаток",
  "вхіднии залишок",
  "залишок на початок періоду",
  "початковии залишок",
  "начално салдо",
  "почетно стање",
  "претходно стање",
  "αρχικο υπολοιπο",
  "προηγουμενο υπολοιπο",
  "acilis bakiyesi",
  "devreden bakiye",
  "onceki bakiye",
  "sold initial",
  "sold precedent",
  "sold anterior",
  "pocetno stanje",
  "prethodno stanje",
  "zacetno stanje",
  "so du dau ky",
  "saldo awal",
  "baki awal",
  "սկզբնական մնացորդ",
  "საწყისი ნაშთი",
  "יתרת פתיחה",
  "الرصيد الافتتاحي",
  "प्रारंभिक शेष",
  "ยอดยกมา",
  "ยอดคงเหลือยกมา",
  "前月繰越",
  "前月繰越残高",
  "繰越残高",
  "期初余额",
  "上期余额",
  "前期余额",
  "期初餘額",
  "기초잔액",
  "이월잔액",
];
/** Closing balances, likewise. */
const OTHER_CLOSING = [
  "исходящии остаток",
  "остаток на конец периода",
  "конечныи остаток",
  "вихіднии залишок",
  "залишок на кінець періоду",
  "кінцевии залишок",
  "краино салдо",
  "крајње стање",
  "завршно стање",
  "ново стање",
  "τελικο υπολοιπο",
  "νεο υπολοιπο",
  "kapanis bakiyesi",
  "yeni bakiye",
  "sold final",
  "zavrsno stanje",
  "novo stanje",
  "koncno stanje",
  "so du cuoi ky",
  "saldo akhir",
  "baki akhir",
  "վերջնական մնացորդ",
  "საბოლოო ნაშთი",
  "יתרת סגירה",
  "الرصيد الختامي",
  "अंतिम शेष",
  "ยอดยกไป",
  "当月末残高",
  "期末余额",
  "期末餘額",
  "기말잔액",
];

/** Opening/closing balance and turnover lines: ignored as `balance row` wherever they are. */
const BALANCE: string[] = [
  // English
  "opening balance",
  "closing balance",
  // HDFC's summary: "Opening Balance … Closing Bal".
  "opening bal",
  "closing bal",
  "starting balance",
  "ending balance",
  "beginning balance",
  "start balance",
  "end balance",
  "balance brought forward",
  "balance carried forward",
  "brought forward",
  "carried forward",
  "previous balance",
  "previous statement balance",
  "last statement balance",
  "balance from previous statement",
  "new balance",
  "balance",
  "final balance",
  "initial balance",
  "available balance",
  "ledger balance",
  "turnover",
  "total turnover",
  // German
  "anfangssaldo",
  "endsaldo",
  "saldo",
  "alter saldo",
  "vorheriger saldo",
  "saldo vormonat",
  "neuer saldo",
  "kontostand",
  "alter kontostand",
  "neuer kontostand",
  "anfangsbestand",
  "endbestand",
  "umsatz",
  "umsatze",
  "summe umsatze",
  "saldovortrag",
  "vortrag",
  // Dutch
  "beginsaldo",
  "eindsaldo",
  "vorig saldo",
  "nieuw saldo",
  "omzet",
  // French
  "solde initial",
  "solde final",
  "solde",
  "ancien solde",
  "nouveau solde",
  "solde precedent",
  "solde de depart",
  "solde de cloture",
  "solde d ouverture",
  "solde au",
  // Italian, Spanish, Portuguese
  "saldo iniziale",
  "saldo finale",
  "saldo contabile",
  "saldo disponibile",
  "saldo precedente",
  "saldo inicial",
  "saldo final",
  "saldo anterior",
  "saldo actual",
  // Nordic
  "ingaende saldo",
  "utgaende saldo",
  "inngaende saldo",
  "forrige saldo",
  "foregaende saldo",
  "edellinen saldo",
  "primo saldo",
  "ultimo saldo",
  "primosaldo",
  "ultimosaldo",
  "alkusaldo",
  "loppusaldo",
  // Central European
  "saldo poczatkowe",
  "saldo koncowe",
  "saldo poprzednie",
  "saldo otwarcia",
  "saldo zamkniecia",
  "pocatecni zustatek",
  "konecny zustatek",
  "zustatek",
  "pociatocny zostatok",
  "konecny zostatok",
  "nyito egyenleg",
  "zaro egyenleg",
  "egyenleg",
  // Baltic (Estonian, Latvian, Lithuanian: Swedbank, SEB and Luminor write these as rows of the table)
  "algsaldo",
  "loppsaldo",
  "kaive",
  "sakuma atlikums",
  "beigu atlikums",
  "apgrozijums",
  "atlikums",
  "likutis pradziai",
  "likutis pabaigai",
  "pradinis likutis",
  "galutinis likutis",
  "apyvarta",
  "likutis",
  // Other scripts and the languages east and south of these (Cyrillic, Greek, Turkish, Romanian, South Slavic,
  // Vietnamese, Malay, Armenian, Georgian, Hebrew, Arabic, Hindi, Thai, Japanese, Chinese, Korean): the opening ends,
  // the closing ends (OTHER_OPENING, OTHER_CLOSING), then the words of either end or of the turnover.
  ...OTHER_OPENING,
  ...OTHER_CLOSING,
  "остаток",
  "обороты",
  "залишок",
  "обороти",
  "салдо",
  "υπολοιπο",
  "bakiye",
  "sold",
  "rulaj",
  "rulaj total",
  "stanje",
  "promet",
  "so du",
  "baki",
  "մնացորդ",
  "ნაშთი",
  "יתרה",
  "الرصيد",
];

/** Total lines: summaries too, but a single word a counterparty could be called ("TOTAL" the fuel company),
 *  so they count only in a row without a date. */
const TOTALS = [
  "total",
  "totals",
  "grand total",
  "sum",
  "summe",
  "gesamt",
  "gesamtsumme",
  "totaal",
  "totale",
  "suma",
  "summa",
  "yhteensa",
  "razem",
  "celkem",
  "osszesen",
  "kokku",
  "kopa",
  "is viso",
  "viso",
  "итого",
  "разом",
  "всього",
  "общо",
  "укупно",
  "συνολο",
  "toplam",
  "total general",
  "ukupno",
  "skupaj",
  "tong cong",
  "jumlah",
  "ընդամենը",
  "სულ",
  "סה כ",
  "סך הכל",
  "المجموع",
  "الإجمالي",
  "कुल",
  "รวม",
  "合計",
  "合计",
  "總計",
  "小計",
  "小计",
  "합계",
  "총계",
];

/** Words after the phrase that still make it a summary: "Kontostand am 31.01.2024", "Saldo al 31/01". */
const CONNECTORS = new Set([
  "am",
  "per",
  "vom",
  "zum",
  "au",
  "du",
  "le",
  "al",
  "del",
  "de",
  "a",
  "at",
  "on",
  "as",
  "of",
  "op",
  "na",
  "dd",
  "ks",
  "eur",
  "usd",
  "gbp",
  "chf",
  "la",
  "на",
  "за",
  "по",
  // "στις": matchKey writes a final sigma as σ.
  "στισ",
]);

const BALANCE_SET = new Set(BALANCE);
const TOTAL_SET = new Set(TOTALS);
/** Longest phrase in words (the cell's leading words are tried up to this many). */
const MAX_WORDS = 4;
/**
 * The balance labels that say which end of the rows they stand at: the opening one plus the rows is the closing one
 * (balance-lines.ts). "Saldo", "Balance" or "Kontostand" alone may be either, and checks nothing.
 */
const OPENING = new Set([
  ...OTHER_OPENING,
  ...BALANCE.filter((p) =>
    /\b(opening|starting|beginning|start|initial|brought|previous|last|anfangs\w*|alter|vorheriger|vormonat|saldovortrag|vortrag|beginsaldo|vorig|ancien|precedent|depart|ouverture|iniziale|precedente|inicial|anterior|ingaende|inngaende|forrige|foregaende|edellinen|primo\w*|alkusaldo|poczatkowe|poprzednie|otwarcia|pocatecni|pociatocny|nyito|algsaldo|sakuma|pradziai|pradinis)\b/.test(
      p,
    ),
  ),
]);
const CLOSING = new Set([
  ...OTHER_CLOSING,
  ...BALANCE.filter((p) =>
    /\b(closing|ending|end|carried|new|final|endsaldo|neuer|endbestand|eindsaldo|nieuw|nouveau|cloture|finale|utgaende|ultimo\w*|loppusaldo|koncowe|zamkniecia|konecny|zaro|loppsaldo|beigu|pabaigai|galutinis)\b/.test(
      p,
    ),
  ),
]);

/** Which end of the rows a balance label stands at ("Anfangssaldo", "Closing balance am 31.01."), or null. */
export function balanceEndOf(cell: string): "opening" | "closing" | null {
  if (!isSummaryLabel(cell, false)) return null;
  const words = matchKey(letterSpacedWord(cell) ?? cell).split(" ");
  for (let n = Math.min(MAX_WORDS, words.length); n >= 1; n--) {
    const phrase = words.slice(0, n).join(" ");
    if (OPENING.has(phrase)) return "opening";
    if (CLOSING.has(phrase)) return "closing";
  }
  return null;
}

/** Longer cells are sentences (a disclaimer, a memo), never a summary label. */
const MAX_LABEL = 60;

/** Pending card payments: the date cell says so instead of a date. */
const PENDING = new Set([
  "pending",
  "pending transaction",
  "authorised",
  "authorized",
  "not yet booked",
  "processing",
  "en attente",
  "en cours",
  "a venir",
  "vorgemerkt",
  "vormerkung",
  "ausstehend",
  "in bearbeitung",
  "offen",
  "in behandeling",
  "in afwachting",
  "gereserveerd",
  "pendiente",
  "en proceso",
  "in sospeso",
  "in attesa",
  "pendente",
  "em processamento",
  "reserverad",
  "reserverat",
  "reserveret",
  "reservert",
  "odottaa",
  "varauksessa",
  "oczekujaca",
  "oczekujace",
  "w realizacji",
  "ceka",
  "ceka na zpracovani",
  "nezauctovano",
  "fuggoben",
  "feldolgozas alatt",
  "ootel",
  "apstrade",
  "laukiama",
  "vykdoma",
]);

/**
 * Whether a cell is a balance/turnover label (or, for an undated row, a total label): the phrase alone, or
 * followed by a date or a few connecting words ("Kontostand am 31.01.2024"), never by other text
 * ("Balance transfer to savings", "TOTAL 1234 PARIS").
 */
export function isSummaryLabel(cell: string, withTotals: boolean): boolean {
  // Two characters are a label in Han or Hangul ("合計", "합계"); no Latin label is that short.
  if (cell.length < 2 || cell.length > MAX_LABEL) return false;
  if (!firstWordMayMatch(cell, withTotals ? FIRST_WORDS_WITH_TOTALS : FIRST_WORDS)) {
    const joined = letterSpacedWord(cell);
    return joined !== null && isSummaryLabel(joined, withTotals);
  }
  const words = matchKey(cell).split(" ");
  for (let n = Math.min(MAX_WORDS, words.length); n >= 1; n--) {
    const phrase = words.slice(0, n).join(" ");
    if (!BALANCE_SET.has(phrase) && !(withTotals && TOTAL_SET.has(phrase))) continue;
    return restIsDateOrConnectors(words.slice(n), cell);
  }
  return false;
}

/**
 * isSummaryLabel(text.slice(start, end), false), for a cell read in place (most cells of most rows): a cell whose
 * first word is no label's, and whose letters are not spaced out, is refused before it is sliced.
 */
export function isSummaryLabelAt({ text, start, end }: Readonly<CellSpan>): boolean {
  if (end - start < 2 || end - start > MAX_LABEL) return false;
  if (!firstWordMayMatch(text, FIRST_WORDS, start, end) && !mayBeLetterSpaced(text, start)) return false;
  return isSummaryLabel(text.slice(start, end), false);
}

/** Letters each followed by a space or three, the last one alone ("S A L D O", "T O T A L  G E R A L"). */
const LETTER_SPACED = /^(?:\p{L} {1,3})+\p{L}$/u;

/** The second and fourth characters are spaces in every letter-spaced label, never in a payee's first word: two reads. */
const mayBeLetterSpaced = (text: string, start: number): boolean => text.charCodeAt(start + 1) === 32 && text.charCodeAt(start + 3) === 32;

/**
 * A label printed with its letters spaced out, as statements laid out for paper write their balance and total
 * lines ("S A L D O", "T O T A L"), joined into its words; null for any other cell (most refused by mayBeLetterSpaced).
 */
function letterSpacedWord(cell: string): string | null {
  if (!mayBeLetterSpaced(cell, 0) || !LETTER_SPACED.test(cell)) return null;
  return cell
    .split(/ {2,}/)
    .map((w) => w.replace(/ /g, ""))
    .join(" ");
}

/** Longest first word of a phrase, in letters. */
const MAX_FIRST = 16;

/**
 * (first two letters, length of the first word) of every phrase: most payees are refused on these without
 * slicing ("Shell" is not "saldo", "Netflix" not "nouveau").
 */
function firstWord(phrase: string): string {
  const [w = ""] = phrase.split(" "); // a split gives one word at least
  return w;
}

/** Where a first-word table's (letters, length) part begins: before it, one place per first two letters. */
const PAIRS = 26 * 26;

/** A first word's place in the tables: its first two letters (lower-case ASCII codes), then its length. */
const pairOf = (c0: number, c1: number) => (c0 - 97) * 26 + (c1 - 97);
const lengthKey = (pair: number, length: number) => pair * (MAX_FIRST + 1) + length;

function firstWordTable(phrases: readonly string[]): Uint8Array {
  const t = new Uint8Array(PAIRS + PAIRS * (MAX_FIRST + 1));
  for (const p of phrases) {
    const w = firstWord(p);
    // Words of other scripts are looked for in OTHER_FIRST_WORDS (firstWordMayMatch).
    if (w.length > MAX_FIRST || !/^[a-z]{2}/.test(w)) continue;
    const pair = pairOf(w.charCodeAt(0), w.charCodeAt(1));
    t[pair] = 1;
    t[PAIRS + lengthKey(pair, w.length)] = 1;
  }
  return t;
}
const FIRST_WORDS = firstWordTable(BALANCE);
const FIRST_WORDS_WITH_TOTALS = firstWordTable([...BALANCE, ...TOTALS]);

/** Lowercase base letter of U+00C0..U+017F ("ä" → "a", "Ū" → "u"), 0 where there is none. */
const ACCENT_BASE = Uint8Array.from({ length: 0x180 - 0xc0 }, (_, i) => {
  const base = String.fromCharCode(0xc0 + i)
    .normalize("NFD")
    .toLowerCase()
    .charCodeAt(0);
  return base >= 97 && base <= 122 ? base : 0;
});

function baseLetter(c: number): number {
  if (c < 0x80) return c | 32;
  // In range the table has every letter; 0 is its own "no base letter".
  if (c >= 0xc0 && c < 0x180) return ACCENT_BASE[c - 0xc0] ?? 0;
  // Vietnamese letters of two marks ("ố", "ầ"): their base letter, read once per cell that has one.
  if (c >= 0x1e00 && c < 0x1f00) return String.fromCharCode(c).normalize("NFD").charCodeAt(0) | 32;
  return 0;
}

/** The first words themselves, for the second look (a payee "Shell" has the length of "saldo"). */
const FIRST_WORD_SET = new Set([...BALANCE, ...TOTALS].map(firstWord));
/** Where the scripts other than Latin begin (Greek, U+0370): their labels' first words are in OTHER_FIRST_WORDS. */
const OTHER_SCRIPTS_FROM = 0x370;
/** First words of the labels in other scripts, "b " for a balance's and "t " for a total's. */
const OTHER_FIRST_WORDS = new Set(
  [...BALANCE.map((p) => `b ${firstWord(p)}`), ...TOTALS.map((p) => `t ${firstWord(p)}`)].filter(
    (k) => k.charCodeAt(2) >= OTHER_SCRIPTS_FROM,
  ),
);

/** Marks beyond ASCII a label may start with ("» Endsaldo", "— Solde"). */
const LEADING_MARK = /[\p{P}\p{S}]/u;

/** A space or a mark a label may start with ("|SALDO FINALE", "*** Closing balance", "- Solde précédent"): read past. */
function isLeadingMark(c: number): boolean {
  if (c <= 32) return true;
  // ASCII: anything but a letter or a digit; the rest by its Unicode class, looked up only for such a cell.
  if (c < 0x80) return !((c | 32) >= 97 && (c | 32) <= 122) && !(c >= 48 && c <= 57);
  return LEADING_MARK.test(String.fromCharCode(c));
}

/** Whether the first word of `cell` (from `from` to `to`) may be one of `table`'s. */
function firstWordMayMatch(cell: string, table: Uint8Array, from = 0, to = cell.length): boolean {
  let i = from;
  while (i < to && isLeadingMark(cell.charCodeAt(i))) i++;
  const start = i;
  // Read in place, the text goes on past `to`: nothing there is the cell's.
  if (start + 1 >= to) return false;
  // A letter of another script than Latin (Cyrillic, Greek, Thai, Han…): its first word, looked up whole.
  if (cell.charCodeAt(i) >= OTHER_SCRIPTS_FROM) {
    const space = cell.indexOf(" ", start);
    const word = matchKey(cell.slice(start, space < 0 || space > to ? to : space));
    return OTHER_FIRST_WORDS.has(table === FIRST_WORDS ? `b ${word}` : `t ${word}`) || OTHER_FIRST_WORDS.has(`b ${word}`);
  }
  const c0 = cell.charCodeAt(i) | 32;
  if (c0 < 97 || c0 > 122) return false;
  // Most payees are refused on their first two letters, before their first word is read.
  const c1 = baseLetter(cell.charCodeAt(start + 1));
  if (c1 < 97 || c1 > 122 || table[pairOf(c0, c1)] !== 1) return false;
  let len = 0;
  let ascii = true;
  for (; i < to; i++, len++) {
    const c = cell.charCodeAt(i);
    // ASCII letters and the accented ones (each one letter after accents are stripped).
    if (!((c | 32) >= 97 && (c | 32) <= 122)) {
      if (c < 0xc0) break;
      ascii = false;
    }
    if (len > MAX_FIRST) return false;
  }
  const key = lengthKey(pairOf(c0, c1), len);
  if (len < 2 || len > MAX_FIRST || table[PAIRS + key] !== 1) return false;
  // A word of ASCII letters is compared in place with the first words of its letters and length, unsliced.
  if (ascii) return isAsciiFirstWord(cell, start, len, key);
  // Folded as the phrases are: "ı" of "Kapanış", "ø", "ł" are letters NFD does not take apart.
  return FIRST_WORD_SET.has(matchKey(cell.slice(start, start + len).toLowerCase()));
}

/**
 * The first words of FIRST_WORD_SET written in ASCII letters, by (first two letters, length) as the tables place them:
 * the few a word of ASCII letters may be, compared in place.
 */
const ASCII_FIRST_WORDS = (() => {
  const m = new Map<number, string[]>();
  for (const w of FIRST_WORD_SET) {
    if (w.length < 2 || w.length > MAX_FIRST || !/^[a-z]+$/.test(w)) continue;
    const key = lengthKey(pairOf(w.charCodeAt(0), w.charCodeAt(1)), w.length);
    m.set(key, [...(m.get(key) ?? []), w]);
  }
  return m;
})();

/** FIRST_WORD_SET.has(cell.slice(start, start + len).toLowerCase()) for a word of ASCII letters, read in place. */
function isAsciiFirstWord(cell: string, start: number, len: number, key: number): boolean {
  const words = ASCII_FIRST_WORDS.get(key);
  if (words === undefined) return false;
  for (const w of words) {
    let k = 0;
    // An ASCII letter's lowercase is its code with the 0x20 bit set.
    while (k < len && (cell.charCodeAt(start + k) | 32) === w.charCodeAt(k)) k++;
    if (k === len) return true;
  }
  return false;
}

function restIsDateOrConnectors(rest: string[], cell: string): boolean {
  const i = rest.findIndex((w) => !CONNECTORS.has(w));
  if (i < 0) return true;
  // What is left must be a date ("31.01.2024", "31 Jan 2024"), read from the original cell's tail.
  const digits = rest.slice(i).join(" ");
  if (!/^\d/.test(digits)) return false;
  const m = /\d[\d\s./\-:,a-zA-Z]*$/.exec(cell);
  const tail = m ? m[0].trim() : digits;
  return parseDate(tail, "DMY") !== null || parseDate(tail, "MDY") !== null || parseDate(tail, "YMD") !== null;
}

/** Whether a date cell says the row is not booked yet. */
export function isPendingCell(cell: string): boolean {
  if (cell.length < 4 || cell.length > 40) return false;
  return PENDING.has(normalizeHeader(cell));
}

/**
 * The title a statement prints over its summary ("STATEMENT SUMMARY :-", "Zusammenfassung", "Résumé du relevé"), as
 * matchKey writes its words: one of them, in a line of at most four words.
 */
const SUMMARY_TITLE_WORDS = new Set([
  "summary",
  "zusammenfassung",
  "resume",
  "resumen",
  "riepilogo",
  "resumo",
  "samenvatting",
  "podsumowanie",
  "sammanfattning",
  "oppsummering",
  "opsummering",
  "yhteenveto",
  "souhrn",
  "osszesites",
  "rezumat",
  "ozet",
  "сводка",
  "итоги",
  "підсумок",
  "συνοψη",
]);

/** Whether a lone cell is a summary's title (a footer's heading, not an unreadable row). */
export function isSummaryTitle(cell: string): boolean {
  const words = matchKey(cell)
    .split(" ")
    .filter((w) => w !== "");
  return words.length > 0 && words.length <= 4 && words.some((w) => SUMMARY_TITLE_WORDS.has(w));
}
