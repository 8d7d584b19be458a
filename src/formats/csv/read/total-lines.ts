// Total and summary lines under (or between) a bank's rows, in the languages and scripts banks export in:
// "Итого списаний: -1 900,00", "合计 7845.00", "Summe Soll", "Total Debits", "Totale movimenti", "Исходящий
// остаток". row-words.ts knows the exact balance and total labels of the Latin-script banks; these are the
// lines that begin with a total word and go on ("Итого поступлений", "Summe Haben"), and the balance lines
// of other scripts. Read only on rows without a date, with a number in them: a payee may be called "TOTAL".
import { isDateCell } from "../../../locale/dates";
import { isSummaryLabel } from "../words/row-words";

/** Words that begin a total line, lowercase and without accents (a line starts with one, then anything). */
const TOTAL_WORDS = [
  // English, French, Italian, Spanish, Portuguese, Dutch
  "total",
  "totals",
  "subtotal",
  "grandtotal",
  "totaux",
  "totale",
  "totali",
  "totales",
  "totaal",
  // German
  "summe",
  "summen",
  "zwischensumme",
  "gesamtsumme",
  "gesamt",
  "insgesamt",
  // Nordic, Baltic, Central and Eastern European
  "totalt",
  "summa",
  "yhteensa",
  "kokku",
  "kopa",
  "suma",
  "razem",
  "celkem",
  "celkom",
  "osszesen",
  "ukupno",
  "skupaj",
  "toplam",
  // Russian, Ukrainian, Bulgarian, Greek
  "итого",
  "итог",
  "всего",
  "разом",
  "усього",
  "всього",
  "общо",
  "σύνολο",
];

/** Two-word beginnings of a total line. */
const TOTAL_PHRASES = ["i alt", "sub total", "grand total", "в итоге"];

/**
 * Balance lines of the scripts row-words.ts does not read (opening and closing balance, balance carried
 * forward), as the line begins.
 */
const BALANCE_PHRASES = [
  "входящий остаток",
  "исходящий остаток",
  "остаток на",
  "остаток входящий",
  "остаток исходящий",
  "начальный остаток",
  "конечный остаток",
  "вхідний залишок",
  "вихідний залишок",
  "залишок на",
  "сальдо",
];

/**
 * Chinese, Japanese and Korean totals and balances, found anywhere in a short label (no spaces between words): the
 * previous statement's amount too, which a card statement lists above its rows ("上期帳單總額", "前回ご請求額", "전월 청구금액").
 */
const CJK_SUMMARY =
  /合计|合計|总计|總計|小计|小計|共计|共計|本期余额|期初余额|期末余额|上期余额|上期餘額|上期账单|上期帳單|上期应还|上期應繳|前期余额|前期餘額|承前残高|前月繰越|繰越|前回ご請求|前回請求|前回残高|残高合計|期末残高|합계|총계|잔액|전월|이월/;

/** Longer labels are sentences (a disclaimer, a memo), never a total. */
const MAX_LABEL = 60;
/** A CJK label longer than this is a memo that happens to hold the word. */
const MAX_CJK_LABEL = 12;

/** Lowercase, accents and punctuation gone (in every script: "й" is "и" here as in the lists). */
function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "");
}

const TOTAL_SET = new Set(TOTAL_WORDS.map((w) => words(w).join(" ")));
const TOTAL_PHRASE_SET = new Set(TOTAL_PHRASES.map((w) => words(w).join(" ")));
const BALANCE_STARTS = BALANCE_PHRASES.map((p) => words(p).join(" "));

/** A cell with a word in it: a dash or a dot in the date column ("−", "-") is no label. */
const WORDED = /\p{L}/u;

/** Whether an undated row is a total or summary line: its first worded cell is the label, and a cell holds a number. */
export function isTotalLine(cells: readonly string[]): boolean {
  const filled = cells.find((c) => WORDED.test(c));
  if (filled === undefined) return false;
  const label = filled.trim();
  if (label.length > MAX_LABEL || !cells.some((c) => /\d/.test(c))) return false;
  if (CJK_SUMMARY.test(label)) return label.length <= MAX_CJK_LABEL;
  const w = words(label);
  const head = w[0];
  if (head === undefined) return false;
  if (TOTAL_SET.has(head) || TOTAL_PHRASE_SET.has(w.slice(0, 2).join(" "))) return true;
  const start = w.join(" ");
  return BALANCE_STARTS.some((p) => start === p || start.startsWith(`${p} `));
}

/**
 * Whether a record of the sample is a summary line, not a row of the table: no cell is a date, and its label
 * (the first filled cell) is a total or balance label. Finding the table leaves these out: seven lines of
 * totals under three transactions must not hide the date column.
 */
export function isSummaryRow(fields: readonly string[]): boolean {
  if (fields.some(isDateCell)) return false;
  const label = fields.find((c) => WORDED.test(c))?.trim() ?? "";
  return isTotalLine(fields) || isSummaryLabel(label, true);
}
